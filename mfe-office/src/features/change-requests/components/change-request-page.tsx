import { useCallback, useState, type FormEvent } from 'react';
import { usePortal, useSettings } from 'mfe-shared';
import { Link, useLocation, useParams } from 'mfe-shared/router';
import { ErrorSummary, FormGroup, type FieldError } from 'mfe-shared/forms';
import { formatDateTime } from 'mfe-shared/format';
import { Alert, Button, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import {
  CHANGE_REQUEST_LIMITS,
  CHANGE_REQUEST_MESSAGES,
  CHANGE_REQUEST_TOPIC_LABELS,
  NEXT_CHANGE_REQUEST_STATUSES,
  type ChangeRequestStatus,
  type OfficeChangeRequest,
} from 'mfe-shared/schemas';
import { changeRequestDocumentUrl, fetchChangeRequest, moveChangeRequest } from '../../../api/office-api';
import { Facts, Section } from '../../../components/facts';
import { FileLinks } from '../../../components/file-links';
import { useLoaded } from '../../../lib/use-loaded';
import { useMay } from '../../../lib/use-may';
import { useOfficeAction } from '../../../lib/use-office-action';
import { ChangeRequestStatusTag } from './change-request-status-tag';
import '../../../office.css';

const WHEN: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

const ACTION_LABELS: Record<ChangeRequestStatus, string> = {
  received: 'Mark as received',
  'in-review': 'Start the review',
  corrected: 'Mark as corrected',
  declined: 'Decline',
};

const DONE: Record<ChangeRequestStatus, (reference: string) => string> = {
  received: (reference) => `Change request ${reference} is received.`,
  'in-review': (reference) => `Change request ${reference} is in review.`,
  corrected: (reference) => `Change request ${reference} is corrected. The visitor has been e-mailed.`,
  declined: (reference) => `Change request ${reference} is declined. The visitor has been e-mailed.`,
};

/** The moves the request may make now, one button each, with an optional note for the office. */
function ChangeRequestActions({ request, onChanged }: { request: OfficeChangeRequest; onChanged: () => Promise<void> }) {
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
      const text = DONE[status](request.reference);
      setNote('');
      await onChanged();
      return { say: text, outcome: { ok: true, text } };
    });
  };

  return (
    <>
      {outcome ? (
        <div className="margin-top-2" tabIndex={-1} ref={focusRef}>
          <Alert type={outcome.ok ? 'success' : 'error'} headingLevel="h3" heading={outcome.ok ? 'Change recorded' : 'The change was not recorded'}>
            <p>{outcome.text}</p>
          </Alert>
        </div>
      ) : null}
      {next.length === 0 ? (
        <p>This change request is final: it can no longer change.</p>
      ) : mayChange ? (
        <form className="usa-form office-actions" aria-labelledby="office-change-actions-heading" onSubmit={(event: FormEvent) => event.preventDefault()} noValidate>
          <h3 id="office-change-actions-heading" className="margin-top-2">
            Answer this request
          </h3>
          <ErrorSummary errors={errors} focusKey={attempt} />
          <FormGroup
            id="office-change-note"
            label="Note"
            optional
            hint={`For the office only: kept here and in the audit trail, never sent to the visitor. At most ${CHANGE_REQUEST_LIMITS.noteMax} characters.`}
            error={errors[0]?.message}
          >
            {(a11y) => <textarea id="office-change-note" className="usa-textarea" rows={3} value={note} onChange={(event) => setNote(event.target.value)} {...a11y} />}
          </FormGroup>
          <div className="office-actions__buttons">
            {next.map((status) => (
              <Button key={status} variant={status === 'declined' ? 'outline' : 'primary'} aria-busy={busy || undefined} onClick={() => void act(status)}>
                {ACTION_LABELS[status]}
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
  const { reference = '' } = useParams();
  const { state: from } = useLocation() as { state: { list?: string } | null };
  const { api } = usePortal();
  const zone = useSettings()['general.timezone'];
  const load = useCallback(() => fetchChangeRequest(api, reference), [api, reference]);
  const { value: request, loading, error, reload } = useLoaded(reference, load, (found) => `Change request ${found.reference}.`);
  usePageTitle(request ? `Change request ${request.reference}` : 'Change request');
  const back = (
    <p>
      <Link to={{ pathname: '..', search: from?.list ?? '' }} relative="path">
        Back to the change requests
      </Link>
    </p>
  );
  if (error) {
    return (
      <>
        {back}
        <PageHeading>Change request</PageHeading>
        <Alert type="error" role="alert" headingLevel="h2" heading="The change request could not be loaded">
          <p>{error}</p>
        </Alert>
      </>
    );
  }
  if (!request) return loading ? <Loading label="Loading the change request" /> : null;
  return (
    <>
      {back}
      <PageHeading>Change request {request.reference}</PageHeading>
      <p>
        <ChangeRequestStatusTag status={request.status} />
      </p>
      <Section id="office-change-request-heading" title="What the visitor says">
        <Facts
          rows={[
            ['Received', <time key="received" dateTime={request.createdAt}>{formatDateTime(request.createdAt, zone, WHEN)}</time>],
            ['Parcel', `${request.parcelId}${request.address ? `, ${request.address}` : ''}`],
            ['What is wrong', CHANGE_REQUEST_TOPIC_LABELS[request.topic]],
            ['On record now', request.onRecord ?? 'Not shown for this topic'],
            ['Correct information', <span key="correct" className="office-prewrap">
                {request.correctValue}
              </span>],
            [
              'Document',
              request.document ? (
                <FileLinks key="document" files={[request.document]} urlOf={(_id, disposition) => changeRequestDocumentUrl(api, request.reference, disposition)} />
              ) : (
                'None'
              ),
            ],
          ]}
        />
      </Section>
      <Section id="office-change-contact-heading" title="Contact">
        <Facts
          rows={[
            ['Name', request.contactName],
            ['E-mail', <a key="email" href={`mailto:${request.contactEmail}`}>{request.contactEmail}</a>],
          ]}
        />
      </Section>
      <Section id="office-change-status-heading" title="Status">
        <Facts rows={[['Last changed', <time key="changed" dateTime={request.updatedAt}>{formatDateTime(request.updatedAt, zone, WHEN)}</time>], ['Office note', request.note ?? 'None']]} />
        <ChangeRequestActions request={request} onChanged={reload} />
      </Section>
    </>
  );
}
