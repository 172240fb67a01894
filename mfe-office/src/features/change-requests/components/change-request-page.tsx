import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntlLocale, usePortal, useSettings } from 'mfe-shared';
import { Link, useLocation, useParams } from 'mfe-shared/router';
import { ErrorSummary, FormGroup, type FieldError } from 'mfe-shared/forms';
import { formatDateTime } from 'mfe-shared/format';
import { Alert, Button, LoadFailed, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { CHANGE_REQUEST_LIMITS, CHANGE_REQUEST_MESSAGES, NEXT_CHANGE_REQUEST_STATUSES, type ChangeRequestStatus, type OfficeChangeRequest } from 'mfe-shared/schemas';
import { changeRequestDocumentUrl, fetchChangeRequest, moveChangeRequest } from '../../../api/office-api';
import { Facts, Section } from '../../../components/facts';
import { FileLinks } from '../../../components/file-links';
import { useT } from '../../../i18n/catalogue';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';
import { useMay } from '../../../lib/use-may';
import { useOfficeAction } from '../../../lib/use-office-action';
import { ChangeRequestStatusTag } from './change-request-status-tag';
import '../../../components/office.css';

const WHEN: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

// Each move's button is 'office.changeRequest.action.{status}' in the catalogue; what is said once it is done, 'office.changeRequest.done.{status}'.

/** The moves the request may make now, one button each, with an optional note for the office. */
function ChangeRequestActions({ request, onChanged }: { request: OfficeChangeRequest; onChanged: () => Promise<void> }) {
  const t = useT();
  const { api } = usePortal();
  const mayChange = useMay('change-requests.change');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const { busy, outcome, setOutcome, focusRef, run } = useOfficeAction();
  const next = NEXT_CHANGE_REQUEST_STATUSES[request.status];

  const act = (status: ChangeRequestStatus) => {
    setAttempt((n) => n + 1);
    if (note.trim().length > CHANGE_REQUEST_LIMITS.noteMax) return setErrors([{ fieldId: 'office-change-note', message: CHANGE_REQUEST_MESSAGES.noteTooLong }]);
    setErrors([]);
    setOutcome(null);
    return run(async () => {
      await moveChangeRequest(api, request.reference, { status, ...(note.trim() ? { note: note.trim() } : {}) });
      const text = t(`office.changeRequest.done.${status}`, { reference: request.reference });
      setNote('');
      await onChanged();
      return { say: text, outcome: { ok: true, text } };
    });
  };

  return (
    <>
      {outcome ? (
        <div className="margin-top-2" tabIndex={-1} ref={focusRef}>
          <Alert type={outcome.ok ? 'success' : 'error'} headingLevel="h3" heading={outcome.ok ? t('office.action.recorded') : t('office.action.notRecorded')}>
            <p>{outcome.text}</p>
          </Alert>
        </div>
      ) : null}
      {next.length === 0 ? (
        <p>{t('office.changeRequest.final')}</p>
      ) : mayChange ? (
        <form className="usa-form office-actions" aria-labelledby="office-change-actions-heading" onSubmit={(event: FormEvent) => event.preventDefault()} noValidate>
          <h3 id="office-change-actions-heading" className="margin-top-2">
            {t('office.changeRequest.answer')}
          </h3>
          <ErrorSummary errors={errors} focusKey={attempt} />
          <FormGroup
            id="office-change-note"
            label={t('office.note.label')}
            optional
            hint={t('office.changeRequest.noteHint', { max: CHANGE_REQUEST_LIMITS.noteMax })}
            error={errors[0]?.message}
          >
            {(a11y) => <textarea id="office-change-note" className="usa-textarea" rows={3} value={note} onChange={(event) => setNote(event.target.value)} {...a11y} />}
          </FormGroup>
          <div className="office-actions__buttons">
            {next.map((status) => (
              <Button key={status} variant={status === 'declined' ? 'outline' : 'primary'} aria-busy={busy || undefined} onClick={() => void act(status)}>
                {t(`office.changeRequest.action.${status}`)}
              </Button>
            ))}
          </div>
        </form>
      ) : null}
    </>
  );
}

/** `#/office/change-requests/{reference}`: what the visitor says, what the records show, the document, and the answer. */
export function ChangeRequestPage() {
  const t = useT();
  const locale = useIntlLocale();
  const { reference = '' } = useParams();
  const { state: from } = useLocation() as { state: { list?: string } | null };
  const { api } = usePortal();
  const zone = useSettings()['general.timezone'];
  const client = useQueryClient();
  const {
    value: request,
    loading,
    error,
    retry,
  } = useOfficeRead(officeKeys.changeRequest(reference), (signal) => fetchChangeRequest(api, reference, signal), {
    announcement: (found) => t('office.changeRequest.announce', { reference: found.reference }),
  });
  // After a move: this request and the list (its status and counts) read again.
  const refresh = () => client.invalidateQueries({ queryKey: officeKeys.changeRequests() });
  usePageTitle(request ? { id: 'office.changeRequest.title', values: { reference: request.reference } } : { id: 'office.changeRequest.titleLoading' });
  const when = (value: string) => formatDateTime(value, zone, WHEN, locale);
  const back = (
    <p>
      <Link to={{ pathname: '..', search: from?.list ?? '' }} relative="path">
        {t('office.changeRequest.back')}
      </Link>
    </p>
  );
  if (error) {
    return (
      <>
        {back}
        <PageHeading>{t('office.changeRequest.titleLoading')}</PageHeading>
        <LoadFailed headingLevel="h2" heading={t('office.changeRequest.loadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      </>
    );
  }
  if (!request) return loading ? <Loading label={t('office.changeRequest.loading')} /> : null;
  return (
    <>
      {back}
      <PageHeading>{t('office.changeRequest.title', { reference: request.reference })}</PageHeading>
      <p>
        <ChangeRequestStatusTag status={request.status} />
      </p>
      <Section id="office-change-request-heading" title={t('office.changeRequest.says')}>
        <Facts
          rows={[
            [
              t('office.changeRequest.received'),
              <time key="received" dateTime={request.createdAt}>
                {when(request.createdAt)}
              </time>,
            ],
            [t('office.changeRequest.parcel'), `${request.parcelId}${request.address ? `, ${request.address}` : ''}`],
            [t('office.changeRequest.topic'), t(`office.changeTopic.${request.topic}`)],
            [t('office.changeRequest.onRecord'), request.onRecord ?? t('office.changeRequest.notShown')],
            [
              t('office.changeRequest.correct'),
              <span key="correct" className="office-prewrap">
                {request.correctValue}
              </span>,
            ],
            [
              t('office.changeRequest.document'),
              request.document ? (
                <FileLinks key="document" files={[request.document]} urlOf={(_id, disposition) => changeRequestDocumentUrl(api, request.reference, disposition)} />
              ) : (
                t('office.none')
              ),
            ],
          ]}
        />
      </Section>
      <Section id="office-change-contact-heading" title={t('office.changeRequest.contact')}>
        <Facts
          rows={[
            [t('office.changeRequest.name'), request.contactName],
            [
              t('office.changeRequest.email'),
              <a key="email" href={`mailto:${request.contactEmail}`}>
                {request.contactEmail}
              </a>,
            ],
          ]}
        />
      </Section>
      <Section id="office-change-status-heading" title={t('office.changeRequest.status')}>
        <Facts
          rows={[
            [
              t('office.changeRequest.lastChanged'),
              <time key="changed" dateTime={request.updatedAt}>
                {when(request.updatedAt)}
              </time>,
            ],
            [t('office.changeRequest.officeNote'), request.note ?? t('office.changeRequest.noNote')],
          ]}
        />
        <ChangeRequestActions request={request} onChanged={refresh} />
      </Section>
    </>
  );
}
