import { useRef, useState, type FormEvent } from 'react';
import { announce, useIntlLocale, usePortal, useSettings } from 'mfe-shared';
import { ErrorSummary, type FieldError } from 'mfe-shared/forms';
import { formatDateTime } from 'mfe-shared/format';
import { Alert, Button, richText, UploadList } from 'mfe-shared/ui';
import { isFinalStatus, STEP_MESSAGES, type OfficeAppeal, type UploadedDocument } from 'mfe-shared/schemas';
import { addCountyEvidence, fileUrl } from '../../../api/office-api';
import { Section } from '../../../components/facts';
import { FileLinks } from '../../../components/file-links';
import { useT } from '../../../i18n/catalogue';
import { useMay } from '../../../lib/use-may';
import { useStaffCallFailure } from '../../../lib/use-staff-call';

const DAY_MS = 86_400_000;
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const UPLOAD_ID = 'office-evidence-documents';

type Evidence = NonNullable<OfficeAppeal['evidence']>[number];

/**
 * When the filer sees the county's evidence, as the API decides it (appeal-evidence.ts): at once once
 * the hearing is held or the appeal final; else `appeal.evidence_exchange_days` before the hearing
 * scheduled; with none scheduled, that many days before it.
 */
export function countyEvidenceFrom(appeal: Pick<OfficeAppeal, 'status' | 'timeline'>, days: number, now = Date.now()): 'now' | 'later' | Date {
  if (appeal.status === 'hearing-held' || (appeal.status !== 'awaiting-confirmation' && isFinalStatus(appeal.status))) return 'now';
  const hearingAt = appeal.status === 'hearing-scheduled' ? [...appeal.timeline].reverse().find((step) => step.hearingAt)?.hearingAt : undefined;
  if (!hearingAt) return 'later';
  const from = new Date(Date.parse(hearingAt) - days * DAY_MS);
  return from.getTime() <= now ? 'now' : from;
}

/**
 * The appeal's evidence after the filing: the filer's and the county's, each opened or downloaded
 * with the staff session; when the filer sees the county's; and, for staff who may move appeals,
 * "Add the county's evidence" (uploads through the county's upload rules, then
 * POST /office/appeals/{reference}/evidence).
 */
export function AppealEvidence({ appeal, onAdded }: { appeal: OfficeAppeal; onAdded: () => Promise<void> }) {
  const t = useT();
  const locale = useIntlLocale();
  const { api } = usePortal();
  const settings = useSettings();
  const zone = settings['general.timezone'];
  const days = settings['appeal.evidence_exchange_days'];
  const mayAdd = useMay('appeals.move');
  const failure = useStaffCallFailure();
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const evidence = appeal.evidence ?? [];
  const final = appeal.status !== 'awaiting-confirmation' && isFinalStatus(appeal.status);
  const open = appeal.status !== 'awaiting-confirmation' && !final;
  const from = countyEvidenceFrom(appeal, days);
  const day = (value: string | Date) => formatDateTime(value, zone, DAY, locale);
  const added = (file: Evidence) => richText(t('office.evidence.added', { date: day(file.addedAt) }), { time: (text) => <time dateTime={file.addedAt}>{text}</time> });
  const list = (side: Evidence['side']) => {
    const files = evidence.filter((item) => item.side === side);
    return files.length ? (
      <FileLinks files={files} urlOf={(fileId, disposition) => fileUrl(api, appeal.reference, fileId, disposition)} detail={added} />
    ) : (
      <p>{side === 'filer' ? t('office.evidence.noneFiler') : t('office.evidence.noneCounty')}</p>
    );
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    // Not by disabling the button: a disabled button drops the keyboard focus.
    if (busy) return;
    setAttempt((n) => n + 1);
    setDone(null);
    if (!documents.length) return setErrors([{ fieldId: UPLOAD_ID, message: STEP_MESSAGES.evidenceRequired }]);
    setErrors([]);
    setBusy(true);
    try {
      await addCountyEvidence(
        api,
        appeal.reference,
        documents.map((document) => document.id),
      );
      const message = t('office.evidence.done', { count: documents.length, reference: appeal.reference });
      setDocuments([]);
      await onAdded();
      setDone(message);
      announce(message);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      const message = failure(error);
      if (message !== null) setErrors([{ fieldId: UPLOAD_ID, message }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="office-evidence-heading" title={t('office.evidence.heading')}>
      <h3>{t('office.evidence.filer')}</h3>
      {list('filer')}
      <h3>{t('office.evidence.county')}</h3>
      {list('county')}
      {open ? (
        <p className="usa-hint">
          {from === 'now'
            ? t('office.evidence.sharedNow')
            : from === 'later'
              ? t('office.evidence.sharedBefore', { days })
              : richText(t('office.evidence.sharedFrom', { days, date: day(from) }), { time: (text) => <time dateTime={from.toISOString()}>{text}</time> })}
        </p>
      ) : null}
      {done ? (
        <div tabIndex={-1} ref={doneRef} className="margin-top-2">
          <Alert type="success" headingLevel="h3" heading={t('office.evidence.doneHeading')}>
            <p>{done}</p>
          </Alert>
        </div>
      ) : null}
      {final ? <p>{t('office.evidence.final')}</p> : null}
      {open && mayAdd ? (
        <form className="usa-form office-actions office-evidence-form" aria-labelledby="office-evidence-add-heading" onSubmit={(event) => void add(event)} noValidate>
          <h3 id="office-evidence-add-heading" className="margin-top-2">
            {t('office.evidence.add')}
          </h3>
          <ErrorSummary errors={errors} focusKey={attempt} />
          <UploadList id={UPLOAD_ID} label={t('office.evidence.documents')} hint={t('office.evidence.documentsHint')} documents={documents} onChange={setDocuments} />
          <Button type="submit" aria-busy={busy || undefined}>
            {t('office.evidence.add')}
          </Button>
        </form>
      ) : null}
    </Section>
  );
}
