import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { emptyMeetingDraft, usePortalState, useSettings, type MeetingDraft } from 'mfe-shared';
import { MEETING_STEP_IDS, meetingStepTitle, meetingStepUrl, nextMeetingStep, previousMeetingStep, type MeetingStepId } from '../meeting-flow';

/** The meeting draft of the selected parcel, and where this step's Back and Next go. */
export function useMeetingWizard(step: MeetingStepId) {
  const settings = useSettings();
  const navigate = useNavigate();
  const [params] = useSearchParams();
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

  const requested = params.get('returnto');
  const returnTo = MEETING_STEP_IDS.includes(requested as MeetingStepId) ? (requested as MeetingStepId) : null;
  const next = nextMeetingStep(step);
  const previous = previousMeetingStep(step);
  const back = returnTo
    ? { to: meetingStepUrl(returnTo), title: meetingStepTitle(returnTo) }
    : previous
      ? { to: meetingStepUrl(previous), title: meetingStepTitle(previous) }
      : undefined;
  const nextText = returnTo ? 'Save' : step === 'intro' ? 'Schedule Meeting' : step === 'summary' ? 'Book Meeting' : 'Continue';
  const goNext = useCallback(() => {
    const target = returnTo ?? next;
    if (target) navigate(meetingStepUrl(target));
  }, [navigate, next, returnTo]);

  return { settings, property, draft, updateDraft, back, nextText, goNext, returnTo, navigate };
}
