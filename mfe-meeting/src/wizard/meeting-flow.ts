import { createWizardFlow, linearSteps, type NoFacts } from 'mfe-shared/wizard';

export type MeetingStepId = 'intro' | 'details' | 'location' | 'datetime' | 'fileupload' | 'summary' | 'confirmation';

/** The guards (docs/product.md#meeting-wizard): steps 1-2 need a parcel, 3-6 an attendee (of that parcel); the confirmation a booking. */
export type MeetingNeed = 'property' | 'attendee' | 'result';

const parcel: MeetingNeed[] = ['property'];
const attendee: MeetingNeed[] = ['property', 'attendee'];

/** The meeting wizard (docs/product.md#meeting-wizard): the steps in order, with their titles and guards. */
export const MEETING_STEPS: ReadonlyArray<{ id: MeetingStepId; title: string; needs: readonly MeetingNeed[]; nextText?: string }> = [
  { id: 'intro', title: 'Booking A Meeting', needs: parcel, nextText: 'Schedule Meeting' },
  { id: 'details', title: 'Attendee Details', needs: parcel },
  { id: 'location', title: 'Location Selection', needs: attendee },
  { id: 'datetime', title: 'Date and Time Selection', needs: attendee },
  { id: 'fileupload', title: 'Supporting Documentation', needs: attendee },
  { id: 'summary', title: 'Meeting Summary', needs: attendee, nextText: 'Book Meeting' },
  { id: 'confirmation', title: 'Confirmation', needs: ['result'] },
];

export const MEETING_NOT_FOUND_HEADING = 'Not Found';

/** The one path of the meeting wizard: no step depends on a condition. */
export const meetingFlow = createWizardFlow<MeetingStepId, MeetingNeed, NoFacts>({
  base: '/meeting',
  task: 'Scheduling a Meeting',
  steps: linearSteps<MeetingStepId, MeetingNeed>(MEETING_STEPS),
});

export const NO_FACTS: NoFacts = {};
