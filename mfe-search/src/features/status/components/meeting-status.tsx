import { useRef, useState } from 'react';
import { announce, ApiError, enabledModules, useIntlLocale, useLanguage, usePortal, useSettings } from 'mfe-shared';
import { Link } from 'mfe-shared/router';
import { formatDateTime } from 'mfe-shared/format';
import type { StatusResponse } from 'mfe-shared/schemas';
import { Alert, Button } from 'mfe-shared/ui';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { useT } from '../i18n';
import { cancelMeeting, downloadUrl } from '../api';

type Props = { token: string; view: StatusResponse; onChanged: (view: StatusResponse) => void };
/** A failure's message is the API's (already in the visitor's language), or null: the network, said by the page. */
type Cancel = { step: 'idle' } | { step: 'asking' } | { step: 'working' } | { step: 'failed'; message: string | null };

/** A meeting: when and where, the calendar invitation, and (until the cut-off) a change or a cancel. */
export function MeetingStatusView({ token, view, onChanged }: Props) {
  const t = useT();
  const locale = useIntlLocale();
  const { language } = useLanguage();
  const { api } = usePortal();
  const settings = useSettings();
  const meeting = view.meeting!;
  const timeZone = view.county.timeZone;
  const [cancel, setCancel] = useState<Cancel>({ step: 'idle' });
  const outcome = useRef<HTMLDivElement>(null);
  const when = formatDateTime(meeting.startTime, timeZone, {}, locale);
  const cancelled = meeting.status === 'cancelled';

  const confirmCancel = async () => {
    setCancel({ step: 'working' });
    try {
      onChanged(await cancelMeeting(api, token));
      setCancel({ step: 'idle' });
      announce(t('search.status.meeting.cancelledAnnounce', { when }));
      requestAnimationFrame(() => outcome.current?.focus());
    } catch (error) {
      setCancel({ step: 'failed', message: error instanceof ApiError && error.status < 500 ? error.message : null });
    }
  };

  return (
    <>
      <div ref={outcome} tabIndex={-1} className={cancelled ? 'margin-bottom-3' : undefined}>
        {cancelled ? (
          <Alert type="info" heading={t('search.status.meeting.cancelledHeading')}>
            <p>{t('search.status.meeting.cancelledBody')}</p>
          </Alert>
        ) : null}
      </div>
      <SummaryList>
        <SummaryRow name={t('search.status.row.status')}>
          <strong>{cancelled ? t('search.status.meeting.cancelled') : t('search.status.meeting.booked')}</strong>
        </SummaryRow>
        <SummaryRow name={t('search.status.row.when')}>{t('search.status.meeting.when', { when, minutes: meeting.durationMinutes })}</SummaryRow>
        <SummaryRow name={t('search.status.row.location')}>{meeting.place ? `${meeting.place.name}, ${meeting.place.address}` : t('search.status.meeting.virtual')}</SummaryRow>
        <SummaryRow name={t('search.status.row.parcel')}>
          {meeting.parcel.id}
          {meeting.parcel.address ? `, ${meeting.parcel.address}` : ''}
        </SummaryRow>
      </SummaryList>
      {cancelled ? null : (
        <>
          <p>
            <a href={downloadUrl(api, token, 'invitation.ics', language)} download>
              {t('search.status.meeting.calendar')}
            </a>
          </p>
          <h2>{t('search.status.meeting.changeHeading')}</h2>
          {meeting.canChange ? (
            <ChangeOrCancel
              canReschedule={enabledModules(settings).meeting}
              token={token}
              when={when}
              cancel={cancel}
              onAsk={() => setCancel({ step: 'asking' })}
              onKeep={() => setCancel({ step: 'idle' })}
              onConfirm={confirmCancel}
            />
          ) : (
            <p>{meeting.changeClosedReason}</p>
          )}
        </>
      )}
    </>
  );
}

type ChangeOrCancelProps = {
  canReschedule: boolean;
  token: string;
  when: string;
  cancel: Cancel;
  onAsk: () => void;
  onKeep: () => void;
  onConfirm: () => void;
};

function ChangeOrCancel({ canReschedule, token, when, cancel, onAsk, onKeep, onConfirm }: ChangeOrCancelProps) {
  const t = useT();
  if (cancel.step === 'asking' || cancel.step === 'working') {
    return (
      <div className="usa-alert usa-alert--warning" role="group" aria-labelledby="cancel-question">
        <div className="usa-alert__body">
          <h3 className="usa-alert__heading" id="cancel-question">
            {t('search.status.meeting.cancelQuestion', { when })}
          </h3>
          <p className="usa-alert__text">{t('search.status.meeting.cancelWarning')}</p>
          <ul className="usa-button-group margin-top-2">
            <li className="usa-button-group__item">
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the question opens when the person asks to cancel: its answer takes the focus */}
              <Button variant="secondary" onClick={onConfirm} disabled={cancel.step === 'working'} autoFocus>
                {t('search.status.meeting.cancelYes')}
              </Button>
            </li>
            <li className="usa-button-group__item">
              <Button variant="outline" onClick={onKeep} disabled={cancel.step === 'working'}>
                {t('search.status.meeting.cancelNo')}
              </Button>
            </li>
          </ul>
        </div>
      </div>
    );
  }
  return (
    <>
      {cancel.step === 'failed' ? (
        <Alert type="error" role="alert">
          <p>{cancel.message ?? t('search.status.meeting.cancelFailed')}</p>
        </Alert>
      ) : null}
      <ul className="usa-button-group">
        {canReschedule ? (
          <li className="usa-button-group__item">
            <Link to={`/meeting/reschedule/${encodeURIComponent(token)}`} className="usa-button">
              {t('search.status.meeting.reschedule')}
            </Link>
          </li>
        ) : null}
        <li className="usa-button-group__item">
          <Button variant="outline" onClick={onAsk}>
            {t('search.status.meeting.cancel')}
          </Button>
        </li>
      </ul>
    </>
  );
}
