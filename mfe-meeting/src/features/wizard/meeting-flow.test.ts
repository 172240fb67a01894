import { meetingGuard, meetingProgress, meetingProgressText, meetingStepUrl, MEETING_STEPS, nextMeetingStep, previousMeetingStep } from './meeting-flow';

// SPEC 2 'Meeting wizard': seven steps in this order, with these titles.
it('runs intro, details, location, datetime, fileupload, summary, confirmation', () => {
  expect(MEETING_STEPS.map((step) => `${step.id}: ${step.title}`)).toEqual([
    'intro: Booking A Meeting',
    'details: Attendee Details',
    'location: Location Selection',
    'datetime: Date and Time Selection',
    'fileupload: Supporting Documentation',
    'summary: Meeting Summary',
    'confirmation: Confirmation',
  ]);
  const forward: string[] = ['intro'];
  for (let step = nextMeetingStep('intro'); step; step = nextMeetingStep(step)) forward.push(step);
  expect(forward).toEqual(MEETING_STEPS.map((step) => step.id));
  expect(previousMeetingStep('intro')).toBeNull();
  expect(previousMeetingStep('datetime')).toBe('location');
  expect(previousMeetingStep('summary')).toBe('fileupload');
  expect(meetingStepUrl('intro')).toBe('/meeting');
  expect(meetingStepUrl('datetime')).toBe('/meeting/datetime');
});

// SPEC 2: steps 1 and 2 need a parcel, steps 3 to 6 an attendee.
it.each([
  ['intro', 'property'],
  ['details', 'property'],
  ['location', 'attendee'],
  ['datetime', 'attendee'],
  ['fileupload', 'attendee'],
  ['summary', 'attendee'],
  ['confirmation', 'result'],
] as const)('%s needs a %s', (step, need) => {
  expect(meetingGuard(step)).toBe(need);
});

// SPEC 9: completed / (remaining + completed) on the one path; SPEC 2 words the announcement.
it.each([
  ['intro', 0],
  ['details', 17],
  ['location', 33],
  ['datetime', 50],
  ['fileupload', 67],
  ['summary', 83],
  ['confirmation', 100],
] as const)('%s is %i%% of the way', (step, percent) => {
  expect(meetingProgress(step)).toBe(percent);
  expect(meetingProgressText(meetingProgress(step))).toBe(`${percent}% Progress Complete of Scheduling a Meeting`);
});
