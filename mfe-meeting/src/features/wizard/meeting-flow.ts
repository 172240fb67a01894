import { progressOnPath } from 'mfe-shared';

export type MeetingStepId = 'intro' | 'details' | 'location' | 'datetime' | 'fileupload' | 'summary' | 'confirmation';

/** SPEC 2 'Meeting wizard': the steps in order, with their titles. */
export const MEETING_STEPS: Array<{ id: MeetingStepId; title: string }> = [
  { id: 'intro', title: 'Booking A Meeting' },
  { id: 'details', title: 'Attendee Details' },
  { id: 'location', title: 'Location Selection' },
  { id: 'datetime', title: 'Date and Time Selection' },
  { id: 'fileupload', title: 'Supporting Documentation' },
  { id: 'summary', title: 'Meeting Summary' },
  { id: 'confirmation', title: 'Confirmation' },
];

export const MEETING_NOT_FOUND_HEADING = 'Not Found';
export const MEETING_STEP_IDS = MEETING_STEPS.map((step) => step.id);

export const meetingStepTitle = (id: MeetingStepId) => MEETING_STEPS.find((step) => step.id === id)?.title ?? '';
export const meetingStepUrl = (id: MeetingStepId) => (id === 'intro' ? '/meeting' : `/meeting/${id}`);

export function nextMeetingStep(id: MeetingStepId): MeetingStepId | null {
  return MEETING_STEP_IDS[MEETING_STEP_IDS.indexOf(id) + 1] ?? null;
}

export function previousMeetingStep(id: MeetingStepId): MeetingStepId | null {
  const index = MEETING_STEP_IDS.indexOf(id);
  return index > 0 ? MEETING_STEP_IDS[index - 1] : null;
}

/** SPEC 2 guards: steps 1-2 need a parcel, 3-6 an attendee; the confirmation a booking. */
export function meetingGuard(id: MeetingStepId): 'property' | 'attendee' | 'result' {
  if (id === 'intro' || id === 'details') return 'property';
  if (id === 'confirmation') return 'result';
  return 'attendee';
}

export function meetingProgress(id: MeetingStepId): number {
  return progressOnPath(MEETING_STEP_IDS, id);
}

/** SPEC 2: the progress bar is announced as '{n}% Progress Complete of Scheduling a Meeting'. */
export const meetingProgressText = (percent: number) => `${percent}% Progress Complete of Scheduling a Meeting`;
