import en from '../locales/en';
import { meetingFlow, MEETING_STEPS, NO_FACTS } from './meeting-flow';

// Titles, Next texts and the task are catalogue ids; their English is what the visitor reads.
const english = (id: string | undefined) => (id === undefined ? undefined : en[id as keyof typeof en]);

// The meeting wizard (docs/product.md#meeting-wizard): seven steps in this order, with these titles.
it('runs intro, details, location, datetime, fileupload, summary, confirmation', () => {
  expect(MEETING_STEPS.map((step) => `${step.id}: ${english(step.title)}`)).toEqual([
    'intro: Booking a meeting',
    'details: Attendee details',
    'location: Meeting type and location',
    'datetime: Date and time',
    'fileupload: Supporting documents',
    'summary: Meeting summary',
    'confirmation: Confirmation',
  ]);
  expect(meetingFlow.path(NO_FACTS)).toEqual(MEETING_STEPS.map((step) => step.id));
  expect(meetingFlow.previous('intro', NO_FACTS)).toBeNull();
  expect(meetingFlow.previous('datetime', NO_FACTS)).toBe('location');
  expect(meetingFlow.previous('summary', NO_FACTS)).toBe('fileupload');
  expect(meetingFlow.url('intro')).toBe('/meeting');
  expect(meetingFlow.url('datetime')).toBe('/meeting/datetime');
});

// Steps 1 and 2 need a parcel, steps 3 to 6 an attendee (of that parcel) (docs/product.md#meeting-wizard).
it.each([
  ['intro', ['property']],
  ['details', ['property']],
  ['location', ['property', 'attendee']],
  ['datetime', ['property', 'attendee']],
  ['fileupload', ['property', 'attendee']],
  ['summary', ['property', 'attendee']],
  ['confirmation', ['result']],
] as const)('%s needs %p', (step, needs) => {
  expect(meetingFlow.steps[step].needs).toEqual(needs);
});

// Next says 'Start my booking' on the intro and 'Book my meeting' on the summary (docs/product.md#meeting-wizard).
it('names Next on the intro and the summary', () => {
  expect(english(meetingFlow.steps.intro.nextText)).toBe('Start my booking');
  expect(english(meetingFlow.steps.summary.nextText)).toBe('Book my meeting');
  expect(meetingFlow.steps.details.nextText).toBeUndefined();
});

// Completed / (remaining + completed) on the one path (docs/product.md#wizard-order-and-guards); docs/product.md#meeting-wizard words the announcement.
it.each([
  ['intro', 0],
  ['details', 17],
  ['location', 33],
  ['datetime', 50],
  ['fileupload', 67],
  ['summary', 83],
  ['confirmation', 100],
] as const)('%s is %i%% of the way', (step, percent) => {
  expect(meetingFlow.progress(step, NO_FACTS)).toBe(percent);
  // The words are the wizard kit's ('{percent}% Progress Complete of {task}', meeting-step-page.test.tsx reads them on screen).
  expect(english(meetingFlow.task)).toBe('Booking a Meeting');
});
