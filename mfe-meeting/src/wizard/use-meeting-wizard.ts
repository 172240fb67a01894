import { useCallback } from 'react';
import { useNavigate } from 'mfe-shared/router';
import { emptyMeetingDraft, usePortalState, useSettings, type MeetingDraft } from 'mfe-shared';
import { useStepNavigation } from 'mfe-shared/wizard';
import { meetingFlow, NO_FACTS, type MeetingStepId } from './meeting-flow';

/** The meeting draft of the selected parcel, and where this step's Back and Next go. */
export function useMeetingWizard(step: MeetingStepId) {
  const settings = useSettings();
  const navigate = useNavigate();
  const [property] = usePortalState('selectedParcel');
  const [stored, setStored] = usePortalState('meeting');
  const draft: MeetingDraft = stored && (!stored.parcelId || stored.parcelId === property?.id) ? stored : { ...emptyMeetingDraft, parcelId: property?.id };
  // A function patch reads the latest draft: uploads finish later and must not undo each other.
  const updateDraft = useCallback(
    (patch: Partial<MeetingDraft> | ((current: MeetingDraft) => Partial<MeetingDraft>)) =>
      setStored((stored) => {
        const current = stored && (!stored.parcelId || stored.parcelId === property?.id) ? stored : { ...emptyMeetingDraft };
        return { ...current, parcelId: property?.id, ...(typeof patch === 'function' ? patch(current) : patch) };
      }),
    [setStored, property?.id],
  );
  const navigation = useStepNavigation(meetingFlow, step, NO_FACTS);
  return { settings, property, draft, updateDraft, ...navigation, navigate };
}
