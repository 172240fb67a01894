import {
  AVAILABILITY_MAX_DAYS,
  AVAILABILITY_MAX_SLOTS,
  AVAILABILITY_MESSAGES as A,
  OFFICE_MEETING_MESSAGES as MM,
  OFFICE_MEETING_SORTS,
  OFFICE_MEETING_STATUSES,
  OFFICE_MESSAGES,
  roleRefusal,
} from 'mfe-shared/schemas';
import { EXPORT_COLUMNS } from '../../capabilities/office/queue-export';
import type { RouteDoc } from './route-doc';

const q = (message: string) => `'${message}'`;
const api = (path: string) => `/:tenant/api${path}`;
const TAG = 'Office desk';
const OFF = q(OFFICE_MESSAGES.disabled);

const availability = (preview: boolean): RouteDoc => ({
  tag: TAG,
  summary: preview
    ? 'Administrators: what a weekly pattern of time slots would add or remove, written nowhere'
    : 'Administrators: add or remove time slots at places by a weekly pattern over a range of days',
  description: [
    "action add: a slot at each place for every start from start, every `every` minutes, that ends by end, on each chosen day of the week (0 Sunday .. 6 Saturday) from `from` to `to` (the county's calendar days and clock: across a daylight-saving change 9:00 stays 9:00; a time the clocks skip is left out).",
    'A slot already there is left as it is (alreadyThere); one the office closed is opened again (counted in added).',
    'action remove: the slots of those places starting on a chosen day at or after start and before end; a booked slot, and one a visitor holds while booking, are kept and counted (kept); a slot a cancelled meeting still points at is closed (held by the office until it starts) rather than deleted.',
    `At most ${AVAILABILITY_MAX_SLOTS} slots and ${AVAILABILITY_MAX_DAYS} days at once; the first day today or later.`,
    preview ? '' : 'Audited as availability-added or availability-removed { pattern, timeZone, counts, before: { slots }, after: { slots } }.',
  ].join(' '),
  errors: {
    400: `A pattern it cannot use, for example ${q(A.dateInPast)}, ${q(A.timeOrder)}, ${q(A.weekdaysRequired)}, ${q(A.placeUnknown)}, ${q(A.nothing)} or ${q(A.tooMany(6000))}.`,
    401: `'Sign in as a member of staff to change the meeting times.' (also for a session of another county)`,
    403: `A role without the permission: ${q(roleRefusal('availability.change', 'clerk'))}`,
    404: OFF,
  },
});

const meetingAction = (what: string, errors: string): RouteDoc => ({
  tag: TAG,
  summary: `Staff: ${what}`,
  description: 'By id or reference; an optional note (for the audit trail, never sent to the attendee). Answers the meeting as the day view lists it.',
  errors: { 400: q(OFFICE_MESSAGES.noteTooLong), 401: q(MM.staffOnly), 404: `${q(MM.notFound)} (also another county's meeting), or ${OFF}`, 409: errors },
});

/** The office desk's other calls: meetings, availability and the CSV export. */
export const OFFICE_ROUTE_DOCS: Record<string, RouteDoc> = {
  [`GET ${api('/office/appeals.csv')}`]: {
    tag: TAG,
    summary: "Staff: the queue's view (the same filters and order as GET /office/appeals, every page) as CSV, streamed",
    description: `Columns: ${EXPORT_COLUMNS.join(', ')}. UTF-8 with a byte-order mark, CRLF lines; filing times on the county's clock (named in the header); numbers without separators. A cell starting with =, +, -, @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet does not run it. The file name names the filter (Content-Disposition). page and pageSize are ignored. Audited as appeals-exported with the filter.`,
    errors: { 400: `A filter the query cannot use (the queue's messages, as JSON).`, 401: q(OFFICE_MESSAGES.staffOnly), 404: OFF },
    binaryResponse: 'The CSV file, as an attachment.',
    binaryType: 'text/csv',
  },
  [`GET ${api('/office/places')}`]: {
    tag: TAG,
    summary: "Staff: the county's meeting places, open ones first (the meeting wizard offers the open ones)",
    errors: { 401: q(MM.staffOnly), 404: OFF },
  },
  [`GET ${api('/office/slot-holds')}`]: {
    tag: TAG,
    summary:
      'Staff: the time slots visitors hold now while booking (held), the most of them one address range holds (heldFromBusiestRange; an IPv4 /24, an IPv6 /48), and what one range may hold (perRangeCap)',
    description: 'No address is answered. A range at perRangeCap is refused further holds (429) while it keeps them.',
    errors: { 401: q(MM.staffOnly), 404: OFF },
  },
  [`GET ${api('/office/meetings')}`]: {
    tag: TAG,
    summary: 'Staff: the meetings of a day (date) or from a day on (from, default today), at a place, virtual ones or all, with attendee, type, reference and documents',
    description: `Days are the county's, midnight to midnight. place: a place id or virtual. status: ${OFFICE_MEETING_STATUSES.join(', ')}. sort: ${OFFICE_MEETING_SORTS.join(', ')} (default time), order asc or desc; page, pageSize (default 50, at most 200). They answer whether or not the county books meetings now.`,
    errors: { 400: `${q(MM.dayAndFrom)}, ${q(MM.placeInvalid)}, ${q(OFFICE_MESSAGES.dateInvalid)} and the like.`, 401: q(MM.staffOnly), 404: OFF },
  },
  [`GET ${api('/office/meetings/:meeting/files/:file')}`]: {
    tag: TAG,
    summary: "Staff: a document the meeting's attendee attached, as an attachment (disposition=inline opens a PDF, picture or text)",
    errors: { 400: 'A disposition other than attachment or inline.', 401: q(MM.staffOnly), 404: `${q(MM.fileNotFound)}, ${q(MM.notFound)} or ${OFF}` },
    binaryResponse: 'The bytes as uploaded.',
  },
  [`POST ${api('/office/meetings/:meeting/cancel')}`]: meetingAction(
    "cancel a meeting for its attendee: the slot is free again and the attendee e-mailed (the attendee's own cancel, without its cut-off); audited as meeting-cancelled { before, after, note }",
    `${q(MM.alreadyCancelled)}, ${q(MM.attendedNoCancel)} or ${q(MM.startedNoCancel)}`,
  ),
  [`POST ${api('/office/meetings/:meeting/attended')}`]: meetingAction(
    'mark a meeting attended once it has started; audited as meeting-attended { before, after, note }',
    `${q(MM.notStarted)}, ${q(MM.alreadyAttended)} or ${q(MM.cancelledNotAttended)}`,
  ),
  [`POST ${api('/office/availability/preview')}`]: availability(true),
  [`POST ${api('/office/availability')}`]: availability(false),
};
