import { useEffect } from 'react';
import { useCountyText, usePortal, type Property, type Settings } from 'mfe-shared';
import { Link } from 'mfe-shared/router';
import { formatPhone } from 'mfe-shared/format';
import { Alert, Loading, richText, useLoad } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { isCountyParcel } from '../../api/meeting-api';
import { useT } from '../../i18n/catalogue';
import { MeetingStepPage } from '../../wizard/meeting-step-page';
import { useMeetingWizard } from '../../wizard/use-meeting-wizard';

/** The heading of the refusal of a parcel the county does not hold: its catalogue id. */
export const NOT_IN_RECORDS_HEADING = 'meeting.intro.notHeld.heading';

type RecordsCheck = 'checking' | 'held' | 'not-held';

/**
 * Whether the county holds the parcel. A property entered by hand (manual entry) has no record card;
 * only then is the API asked (GET /prc/{id}), so a parcel from the search costs no request.
 */
function useRecordsCheck(property: Property | null): RecordsCheck {
  const { api } = usePortal();
  const suspect = Boolean(property && !property.recordCardUrl);
  const held = useLoad(property && suspect ? property.id : null, (signal) => isCountyParcel(api, property?.id ?? '', signal));
  // isCountyParcel answers every failure but a 404 with yes: the server decides at Book Meeting.
  const check: RecordsCheck = held.status === 'idle' ? 'held' : held.status === 'ready' ? (held.data ? 'held' : 'not-held') : held.status === 'failed' ? 'held' : 'checking';
  return check;
}

/** Step 1 (docs/product.md#meeting-wizard): what booking involves; entering it resets the meeting type, location and slot. */
export function IntroStep() {
  const t = useT();
  const { settings, property, updateDraft, nextText, goNext } = useMeetingWizard('intro');
  const records = useRecordsCheck(property);
  useEffect(() => {
    if (property) updateDraft({ meetingType: null, location: null, timeSlot: null, notice: undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival at the step
  }, []);
  const office = useCountyText('general.display_name');
  return (
    <MeetingStepPage step="intro">
      {property ? (
        <p className="usa-intro">{richText(t('meeting.intro.lead', { office, parcel: property.id, address: property.address }), { strong: (text) => <strong>{text}</strong> })}</p>
      ) : null}
      {records === 'checking' ? <Loading label={t('meeting.intro.checking')} /> : null}
      {records === 'not-held' && property ? <NotInRecords property={property} settings={settings} /> : null}
      {records === 'held' ? (
        <>
          <p>{t('meeting.intro.steps', { choice: meetingChoice(settings['meetings.allow_virtual'], settings['meetings.allow_in_place']) })}</p>
          <p>{t('meeting.intro.timeZone')}</p>
          <WizardNav nextText={nextText} onNext={goNext} />
        </>
      ) : null}
    </MeetingStepPage>
  );
}

/**
 * A property entered by hand that the county does not hold (docs/product.md#no-dead-ends): the server
 * books meetings only for its own parcels, so the wizard says so at its start, not at Book Meeting,
 * with the office to contact and the way back to the search.
 */
function NotInRecords({ property, settings }: { property: Property; settings: Settings }) {
  const t = useT();
  const office = useCountyText('general.display_name');
  const phone = settings['general.phone_number'];
  const email = settings['general.email'];
  const reach = phone && email ? 'both' : phone ? 'phone' : email ? 'email' : 'none';
  return (
    <Alert type="warning" heading={t(NOT_IN_RECORDS_HEADING)}>
      <p>{t('meeting.intro.notHeld.records', { address: property.address, parcel: property.id, office })}</p>
      <p>
        {richText(t('meeting.intro.notHeld.contact', { reach, office, phone: formatPhone(phone), email }), {
          phone: (text) => <a href={`tel:${phone.replace(/\D/g, '')}`}>{text}</a>,
          email: (text) => <a href={`mailto:${email}`}>{text}</a>,
        })}
      </p>
      <p>{t('meeting.intro.notHeld.elsewhere')}</p>
      <p>
        <Link to="/">{t('meeting.intro.notHeld.search')}</Link>
      </p>
    </Alert>
  );
}

/** Which kinds of meeting the county offers, as the intro's sentence names them. */
function meetingChoice(virtual: boolean, inPlace: boolean): 'both' | 'virtual' | 'inPlace' {
  if (virtual && inPlace) return 'both';
  if (virtual) return 'virtual';
  return 'inPlace';
}
