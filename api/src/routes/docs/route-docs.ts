import {
  APPEAL_DRAFT_MESSAGES,
  APPEAL_MESSAGES,
  AUDIT_PAGE_SIZE,
  AUDIT_QUERY_MESSAGES,
  MAX_COMPARABLES,
  MAX_DRAFT_BYTES,
  MEETING_MESSAGES as M,
  OFFICE_MESSAGES,
  OFFICE_METHODS,
  OFFICE_NOTE_MAX,
  OFFICE_REASON_MAX,
  OFFICE_SORTS,
  OFFICE_STATUSES,
  parseSettings,
  SIGN_IN_MESSAGES,
  SLOT_HOLD_HEADER,
  SLOT_HOLD_MINUTES,
  STAFF_INVITATION_MESSAGES,
  settingsSchema,
  uploadedFileSchema,
} from 'mfe-shared/schemas';
import { CONFIRM_MESSAGES } from '../../capabilities/appeals/confirm-appeal';
import { CONFIRMATION_EMAIL_LIMITS, CONFIRMATION_EMAIL_MESSAGES } from '../../capabilities/appeals/confirmation-email-routes';
import { DRAFT_LINK_MESSAGES } from '../../capabilities/appeal-drafts/draft-routes';
import { APPEAL_ERRORS } from '../../capabilities/appeals/file-appeal';
import { IDEMPOTENCY_KEY_MESSAGE } from '../../capabilities/appeals/idempotency-key';
import { COMPER_MESSAGES } from '../../capabilities/comper/comper-routes';
import { FILE_MESSAGES } from '../../capabilities/files/file-routes';
import { UPLOAD_QUOTA_MESSAGES } from '../../capabilities/limits/upload-byte-quota';
import { LIMIT_MESSAGES } from '../../capabilities/limits/anonymous-limits';
import { PARCEL_READ_MESSAGES } from '../../capabilities/parcels/read-messages';
import { FILE_TYPES } from '../../capabilities/files/file-types';
import { AUDIT_STAFF_ONLY } from '../../capabilities/staff/audit-route';
import { SIGN_IN_LIMIT_MESSAGES } from '../../capabilities/staff/session-routes';
import { APPEAL_STATUSES, NEXT_STATUSES, STATUS_MESSAGES } from '../../capabilities/appeals/appeal-status';
import { CHANGE_MESSAGES } from '../../capabilities/meetings/change-meeting';
import { parseServerSettings } from '../../capabilities/tenants/server-settings';
import { STATUS_TOKEN_DAYS } from '../../infrastructure/tokens/signed-token';
import { TOKEN_MESSAGES } from '../../capabilities/status/status-routes';
import { STATUS_LINK_LIMITS } from '../../capabilities/status/status-links-route';
import { APPEAL_LIFECYCLE_ROUTE_DOCS, HEARING_ROUTE_DOCS, LIFECYCLE_MOVE_DOC, LIFECYCLE_MOVE_ERRORS } from './appeal-lifecycle-route-docs';
import { CHANGE_REQUEST_ROUTE_DOCS } from './change-request-route-docs';
import { COUNTY_CONSOLE_ROUTE_DOCS } from './county-console-route-docs';
import { OFFICE_ROUTE_DOCS } from './office-route-docs';
import { DOCUMENT_LANGUAGE_DOC, STORED_LANGUAGE_DOC } from './language-docs';
import type { RouteDoc } from './route-doc';

export type { RouteDoc } from './route-doc';

const q = (message: string) => `'${message}'`;
const api = (path: string) => `/:tenant/api${path}`;

const NO_BODY = 'The request could not be read: its body is not valid JSON (or is empty, or is not JSON at all).';
const MEETINGS_OFF = `${q(M.disabled)} when the county has meetings.enabled off or appeal.hide_meetings on.`;
const PARCEL_404 = q(COMPER_MESSAGES.parcelNotFound);
/** A public read's statement cancelled by its time limit (infrastructure/db/statement-timeout.ts). */
const TIMED_OUT = (message: string) =>
  `${q(message)} when one of its statements ran past LIMIT_PUBLIC_QUERY_TIME (on PostgreSQL; staff have no time limit); Retry-After gives the seconds.`;
/** The limits of a costly public list read (capabilities/limits/read-limits.ts). */
const PUBLIC_READ_ERRORS = (read: string, tooSlow: string) => ({
  429:
    `${q(LIMIT_MESSAGES.address(600))} over LIMIT_${read}_PER_ADDRESS calls from one client address, or when the parcels it could send would take the address ` +
    'past LIMIT_PARCELS_PER_ADDRESS (api/README.md); Retry-After gives the seconds. Signed-in staff are not limited.',
  503: TIMED_OUT(tooSlow),
});

/** The status link messages, as the demo county Harbor would word them. */
const EXAMPLE_SETTINGS = {
  ...parseSettings({ 'general.display_name': "Harbor County Assessor's Office", 'general.phone_number': '5555550100' }),
  ...parseServerSettings({}).settings,
};
const TOKEN_INVALID = TOKEN_MESSAGES.invalid(EXAMPLE_SETTINGS);
const TOKEN_EXPIRED = TOKEN_MESSAGES.expired(EXAMPLE_SETTINGS);
const TOKEN_WRONG_MEETING = TOKEN_MESSAGES.wrongKind('appeal');
const CUTOFF_EXAMPLE = CHANGE_MESSAGES.cutoff(EXAMPLE_SETTINGS);
const DRAFT_INVALID = DRAFT_LINK_MESSAGES.invalid(EXAMPLE_SETTINGS);
const DRAFT_EXPIRED = DRAFT_LINK_MESSAGES.expired(EXAMPLE_SETTINGS);
const DEFAULT_DRAFT_DAYS = EXAMPLE_SETTINGS['appeal.draft_days'];
const DEFAULT_CUTOFF = EXAMPLE_SETTINGS['meetings.change_cutoff_hours'];

