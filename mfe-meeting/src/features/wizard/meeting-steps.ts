/** The meeting wizard's screens (SPEC 2 'Meeting wizard'); the intro is the index route. */
export const meetingSteps = [
  { path: 'details', title: 'Attendee Details' },
  { path: 'location', title: 'Location Selection' },
  { path: 'datetime', title: 'Date and Time Selection' },
  { path: 'fileupload', title: 'Supporting Documentation' },
  { path: 'summary', title: 'Meeting Summary' },
  { path: 'confirmation', title: 'Confirmation' },
] as const;

export const MEETING_INTRO_TITLE = 'Booking A Meeting';
export const MEETING_NOT_FOUND_HEADING = 'Not Found';
