import { createWizardFlow, linearSteps, type NoFacts } from 'mfe-shared/wizard';

export type MeetingStepId = 'intro' | 'details' | 'location' | 'datetime' | 'fileupload' | 'summary' | 'confirmation';

/** The guards (docs/product.md#meeting-wizard): steps 1-2 need a parcel, 3-6 an attendee (of that parcel); the confirmation a booking. */
export type MeetingNeed = 'property' | 'attendee' | 'result';

const parcel: MeetingNeed[] = ['property'];
const attendee: MeetingNeed[] = ['property', 'attendee'];

/**
 * The meeting wizard (docs/product.md#meeting-wizard): the steps in order, with their guards and the
 * catalogue ids of their titles and Next texts (mfe-shared's wizard says them with sayText).
 */
export const MEETING_STEPS: ReadonlyArray<{ id: MeetingStepId; title: string; needs: readonly MeetingNeed[]; nextText?: string }> = [
  { id: 'intro', title: 'meeting.step.intro', needs: parcel, nextText: 'meeting.flow.scheduleMeeting' },
  { id: 'details', title: 'meeting.step.details', needs: parcel },
  { id: 'location', title: 'meeting.step.location', needs: attendee },
  { id: 'datetime', title: 'meeting.step.datetime', needs: attendee },
  { id: 'fileupload', title: 'meeting.step.fileupload', needs: attendee },
  { id: 'summary', title: 'meeting.step.summary', needs: attendee, nextText: 'meeting.flow.bookMeeting' },
  { id: 'confirmation', title: 'meeting.step.confirmation', needs: ['result'] },
];

/** The heading of the wizard's 'not found' page: its catalogue id. */
export const MEETING_NOT_FOUND_HEADING = 'meeting.flow.notFound';

/** The one path of the meeting wizard: no step depends on a condition. */
export const meetingFlow = createWizardFlow<MeetingStepId, MeetingNeed, NoFacts>({
  base: '/meeting',
  task: 'meeting.flow.task',
  steps: linearSteps<MeetingStepId, MeetingNeed>(MEETING_STEPS),
});

export const NO_FACTS: NoFacts = {};
