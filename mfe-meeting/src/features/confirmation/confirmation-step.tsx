import { useEffect } from 'react';
import { Link } from 'mfe-shared/router';
import { useIntlLocale, usePortal, usePortalState, useSettings } from 'mfe-shared';
import { statusPath } from 'mfe-shared/schemas';
import { Button } from 'mfe-shared/ui';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { useT } from '../../i18n/catalogue';
import { slotAccessibleName } from '../../lib/slot-rules';
import { clearMeetingState, RESET_DELAY_MS } from '../../wizard/clear-meeting-state';
import { MeetingStepPage } from '../../wizard/meeting-step-page';

/** The Confirmation of a booking (docs/product.md#meeting-wizard). */
export function ConfirmationStep() {
  const t = useT();
  const locale = useIntlLocale();
  const settings = useSettings();
  const { api, stores } = usePortal();
  const [result] = usePortalState('meetingResult');
  const bookedParcelId = result?.property.parcelId;
  // 1 second after the confirmation shows, the booked parcel's draft and selection go (docs/product.md#booking-a-meeting).
  useEffect(() => {
    if (!bookedParcelId) return;
    setTimeout(() => clearMeetingState(stores, bookedParcelId), RESET_DELAY_MS);
  }, [stores, bookedParcelId]);
  if (!result) return <MeetingStepPage step="confirmation">{null}</MeetingStepPage>;
  return (
    <MeetingStepPage step="confirmation">
      <div className="usa-alert usa-alert--success">
        <div className="usa-alert__body">
          <h2 className="usa-alert__heading">{t('meeting.confirmation.heading')}</h2>
          <p className="usa-alert__text">{t('meeting.confirmation.parcel', { parcel: result.property.parcelId })}</p>
        </div>
      </div>
      <SummaryList>
        <SummaryRow name={t('meeting.confirmation.reference')}>
          <strong>{result.reference}</strong>
        </SummaryRow>
        <SummaryRow name={t('meeting.confirmation.dateTime')}>{slotAccessibleName(result.slot, settings['general.timezone'], t, locale)}</SummaryRow>
        <SummaryRow name={t('meeting.confirmation.location')}>{result.place ? `${result.place.name}, ${result.place.address}` : t('meeting.confirmation.virtual')}</SummaryRow>
      </SummaryList>
      <p>{t('meeting.confirmation.email', { email: result.email })}</p>
      <ul className="usa-list usa-list--unstyled portal-link-list">
        <li>
          <a href={`${api.basePath}${statusPath(result.statusToken)}/invitation.ics`} download>
            {t('meeting.confirmation.calendar')}
          </a>
        </li>
        <li>
          <Link to={statusPath(result.statusToken)}>{t('meeting.confirmation.status')}</Link>
        </li>
      </ul>
      <Button variant="outline" onClick={() => window.print()}>
        {t('meeting.confirmation.print')}
      </Button>
      <p>
        <Link to="/" className="usa-button portal-button-link">
          {t('meeting.confirmation.home')}
        </Link>
      </p>
    </MeetingStepPage>
  );
}