/**
 * Every call of the tenant API, keyed by method and Fastify path. A route missing here is still in
 * the document (with its schemas and the common refusals), and the API docs test names it.
 * HEAD routes appear only when listed: Fastify's automatic HEAD twins of GET routes are not calls.
 */
export const ROUTE_DOCS: Record<string, RouteDoc> = {
  [`GET ${api('/settings')}`]: {
    tag: 'County',
    summary: "The county's settings, every key with its default applied",
    description:
      'A stored value the settings schema rejects is left out, so its default applies (and the server logs it). Read with the county at most once every 5 seconds per server process, so a change shows within 5 seconds.',
    errors: {},
    response: { status: 200, schema: settingsSchema, description: 'Every settings key of the county.' },
  },
  [`GET ${api('/me')}`]: {
    tag: 'Staff',
    summary: 'The signed-in staff member (accountId, name, role: clerk, appraiser or administrator), or { accountId: null } for the public',
    errors: {},
  },
  [`POST ${api('/session')}`]: {
    tag: 'Staff',
    summary: 'Staff sign-in: sets the HttpOnly session cookie of this county',
    description:
      'Wrong passwords are throttled, never locked out: after 3 failures from one address (any e-mail), its next attempt waits 2, 4, 8 ... seconds, at most 15 minutes; ' +
      'after 5 addresses failed for one e-mail, that account waits the same way, except from an address it signed in from before. ' +
      'A waiting attempt is answered 429 before any password check. Origin (or Referer) must be this host.',
    errors: {
      400: `${q(SIGN_IN_MESSAGES.emailRequired)} or ${q(SIGN_IN_MESSAGES.passwordRequired)}.`,
      401: `${q(SIGN_IN_MESSAGES.incorrect)} for an unknown e-mail, a wrong password or a deactivated account alike.`,
      403: 'Posted from another web site (no same-host Origin or Referer).',
      429: `${q(SIGN_IN_LIMIT_MESSAGES.wait(4))} (the wait in seconds or minutes) while this address or account must wait; Retry-After gives the seconds.`,
      503: `${q(SIGN_IN_LIMIT_MESSAGES.busy)} when every password check this server runs at once, and every place in its queue, is taken; Retry-After gives the seconds.`,
    },
  },
  [`GET ${api('/staff/invitations/:token')}`]: {
    tag: 'Staff',
    summary: 'What an invitation to the office desk invites its person to: their name, e-mail address and role, and until when the link works',
    errors: { 410: `${q(STAFF_INVITATION_MESSAGES.linkNotWorking)} for every token that opens no waiting invitation (expired, used, withdrawn or not genuine).` },
  },
  [`POST ${api('/staff/invitations/:token/accept')}`]: {
    tag: 'Staff',
    summary: "Accept an invitation with a password: makes the staff account with the invitation's name, address and role, and signs it in (the session cookie)",
    description: `The link works once: a second accept is 410. Audited as staff-invitation-accepted. Origin (or Referer) must be this host. Limited as sign-in is.`,
    errors: {
      400: `${q(STAFF_INVITATION_MESSAGES.passwordTooShort)} or ${q(STAFF_INVITATION_MESSAGES.passwordTooLong)}.`,
      403: 'Posted from another web site (no same-host Origin or Referer).',
      409: q(STAFF_INVITATION_MESSAGES.hasAccount('name@county.example')),
      410: q(STAFF_INVITATION_MESSAGES.linkNotWorking),
    },
  },
  [`DELETE ${api('/session')}`]: {
    tag: 'Staff',
    summary: 'Sign out: the cookie is cleared and the session ended (204 without a session too)',
    errors: {},
    noContent: { status: 204, description: 'Signed out.' },
  },
  [`GET ${api('/audit')}`]: {
    tag: 'Staff',
    summary: "One page of the county's audit trail, newest first, filtered by action, account and days (staff only)",
    description:
      `Pages by event id: \`older\` is the \`before\` of the next older page, \`newer\` the \`after\` of the next newer one (null at either end); ${AUDIT_PAGE_SIZE} rows unless \`size\` says otherwise. ` +
      "`from` and `to` are days in the county's time zone. Repeated refused sign-ins are one row per account (or for no account) and hour, with `count` and `lastAt`. " +
      "`accounts` lists the county's staff accounts for the account filter.",
    errors: {
      400: `A query the trail cannot read, such as ${q(AUDIT_QUERY_MESSAGES.dateOrder)} or ${q(AUDIT_QUERY_MESSAGES.bothCursors)}`,
      401: `${q(AUDIT_STAFF_ONLY)} (before the query is read).`,
    },
  },
  [`GET ${api('/prc/search')}`]: {
    tag: 'Parcels',
    summary: 'Search parcels: id prefix, address or owner name, case-insensitive; 21 a page, to the first 1,000 results',
    description: '`totalPages` covers at most the first 1,000 results, whatever `totalCount` says; `%` and `_` in `q` are characters like any other.',
    errors: {
      400:
        `No search term, a term over 200 characters, or a page or size that is not a whole number in range; ${q(PARCEL_READ_MESSAGES.tooDeep)} for a page that starts past the first 1,000 results; ` +
        `${q(PARCEL_READ_MESSAGES.noLetterOrDigit)} for a term of neither letters nor numbers.`,
      ...PUBLIC_READ_ERRORS('SEARCHES', PARCEL_READ_MESSAGES.searchTooSlow),
    },
  },
  [`GET ${api('/prc/:id')}`]: {
    tag: 'Parcels',
    summary: "One parcel, in the portal's Property shape",
    errors: { 400: 'An id over 100 characters.', 404: `${PARCEL_404} (also for another county's parcel).`, 503: TIMED_OUT(PARCEL_READ_MESSAGES.tooSlow) },
  },
  [`GET ${api('/prc/:id/breakdown')}`]: {
    tag: 'Parcels',
    summary: "Land and improvement values: the roll's land value of this year's value, else the latest stored breakdown, else a split of the market value (estimated: true)",
    errors: { 404: `${PARCEL_404}, or the parcel has no assessed value yet.` },
  },
  [`GET ${api('/prc/:id/facts')}`]: {
    tag: 'Parcels',
    summary: "Last year's value (null where the records have none) and the characteristics the value rests on, each left out where the records have none",
    errors: { 400: 'An id over 100 characters.', 404: `${PARCEL_404} (also for another county's parcel).` },
  },
  [`GET ${api('/prc/:id/nearby')}`]: {
    tag: 'Comparables',
    summary: 'Active parcels of the same type with a value, nearest first (for the comparables tool)',
    errors: {
      400: 'A limit that is not a whole number from 1 to 25.',
      403: `${q(APPEAL_MESSAGES.comperOff)} (no products.public_comper_url)`,
      404: PARCEL_404,
      409: `${q(COMPER_MESSAGES.inactive)} or ${q(APPEAL_MESSAGES.comperResidentialOnly)} (appeal.show_comper_only_residential)`,
      ...PUBLIC_READ_ERRORS('NEARBY', PARCEL_READ_MESSAGES.tooSlow),
    },
  },
  [`GET ${api('/code-systems/appeal-reasons')}`]: {
    tag: 'Appeals',
    summary: "The county's appeal reason codes by position, each with `used`, and `labels` in other languages where the county gives them",
    description: "`labels` holds a code's description in other languages by language code ({ es: 'Otro' }); a screen shows the visitor's, else `description`.",
    errors: {},
  },
  [`GET ${api('/appeal-windows')}`]: {
    tag: 'Appeals',
    summary: 'Appeal seasons up to the year asked for, oldest first (so the previous season is there too)',
    errors: { 400: 'A year that is not four digits.' },
  },
  [`HEAD ${api('/appeals')}`]: {
    tag: 'Appeals',
    summary: 'Count the appeals of a parcel (in one season): x-total-count, no body',
    description: 'An unknown season, or one that is not an id, counts 0; who filed stays private, so GET of this path answers 405.',
    errors: { 400: 'No parcel number.' },
    noContent: { status: 200, description: 'The count is in the header.', countHeader: 'Appeals of the parcel in the season.' },
  },
  [`GET ${api('/appeals')}`]: {
    tag: 'Appeals',
    summary: 'Not a call: 405 with Allow: HEAD, POST',
    errors: {},
    hidden: 'Appeals are never listed to the public; HEAD counts them.',
  },
  [`POST ${api('/appeals')}`]: {
    tag: 'Appeals',
    summary: 'File an appeal (one transaction); 201 with what the confirmation shows',
    description: [
      'The body is checked with the shared appeal schema (the documented messages), then against the county:',
      'an active parcel of this county, an open season of this county, reasons, documents and comparables PDF of this county,',
      "the claimed value between one tenth and ten times the stored market value, and the county's settings.",
      `The optional comparables (at most ${MAX_COMPARABLES} parcel ids of this county) are stored with the appeal, in its transaction.`,
      "The appeal records the county's own parcel row as its property, not the property sent (a property staff entered by hand is kept as entered).",
      'One appeal per parcel and season (a unique index holds it even for simultaneous submits).',
      'A retry with the same Idempotency-Key answers the first appeal again.',
      STORED_LANGUAGE_DOC,
      "A staff filing may name the filer's language instead (`staff.language`, one the county offers).",
    ].join(' '),
    headers: { 'idempotency-key': ['Any 1 to 200 characters; a retry with the same key gets the first answer.', false] },
    errors: {
      400: `The schema's own messages (for example ${q(APPEAL_MESSAGES.valueInvalid)} or ${q(APPEAL_MESSAGES.comparablesTooMany)}), the value range, an unknown reason or document, ${q(APPEAL_MESSAGES.comparableNotFound)}, ${q(APPEAL_MESSAGES.filerLanguageInvalid)}, or ${q(IDEMPOTENCY_KEY_MESSAGE)}. ${NO_BODY}`,
      403: `${q(APPEAL_MESSAGES.disabled)} (appeal.enabled off), ${q(APPEAL_MESSAGES.unlistedOff)} (staff, a property not in the records, appeal.allow_unlisted_property off), ${q(APPEAL_ERRORS.staffOnly)}, or a write with the staff cookie from another web site.`,
      404: `${q(APPEAL_ERRORS.parcelNotFound)} (a property not in the records, appeal.allow_unlisted_property off), ${q(APPEAL_ERRORS.unlistedStaffOnly)} (the public, such a property, appeal.allow_public_unlisted_property off) or ${q(APPEAL_ERRORS.windowNotFound)}`,
      409: `${q(APPEAL_MESSAGES.duplicate)}, ${q(APPEAL_ERRORS.parcelInactive)}, ${q(APPEAL_ERRORS.windowClosed)}, ${q(APPEAL_ERRORS.noPriorAppeal)}, or ${q(APPEAL_MESSAGES.comparablesOff)} (comparables or a comparables PDF where the wizard shows no comparables step)`,
      415: 'A body that is not JSON.',
      422: q(APPEAL_ERRORS.keyReused),
    },
  },
  [`GET ${api('/places')}`]: {
    tag: 'Meetings',
    summary: 'Meeting places; active=true leaves out closed ones, available_timeslots=true keeps those with a free slot ahead',
    errors: { 400: q(M.flagInvalid), 404: MEETINGS_OFF },
  },
  [`GET ${api('/time-slots')}`]: {
    tag: 'Meetings',
    summary: 'Free and taken time slots from `from` (now without it), earliest first, in UTC',
    errors: { 400: `${q(M.fromInvalid)}, ${q(M.sizeInvalid)} or ${q(M.propertyTypeInvalid)}`, 404: MEETINGS_OFF },
  },
  [`HEAD ${api('/time-slots')}`]: {
    tag: 'Meetings',
    summary: 'Count the free time slots with the same filters as GET: x-total-count, no body',
    errors: { 400: 'The same query refusals as GET.', 404: MEETINGS_OFF },
    noContent: { status: 200, description: 'The count is in the header.', countHeader: 'Free time slots.' },
  },
  [`POST ${api('/time-slots/:id/reserve')}`]: {
    tag: 'Meetings',
    summary: `Hold a free slot for meetings.hold_minutes (default ${SLOT_HOLD_MINUTES}; one conditional UPDATE); answers the slot and its hold token for ${SLOT_HOLD_HEADER}`,
    description: [
      `Send the visitor's current hold in ${SLOT_HOLD_HEADER} to give it up in the same transaction (picking another slot); a refusal keeps it.`,
      'One client address may hold meetings.holds_per_address slots (default 3) of the county at once, and one address range (an IPv4 /24, an IPv6 /48) LIMIT_SLOT_HOLDS_PER_RANGE (default 6); one more is 429 with Retry-After (seconds until the first of those holds ends).',
      'The same holder (address, range or token) taking a slot again keeps the end of its first hold; once that has passed, the slot is refused to them (409 with Retry-After) for one more hold length.',
      'The server keeps only a digest of the token.',
    ].join(' '),
    headers: { [SLOT_HOLD_HEADER.toLowerCase()]: ['The hold this visitor has now, given up for this one.', false] },
    errors: {
      404: `${q(M.slotNotFound)} (also another county's slot or an id that is not one), or ${MEETINGS_OFF}`,
      409: `${q(M.slotTaken)} (held or booked), ${q(M.slotStarted)} or ${q(M.holdAgainTooSoon)}`,
      429: `${q(M.holdLimit)} or ${q(M.holdRangeLimit)}`,
    },
  },
  [`DELETE ${api('/time-slots/:id/reserve')}`]: {
    tag: 'Meetings',
    summary: 'Give up a hold (the visitor left the booking step or the reschedule page): the slot is free for anyone at once',
    headers: { [SLOT_HOLD_HEADER.toLowerCase()]: ['The hold token POST /time-slots/{id}/reserve answered for this slot.', true] },
    errors: {
      400: q(M.holdTokenRequired),
      404: `${q(M.holdNotFound)} (no hold of this token on the slot: released, booked, or another county's), or ${MEETINGS_OFF}`,
    },
    noContent: { status: 204, description: 'Released.' },
  },
  [`HEAD ${api('/meetings')}`]: {
    tag: 'Meetings',
    summary: "Count a parcel's meetings (this year with filters=booked-for:this-year; with holding=true only those that take the parcel's place): x-total-count, no body",
    description:
      "holding=true counts the meetings booked with a proof of a right to the parcel's meeting (by staff, or by the filer of the appeal that takes the parcel's place): what the one-a-year rule counts.",
    errors: { 400: `${q(M.filterInvalid)}, ${q(M.flagInvalid)} (holding), or no parcel id.`, 404: MEETINGS_OFF },
    noContent: { status: 200, description: 'The count is in the header.', countHeader: 'Meetings of the parcel.' },
  },
  [`POST ${api('/meetings')}`]: {
    tag: 'Meetings',
    summary: `Book a meeting on a slot held with ${SLOT_HOLD_HEADER}; one meeting per slot`,
    description:
      "The hold must be this slot's and not expired; the place must be the slot's; the property must suit the slot's type. With product.check_appeals_for_meetings on, the parcel needs an appeal in the open season. " +
      "With meetings.allow_multiple_bookings off, a parcel has one meeting a year, and only a proven booking takes it: one by signed-in staff (audited as meeting-booked-on-behalf), or one whose attendee e-mail is that of the filer of the appeal that takes the parcel's place. A booking without proof keeps its slot but does not stop another. " +
      STORED_LANGUAGE_DOC,
    headers: { [SLOT_HOLD_HEADER.toLowerCase()]: ['The hold token POST /time-slots/{id}/reserve answered.', true] },
    errors: {
      400: `The schema's own messages, ${q(M.parcelNotFound)}, ${q(M.inactiveParcel)}, ${q(M.placeNotFound)}, ${q(M.documentNotFound)}, a meeting type the county does not offer. ${NO_BODY}`,
      403: `${q(M.holdNotYours)} (the slot is held with another token)`,
      404: MEETINGS_OFF,
      409: `${q(M.holdMissing)} (no hold of this token on the slot), ${q(M.holdExpired)}, ${q(M.bookingFailed)} (the slot booked or unknown), ${q(M.slotStarted)}, ${q(M.alreadyScheduled)} or ${q(M.needsAppeal)}`,
      415: 'A body that is not JSON.',
    },
  },
  [`POST ${api('/comper/generate-pdf')}`]: {
    tag: 'Comparables',
    summary: 'Make and store a PDF of the subject and 1 to 10 comparables; download it at /{tenant}/files/{id}',
    errors: {
      400: `${q(COMPER_MESSAGES.subjectRequired)}, ${q(COMPER_MESSAGES.comparablesRequired)} or ${q(COMPER_MESSAGES.tooManyComparables)}. ${NO_BODY}`,
      403: `${q(APPEAL_MESSAGES.comperOff)} (no products.public_comper_url)`,
      404: `${PARCEL_404} or ${q(COMPER_MESSAGES.comparableNotFound('{id}'))}`,
      409: `${q(COMPER_MESSAGES.inactive)} or ${q(APPEAL_MESSAGES.comperResidentialOnly)} (appeal.show_comper_only_residential)`,
      415: 'A body that is not JSON.',
    },
  },
  ...Object.fromEntries(
    ['/documents', '/files'].map((path) => [
      `POST ${api(path)}`,
      {
        tag: 'Files',
        summary: `Upload one file as the raw body (kind '${path === '/files' ? 'file' : 'document'}'); 201 { id, name, size, type, deleteToken }`,
        description: [
          'The county limit is file_upload.max_size (20 MB by default); a declared Content-Length over it is refused before the body is read.',
          'Beside the count of requests, the bytes are budgeted per client address (an IPv6 address by its /64) and per county, 100 MB and 2 GB an hour by default',
          '(LIMIT_UPLOAD_BYTES_PER_ADDRESS, LIMIT_UPLOAD_BYTES_PER_COUNTY, api/README.md): an upload past a budget is refused before its body is read.',
          "Past the county's budget only addresses past a quarter of their own are refused. An upload without a Content-Length takes the county's file limit from the budgets until it is read.",
        ].join(' '),
        rawBody: true,
        response: {
          status: 201,
          schema: uploadedFileSchema,
          description:
            'Stored: the id to attach to an appeal or meeting, the sanitised name, the size, the stored type and the delete token that removing it needs (keep it; it is not shown again).',
        },
        headers: {
          'x-original-name': ['The file name; sanitised again (letters, digits, ., _ and -).', true],
          'x-convert-to-pdf': ["'false'; 'true' is accepted and ignored (files are kept as uploaded).", false],
        },
        errors: {
          400: `${q(FILE_MESSAGES.notAccepted('{name}'))}, ${q(FILE_MESSAGES.contentMismatch('{name}'))}, ${q(FILE_MESSAGES.empty('{name}'))} or ${q(FILE_MESSAGES.nameMissing)}`,
          413: `${q(FILE_MESSAGES.tooLarge)}, over file_upload.max_size or over what one address may upload in a whole window`,
          429: `${q(UPLOAD_QUOTA_MESSAGES.address(1800))} while this address has used its bytes, ${q(UPLOAD_QUOTA_MESSAGES.county(1800))} while the county has and this address is past its fair share; Retry-After gives the seconds.`,
        },
      } satisfies RouteDoc,
    ]),
  ),
  ...Object.fromEntries(
    ['/documents/:id', '/files/:id'].map((path) => [
      `DELETE ${api(path)}`,
      {
        tag: 'Files',
        summary: 'Remove an uploaded file with its delete token (either path removes either kind; not a generated comparables PDF)',
        description: 'The public sends the delete token the upload answered, in the X-Delete-Token header (never in the URL); signed-in staff need none.',
        headers: { 'x-delete-token': ['The deleteToken of the upload; required unless signed in as staff.', false] },
        errors: {
          404: `${q(FILE_MESSAGES.notFound)} (also a missing or wrong delete token, another county's file or an id that is not one: the answer never tells whether the file exists)`,
          409: `${q(FILE_MESSAGES.filed)} (with the right token, or for staff)`,
        },
        noContent: { status: 204, description: 'Removed.' },
      } satisfies RouteDoc,
    ]),
  ),
  [`POST ${api('/analytics/events')}`]: {
    tag: 'Analytics',
    summary: 'Store 1 to 50 analytics events (JSON, or text/plain JSON for sendBeacon); no personal data is kept',
    consumes: ['application/json', 'text/plain'],
    errors: { 400: `An event the schema refuses. ${NO_BODY}`, 413: 'A body over 16 KB.', 415: 'A body that is neither JSON nor text.' },
    noContent: { status: 204, description: 'Stored.' },
  },
  [`POST ${api('/appeals/:appeal/status')}`]: {
    tag: 'Appeals',
    summary: 'Staff: move an appeal along its timeline (by id or reference); e-mails the filer in the same transaction',
    description: [
      `Statuses: ${APPEAL_STATUSES.join(', ')}. Moves allowed:`,
      Object.entries(NEXT_STATUSES)
        .filter(([, next]) => next.length)
        .map(([from, next]) => `${from} -> ${next.join(' or ')}`)
        .join('; ') + '.',
      "'decided' needs decidedValue { amount } (the appeal's currency); 'hearing-scheduled' may carry hearingAt.",
      LIFECYCLE_MOVE_DOC,
      `'closed' (the office closes a filing that is not the parcel's appeal, or one filed twice) needs a reason of at most ${OFFICE_REASON_MAX} characters, sent to the filer in the e-mail and shown on the status page, and may carry mergeInto: the id or reference of another open, confirmed appeal of the same parcel and season, which takes this one's documents. A closed appeal frees the parcel's place.`,
      `An optional note (at most ${OFFICE_NOTE_MAX} characters) is kept with the timeline step: the office sees it on the appeal (with who made the change), the audit trail records it, the filer never sees it.`,
      'Recorded in the audit trail as appeal-status-changed { appealId, from, to, by, note, mergedInto }.',
    ].join(' '),
    errors: {
      400: `${q(STATUS_MESSAGES.decidedValueRequired)}, ${q(STATUS_MESSAGES.decidedValueOnlyWhenDecided)}, ${q(STATUS_MESSAGES.hearingOnlyWhenScheduled)}, ${q(STATUS_MESSAGES.reasonRequired)}, ${q(STATUS_MESSAGES.reasonOnlyWhenClosed)}, ${q(STATUS_MESSAGES.mergeOnlyWhenClosed)}, ${q(OFFICE_MESSAGES.noteTooLong)}, ${q(OFFICE_MESSAGES.reasonTooLong)}, ${LIFECYCLE_MOVE_ERRORS[400]} or a status that is not one of the list. ${NO_BODY}`,
      401: q(STATUS_MESSAGES.staffOnly),
      403: 'A write with the staff cookie from another web site.',
      404: `${q(STATUS_MESSAGES.notFound)}, or for mergeInto ${q(STATUS_MESSAGES.mergeTargetNotFound)}`,
      409: `A move the timeline does not allow, for example ${q(STATUS_MESSAGES.moveNotAllowed('decided', 'under-review'))} or ${LIFECYCLE_MOVE_ERRORS[409]}; an appeal its filer has not confirmed yet: ${q(STATUS_MESSAGES.notConfirmed)}; or a mergeInto that is not another open appeal of the parcel's season: ${q(STATUS_MESSAGES.mergeTargetOther)}`,
      415: 'A body that is not JSON.',
    },
  },
  [`POST ${api('/appeals/:appeal/keep')}`]: {
    tag: 'Appeals',
    summary: "Staff: let a confirmed appeal filed without proof of a right to appeal take the parcel's place this season",
    description: [
      "A public filing without the owner code (a county that asks none, or one that does not require it) is filed and confirmed but takes no one's place, so a stranger cannot block the owner.",
      "The office keeps it once it has checked who filed it; from then on it is the parcel's one appeal of the season, and another filing for the parcel is refused.",
      `An optional note (at most ${OFFICE_NOTE_MAX} characters). Recorded in the audit trail as appeal-kept { appealId, note }.`,
    ].join(' '),
    errors: {
      400: `${q(OFFICE_MESSAGES.noteTooLong)} ${NO_BODY}`,
      401: q(STATUS_MESSAGES.staffOnly),
      403: 'A write with the staff cookie from another web site.',
      404: q(STATUS_MESSAGES.notFound),
      409: `${q(STATUS_MESSAGES.notConfirmed)}, ${q(STATUS_MESSAGES.keepWithdrawn)}, ${q(STATUS_MESSAGES.keptAlready)} or ${q(STATUS_MESSAGES.placeTaken)}`,
      415: 'A body that is not JSON.',
    },
  },
  [`GET ${api('/office/appeals')}`]: {
    tag: 'Office desk',
    summary: "Staff: the county's appeals of a season, newest filed first, a page at a time, with the total and the counts per status",
    description: [
      'window: a season id, or all; without it the open season (else the latest). Filters: status (',
      OFFICE_STATUSES.join(', '),
      "; without it every confirmed appeal: one awaiting its filer's confirmation is listed only with status=awaiting-confirmation, and one whose confirmation lapsed never), propertyType, method (",
      OFFICE_METHODS.join(', '),
      "; online is the public wizard), filedBy (staff or public), from and to (the county's calendar days, both included), q (any part of the reference, parcel number, address or filer name, any case).",
      `sort (${OFFICE_SORTS.join(', ')}; default filed) and order (asc, desc; default desc); page from 1 and pageSize 1 to 100 (default 25).`,
      'counts: the appeals under every filter but the status, per status. Staff of this county only; 404 when the county has office.enabled off.',
    ].join(''),
    errors: {
      400: `A filter the query cannot use, for example ${q(OFFICE_MESSAGES.statusInvalid)}, ${q(OFFICE_MESSAGES.dateInvalid)} or ${q(OFFICE_MESSAGES.dateOrder)}.`,
      401: `${q(OFFICE_MESSAGES.staffOnly)} (also for a session of another county).`,
      404: `${q(APPEAL_ERRORS.windowNotFound)}, or ${q(OFFICE_MESSAGES.disabled)}`,
    },
  },
  [`GET ${api('/office/appeals/:appeal')}`]: {
    tag: 'Office desk',
    summary: 'Staff: one appeal (by id or reference) with everything filed, its documents, its timeline and the statuses it may move to',
    description:
      "The filer in full, the claimed value, reasons, comparables and their PDF, the documents with their ids (download them at /office/appeals/{appeal}/files/{file}), the timeline with who made each change and their note. An appeal awaiting its filer's confirmation has no timeline, a confirmBy and no next status.",
    errors: { 401: q(OFFICE_MESSAGES.staffOnly), 404: `${q(OFFICE_MESSAGES.notFound)} (also another county's appeal), or ${q(OFFICE_MESSAGES.disabled)}` },
  },
  [`GET ${api('/office/appeals/:appeal/files/:file')}`]: {
    tag: 'Office desk',
    summary: "Staff: one of the appeal's documents or its comparables PDF, as an attachment (disposition=inline opens a PDF, picture or text in the browser)",
    description: 'Cache-Control: private, no-store; X-Content-Type-Options: nosniff. Only a file the appeal refers to.',
    errors: {
      400: 'A disposition other than attachment or inline.',
      401: q(OFFICE_MESSAGES.staffOnly),
      404: `${q(OFFICE_MESSAGES.fileNotFound)}, ${q(OFFICE_MESSAGES.notFound)} or ${q(OFFICE_MESSAGES.disabled)}`,
    },
    binaryResponse: 'The bytes as uploaded, with the type decided at upload.',
  },
  [`GET ${api('/status/:token')}`]: {
    tag: 'Status links',
    summary: 'What a status link opens: an appeal (timeline, documents) or a meeting (time, place, whether it can still be changed)',
    description: `The token comes in the filing or booking answer (statusToken) and in every e-mail (/{tenant}/?lang={language of the e-mail}#/status/{token}); it is signed (HMAC-SHA256), names one record of this county and works for ${STATUS_TOKEN_DAYS} days. No name, e-mail or phone is answered. The county's name and a meeting's changeClosedReason are in the request's language (Accept-Language).`,
    errors: {
      404: `A forged, altered, malformed or other county's token, or a record that no longer exists: ${q(TOKEN_INVALID)}`,
      410: `An expired token: ${q(TOKEN_EXPIRED)}`,
    },
  },
  [`GET ${api('/status/:token/receipt.pdf')}`]: {
    tag: 'Status links',
    summary: "The appeal's receipt (PDF) with an appeal's status token: the same document the filing e-mail attaches",
    description: DOCUMENT_LANGUAGE_DOC,
    errors: { 400: "A meeting's token: 'This link is for a meeting, not an appeal.'", 404: q(TOKEN_INVALID), 410: q(TOKEN_EXPIRED) },
    binaryResponse: 'The receipt, as an attachment.',
    binaryType: 'application/pdf',
  },
  [`GET ${api('/status/:token/invitation.ics')}`]: {
    tag: 'Status links',
    summary: "The meeting's calendar invitation as it stands (same UID and SEQUENCE as the last e-mail; METHOD:CANCEL once cancelled)",
    description: DOCUMENT_LANGUAGE_DOC,
    errors: { 400: "An appeal's token: 'This link is for an appeal, not a meeting.'", 404: q(TOKEN_INVALID), 410: q(TOKEN_EXPIRED) },
    binaryResponse: 'The invitation, as an attachment.',
    binaryType: 'text/calendar',
  },
  [`POST ${api('/status/:token/confirm')}`]: {
    tag: 'Status links',
    summary: 'Confirm a pending public appeal with the link of its confirmation e-mail: the appeal is filed (timeline, receipt e-mail); confirming again answers it as it is',
    description: `A public filing holds no place until this call: the one-appeal-per-season rule counts confirmed appeals only, so a filing under someone else's name blocks no one. Only the e-mail's link (a token of its own, valid appeal.confirm_hours, default ${EXAMPLE_SETTINGS['appeal.confirm_hours']}) confirms; the status token of the filing answer cannot.`,
    errors: {
      403: `The filing's status token, not the e-mail's link: ${q(TOKEN_MESSAGES.notConfirmLink)}`,
      404: q(TOKEN_INVALID),
      409: `Another appeal of the parcel was confirmed first: ${q(APPEAL_MESSAGES.duplicate)}; or the season has closed: ${q(APPEAL_ERRORS.windowClosed)}`,
      410: `An expired link: ${q(TOKEN_EXPIRED)}, or an appeal not confirmed in time: ${q(CONFIRM_MESSAGES.lapsed)}`,
    },
  },
  [`POST ${api('/appeal-confirmations/resend')}`]: {
    tag: 'Status links',
    summary: "Send a pending public appeal's confirmation e-mail again, to the address it was filed with (202)",
    description: `For the browser that filed it: filerToken is the one its POST /appeals answer carried (in the body, never a URL). The link's deadline stays the filing's (appeal.confirm_hours, default ${EXAMPLE_SETTINGS['appeal.confirm_hours']}). At most ${CONFIRMATION_EMAIL_LIMITS.perAppeal} e-mails an hour per appeal, with /address; past that nothing more is sent and the answer is the same 202. Audited as appeal-confirmation-resent { appealId, sent }.`,
    errors: {
      403: q(CONFIRMATION_EMAIL_MESSAGES.notYours),
      409: q(CONFIRMATION_EMAIL_MESSAGES.filed),
      410: q(CONFIRM_MESSAGES.lapsed),
    },
  },
  [`POST ${api('/appeal-confirmations/address')}`]: {
    tag: 'Status links',
    summary: "Correct a pending public appeal's e-mail address, then send its confirmation e-mail there (202)",
    description: `For the browser that filed it (filerToken, as for /resend). The appeal's address is replaced; the e-mail goes to the new one. Counted with /resend: past ${CONFIRMATION_EMAIL_LIMITS.perAppeal} an hour, 429 and nothing changes. Audited as appeal-email-changed { appealId } (no address).`,
    errors: {
      400: "The schema's messages ('Email is required', 'Email is not valid').",
      403: q(CONFIRMATION_EMAIL_MESSAGES.notYours),
      409: q(CONFIRMATION_EMAIL_MESSAGES.filed),
      410: q(CONFIRM_MESSAGES.lapsed),
    },
  },
  [`POST ${api('/status-links')}`]: {
    tag: 'Status links',
    summary: 'E-mail an address the status links of its appeals and meetings in this county (202, whatever it has)',
    description: `One e-mail through the outbox, in the request's language, or none when the address has no appeal or meeting here: the answer is the same either way, so it tells nobody whether an address filed. At most ${STATUS_LINK_LIMITS.perRecipient} such e-mails a day per address (past that, the same 202).`,
    errors: {
      400: "The schema's messages ('Email is required', 'Email is not valid').",
    },
  },
  [`POST ${api('/status/:token/reschedule')}`]: {
    tag: 'Status links',
    summary: `Move a meeting to another slot held with ${SLOT_HOLD_HEADER}: the old slot freed and the new one taken in one transaction, or nothing changes`,
    description: `Hold the new slot first (POST /time-slots/{id}/reserve). The meeting keeps its place and reference; its invitation SEQUENCE goes up and the attendee is e-mailed the update. No change in the last meetings.change_cutoff_hours (default ${DEFAULT_CUTOFF}) hours before the meeting.`,
    headers: { [SLOT_HOLD_HEADER.toLowerCase()]: ['The hold token POST /time-slots/{id}/reserve answered for the new slot.', true] },
    errors: {
      400: `${q(TOKEN_WRONG_MEETING)}, a slot for another place or property type, or no timeSlot. ${NO_BODY}`,
      403: `${q(M.holdNotYours)} (the slot is held with another token)`,
      404: `${q(TOKEN_INVALID)}, or ${MEETINGS_OFF}`,
      409: `${q(CHANGE_MESSAGES.cancelled)}, the cut-off (${q(CUTOFF_EXAMPLE)}), ${q(CHANGE_MESSAGES.sameSlot)}, ${q(M.holdMissing)}, ${q(M.holdExpired)} or ${q(M.bookingFailed)} (a slot already booked)`,
      410: q(TOKEN_EXPIRED),
      415: 'A body that is not JSON.',
    },
  },
  [`POST ${api('/status/:token/cancel')}`]: {
    tag: 'Status links',
    summary: 'Cancel a meeting: its slot is free again; the attendee is e-mailed a cancelling invitation (METHOD:CANCEL, same UID, higher SEQUENCE)',
    description: 'The link still shows the meeting, cancelled, and can no longer change it.',
    errors: {
      400: q(TOKEN_WRONG_MEETING),
      404: q(TOKEN_INVALID),
      409: `${q(CHANGE_MESSAGES.cancelled)} or the cut-off (${q(CUTOFF_EXAMPLE)})`,
      410: q(TOKEN_EXPIRED),
    },
  },
  [`POST ${api('/appeal-drafts')}`]: {
    tag: 'Saved appeals',
    summary: "Save the appeal wizard's draft to finish later and e-mail a link to it (201 a new draft, 200 an update)",
    description: [
      'No account: the answer and the e-mail carry a signed token (HMAC-SHA256, its own kind: it opens this draft and no status page) for /{tenant}/?lang={language of the e-mail}#/appeal/resume/{token}.',
      `The draft lives appeal.draft_days (default ${DEFAULT_DRAFT_DAYS}) days after each save; the e-mail goes through the outbox, in the save's transaction.`,
      "With the token of an earlier save (same parcel, same e-mail address) the same draft is updated, so every link sent for it opens the newest answers; a different address makes a new draft and ends the old one's links.",
      'A token that names no live draft (expired, replaced) saves a new draft. The documents must be files uploaded to this county; while the draft lives they count as attached.',
      'The checks a submit would fail on come first: an active parcel of this county, an open season, no appeal of the parcel in it yet.',
      STORED_LANGUAGE_DOC,
    ].join(' '),
    errors: {
      400: `The schema's messages (for example 'Email is not valid' or ${q(APPEAL_DRAFT_MESSAGES.tooManyDocuments(5))} over file_upload.max_files), ${q(APPEAL_ERRORS.documentNotFound)} or ${q(APPEAL_ERRORS.compsPdfNotFound)}. ${NO_BODY}`,
      404: `${q(APPEAL_ERRORS.parcelNotFound)} or ${q(APPEAL_ERRORS.windowNotFound)}`,
      409: `${q(APPEAL_MESSAGES.duplicate)}, ${q(APPEAL_ERRORS.parcelInactive)} or ${q(APPEAL_ERRORS.windowClosed)}`,
      413: `A body over ${MAX_DRAFT_BYTES / 1024} KB: ${q(APPEAL_DRAFT_MESSAGES.tooLarge)}`,
      415: 'A body that is not JSON.',
    },
  },
  [`GET ${api('/appeal-drafts/:token')}`]: {
    tag: 'Saved appeals',
    summary: "What a saved appeal's link opens: the draft, or that the parcel's appeal has since been filed or its season closed",
    description:
      "state 'open': the draft, its documents still on the server, the county's parcel now and the e-mail the link went to. state 'filed': no draft (it is wiped once the parcel's appeal is found filed); filed.statusToken when it was filed from this draft. state 'season-closed': no draft.",
    errors: {
      404: `A forged, altered, malformed, other county's or status token, or a draft replaced by a save to another address: ${q(DRAFT_INVALID)}`,
      410: `An expired link: ${q(DRAFT_EXPIRED)}`,
    },
  },
  ['GET /:tenant/files/:id']: {
    tag: 'Files',
    summary: 'Download a stored file as a private attachment (outside /api)',
    description: 'Content-Disposition: attachment, X-Content-Type-Options: nosniff, Cache-Control: private, no-store.',
    errors: { 404: `${q(FILE_MESSAGES.notFound)} (also another county's file or an id that is not one)` },
    binaryResponse: 'The bytes as uploaded, with the type decided at upload.',
  },
  // The office desk's meetings, availability and CSV export (office-route-docs.ts).
  ...OFFICE_ROUTE_DOCS,
  ...CHANGE_REQUEST_ROUTE_DOCS,
  ...APPEAL_LIFECYCLE_ROUTE_DOCS,
  ...HEARING_ROUTE_DOCS,
  // The administrators' county console (county-console-route-docs.ts).
  ...COUNTY_CONSOLE_ROUTE_DOCS,
};

/** The types an upload is stored as (any type that fits the extension, or a generic one, is accepted). */
export const UPLOAD_CONTENT_TYPES = [...new Set(Object.values(FILE_TYPES).map((type) => type.contentType.split(';')[0])), 'application/octet-stream'];
