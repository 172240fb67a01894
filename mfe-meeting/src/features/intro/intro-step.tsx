import { useEffect } from 'react';
import { WizardNav } from 'mfe-shared/wizard';
import { MeetingStepPage } from '../../wizard/meeting-step-page';
import { useMeetingWizard } from '../../wizard/use-meeting-wizard';

/** Step 1 (docs/product.md#meeting-wizard): what booking involves; entering it resets the meeting type, location and slot. */
export function IntroStep() {
  const { settings, property, updateDraft, nextText, goNext } = useMeetingWizard('intro');
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
      <p>You will tell us who is attending, choose {settingsChoiceText(settings['meetings.allow_virtual'], settings['meetings.allow_in_place'])}, pick a date and time, and may add documents for the meeting.</p>
      <p>All times are shown in the county&apos;s time zone.</p>
      <WizardNav nextText={nextText} onNext={goNext} />
    </MeetingStepPage>
  );
}

function settingsChoiceText(virtual: boolean, inPlace: boolean): string {
  if (virtual && inPlace) return 'a virtual meeting or a meeting at one of our offices';
  if (virtual) return 'a virtual meeting';
  return 'one of our offices';
}
