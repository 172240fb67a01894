import { useEffect, useState } from 'react';
import { usePortal, type Property, type Settings } from 'mfe-shared';
import { Link } from 'mfe-shared/router';
import { formatPhone } from 'mfe-shared/format';
import { Alert, Loading } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { isCountyParcel } from '../../api/meeting-api';
import { MeetingStepPage } from '../../wizard/meeting-step-page';
import { useMeetingWizard } from '../../wizard/use-meeting-wizard';

export const NOT_IN_RECORDS_HEADING = 'This meeting cannot be booked online';

type RecordsCheck = 'checking' | 'held' | 'not-held';

/**
 * Whether the county holds the parcel. A property entered by hand (manual entry) has no record card;
 * only then is the API asked (GET /prc/{id}), so a parcel from the search costs no request.
 */
function useRecordsCheck(property: Property | null): RecordsCheck {
  const { api } = usePortal();
  const suspect = Boolean(property && !property.recordCardUrl);
  const [check, setCheck] = useState<RecordsCheck>(suspect ? 'checking' : 'held');
  useEffect(() => {
    if (!property || !suspect) return setCheck('held');
    let current = true;
    setCheck('checking');
    void isCountyParcel(api, property.id).then((held) => current && setCheck(held ? 'held' : 'not-held'));
    return () => {
      current = false;
    };
  }, [api, property, suspect]);
  return check;
}

/** Step 1 (docs/product.md#meeting-wizard): what booking involves; entering it resets the meeting type, location and slot. */
export function IntroStep() {
  const { settings, property, updateDraft, nextText, goNext } = useMeetingWizard('intro');
  const records = useRecordsCheck(property);
  useEffect(() => {
    if (property) updateDraft({ meetingType: null, location: null, timeSlot: null, notice: undefined });
    // Once per arrival at the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const office = settings['general.display_name'];
  return (
    <MeetingStepPage step="intro">
      {property ? (
        <p className="usa-intro">
          Book a meeting with {office} about <strong>{property.address}</strong> (parcel {property.id}).
        </p>
      ) : null}
      {records === 'checking' ? <Loading label="Checking the property" /> : null}
      {records === 'not-held' && property ? <NotInRecords property={property} settings={settings} /> : null}
      {records === 'held' ? (
        <>
          <p>You will tell us who is attending, choose {settingsChoiceText(settings['meetings.allow_virtual'], settings['meetings.allow_in_place'])}, pick a date and time, and may add documents for the meeting.</p>
          <p>All times are shown in the county&apos;s time zone.</p>
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
  const office = settings['general.display_name'];
  const phone = settings['general.phone_number'];
  const email = settings['general.email'];
  return (
    <Alert type="warning" heading={NOT_IN_RECORDS_HEADING}>
      <p>
        You entered the details of {property.address} (parcel {property.id}) yourself, and this parcel number is not in {office}&apos;s
        records. Meetings can only be booked online for parcels in the county&apos;s records.
      </p>
      <p>
        To arrange a meeting about this property, contact {office}
        {phone ? (
          <>
            {' '}
            on <a href={`tel:${phone.replace(/\D/g, '')}`}>{formatPhone(phone)}</a>
          </>
        ) : null}
        {email ? (
          <>
            {phone ? ' or' : ''} at <a href={`mailto:${email}`}>{email}</a>
          </>
        ) : null}
        .
      </p>
      <p>If your property is in the records under another address or parcel number, search for it and book from its page.</p>
      <p>
        <Link to="/">Search for your property</Link>
      </p>
    </Alert>
  );
}

function settingsChoiceText(virtual: boolean, inPlace: boolean): string {
  if (virtual && inPlace) return 'a virtual meeting or a meeting at one of our offices';
  if (virtual) return 'a virtual meeting';
  return 'one of our offices';
}
