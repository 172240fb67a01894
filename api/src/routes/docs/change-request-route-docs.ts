import { CHANGE_REQUEST_MESSAGES as M, CHANGE_REQUEST_STATUSES, CHANGE_REQUEST_TOPICS, OFFICE_MESSAGES, roleRefusal } from 'mfe-shared/schemas';
import { OWNER_CODE_MESSAGES } from '../../capabilities/appeals/owner-code-check';
import { MAX_OPEN_PER_PARCEL } from '../../capabilities/change-requests/change-request-store';
import { CHANGE_REQUEST_LIMIT_MESSAGES, UNPROVEN_CHANGE_REQUEST_LIMITS as UNPROVEN } from '../../capabilities/change-requests/unproven-limit';
import { STORED_LANGUAGE_DOC } from './language-docs';
import type { RouteDoc } from './route-doc';

const q = (message: string) => `'${message}'`;
const api = (path: string) => `/:tenant/api${path}`;
const OFF = q(OFFICE_MESSAGES.disabled);
const STAFF = { 401: `${q(M.staffOnly)} (also for a session of another county)`, 404: `${q(M.notFound)} (also another county's request), or ${OFF}` };

/** Change requests (and the office desk's list of them). */
export const CHANGE_REQUEST_ROUTE_DOCS: Record<string, RouteDoc> = {
  [`POST ${api('/change-requests')}`]: {
    tag: 'Change requests',
    summary: "Tell the office that something its records show for a parcel is wrong (the embed's Change Request); answers the request's reference",
    description: [
      `topic: one of ${CHANGE_REQUEST_TOPICS.join(', ')}; correctValue: what the visitor says is right; contactName and contactEmail: whom the office answers; documentId: optional, an upload of this county (POST /documents) not already sent with another request; ownerCode: optional, the code of the parcel's assessment notice.`,
      `A request with the right owner code, or sent by signed-in staff (audited as change-request-sent-on-behalf), takes one of the parcel's places: at most ${MAX_OPEN_PER_PARCEL} of these wait for the office at once (received or in review).`,
      `One without proof takes no place, so a stranger's requests never refuse the owner's; it is capped per sender instead: ${UNPROVEN.perAddress} an hour from one address and ${UNPROVEN.perRange} from its range (an IPv4 /24, an IPv6 /48). A wrong owner code counts like one of an appeal (5 an hour per parcel and address).`,
      "The visitor is e-mailed an acknowledgement through the outbox, in the request's transaction, and again when the office corrects or declines it.",
      STORED_LANGUAGE_DOC,
    ].join(' '),
    errors: {
      400: `The schema's messages (for example ${q(M.topicRequired)}, ${q(M.correctValueRequired)} or 'Email is not valid'), ${q(M.documentInvalid)}, or ${q(OWNER_CODE_MESSAGES.wrong)} (field ownerCode).`,
      404: q(M.parcelNotFound),
      409: `${q(M.tooManyOpen("Harbor County Assessor's Office"))} (a proven request only)`,
      429: `${q(CHANGE_REQUEST_LIMIT_MESSAGES.unproven(3600))} past a cap on requests without proof, or the wrong owner codes' limit; Retry-After gives the seconds.`,
      415: 'A body that is not JSON.',
    },
  },
  [`GET ${api('/office/change-requests')}`]: {
    tag: 'Office desk',
    summary: "Staff: the county's change requests, newest first, 25 a page, optionally of one status, with the count of each status",
    description: `status: one of ${CHANGE_REQUEST_STATUSES.join(', ')}. Each request comes with its parcel's address and what the records show now for its topic (onRecord), and its document's name and size.`,
    errors: { 400: `${q(M.statusInvalid)} or ${q(M.pageInvalid)}`, ...STAFF },
  },
  [`GET ${api('/office/change-requests/:request')}`]: {
    tag: 'Office desk',
    summary: 'Staff: one change request, by id or by reference as read out (hc 26 7k3qpm)',
    errors: STAFF,
  },
  [`GET ${api('/office/change-requests/:request/document')}`]: {
    tag: 'Office desk',
    summary: "Staff: a change request's document (disposition=inline for a type a browser shows safely; otherwise an attachment)",
    errors: { ...STAFF, 404: `${STAFF[404]}, or ${q(M.documentMissing)}` },
    binaryResponse: 'The bytes as uploaded.',
  },
  [`POST ${api('/office/change-requests/:request/status')}`]: {
    tag: 'Office desk',
    summary: 'Staff: move a change request on (received -> in-review -> corrected or declined), with an optional note',
    description:
      'Audited as change-request-status-changed with who, before, after and the note. Corrected and declined are final and e-mailed to the visitor (without the note, which stays at the office).',
    errors: {
      400: `${q(M.statusInvalid)} or ${q(M.noteTooLong)}`,
      ...STAFF,
      403: `A role without the permission: ${q(roleRefusal('change-requests.change', 'clerk'))}`,
      409: q(M.moveNotAllowed('corrected', 'declined')),
    },
  },
};
