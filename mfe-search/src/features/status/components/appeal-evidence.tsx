import { useState, type FormEvent } from 'react';
import { ApiError, useIntlLocale, usePortal, useSettings } from 'mfe-shared';
import { ErrorSummary } from 'mfe-shared/forms';
import { formatDateTime, formatFileSize } from 'mfe-shared/format';
import { STEP_MESSAGES, type FilerEvidence, type StatusResponse, type UploadedDocument } from 'mfe-shared/schemas';
import { Button, UploadList } from 'mfe-shared/ui';
import { useT } from '../i18n';
import { addEvidence, evidenceUrl } from '../api';
import { lastDayToAnswer } from './offer-day';

const FIELD = 'evidence-documents';

type Props = { token: string; evidence: FilerEvidence; timeZone: string; onAdded: (view: StatusResponse, count: number) => void };

/**
 * Evidence after the filing (docs/product.md#evidence): the filer's own documents and, while the
 * county takes them, more added by the shared upload list (its limits and messages); then the
 * county's, from the exchange date, or the day they will show.
 */
export function AppealEvidence({ token, evidence, timeZone, onAdded }: Props) {
  const t = useT();
  const locale = useIntlLocale();
  const county = evidence.county;
  return (
    <>
      <section aria-labelledby="evidence-yours">
        <h2 id="evidence-yours">{t('search.status.evidence.yoursHeading')}</h2>
        {evidence.yours.length ? (
          <EvidenceList token={token} items={evidence.yours} name={t('search.status.evidence.yoursHeading')} />
        ) : (
          <p>{t('search.status.evidence.noneYours')}</p>
        )}
        {evidence.canAdd ? <AddEvidence token={token} evidence={evidence} timeZone={timeZone} onAdded={onAdded} /> : null}
      </section>
      <section aria-labelledby="evidence-county">
        <h2 id="evidence-county">{t('search.status.evidence.countyHeading')}</h2>
        {county ? (
          county.length ? (
            <EvidenceList token={token} items={county} name={t('search.status.evidence.countyHeading')} />
          ) : (
            <p>{t('search.status.evidence.noneCounty')}</p>
          )
        ) : (
          <p>
            {evidence.countyFrom
              ? t('search.status.evidence.countyFrom', { date: formatDateTime(evidence.countyFrom, timeZone, { dateStyle: 'long' }, locale) })
              : t('search.status.evidence.countyBeforeHearing')}
          </p>
        )}
      </section>
    </>
  );
}

function EvidenceList({ token, items, name }: { token: string; items: FilerEvidence['yours']; name: string }) {
  const { api } = usePortal();
  return (
    <ul className="usa-list" aria-label={name}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={evidenceUrl(api, token, item.id)} download>
            {item.name}
          </a>{' '}
          ({formatFileSize(item.size)})
        </li>
      ))}
    </ul>
  );
}

function AddEvidence({ token, evidence, timeZone, onAdded }: Props) {
  const t = useT();
  const locale = useIntlLocale();
  const { api } = usePortal();
  const max = useSettings()['file_upload.max_files'];
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);

  const refuse = (message: string) => {
    setError(message);
    setAttempt((count) => count + 1);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!documents.length) return refuse(STEP_MESSAGES.evidenceRequired);
    setError(null);
    setSending(true);
    try {
      const view = await addEvidence(
        api,
        token,
        documents.map((document) => document.id),
      );
      const count = documents.length;
      setDocuments([]);
      onAdded(view, count);
    } catch (failure) {
      // The API's refusals are written for people, in the visitor's language; a failure to reach it is the page's to say.
      refuse(failure instanceof ApiError && failure.status < 500 ? failure.message : t('search.status.evidence.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="evidence-add-heading">
      <h3 id="evidence-add-heading">{t('search.status.evidence.addHeading')}</h3>
      <p>{evidence.addBy ? t('search.status.evidence.addBy', { date: lastDayToAnswer(evidence.addBy, timeZone, locale) }) : t('search.status.evidence.addUntilDecided')}</p>
      <ErrorSummary errors={error ? [{ fieldId: FIELD, message: error }] : []} focusKey={attempt} />
      <UploadList
        id={FIELD}
        label={t('search.status.evidence.documents')}
        hint={t('search.status.evidence.documentsHint')}
        documents={documents}
        onChange={setDocuments}
        maxFiles={typeof max === 'number' ? Math.max(0, max - evidence.yours.length) : undefined}
      />
      <Button type="submit" disabled={sending}>
        {sending ? t('search.status.evidence.sending') : t('search.status.evidence.add')}
      </Button>
    </form>
  );
}
