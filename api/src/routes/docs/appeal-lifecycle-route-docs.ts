import {
  APPEAL_TRANSITIONS,
  HEARING_MESSAGES,
  OFFICE_MESSAGES,
  roleRefusal,
  DECIDED_BY_MAX,
  DECISION_EXPLANATION_MAX,
  DECISION_REASONS_MAX,
  OFFER_NOTE_MAX,
  STEP_MESSAGES as M,
} from 'mfe-shared/schemas';
import { LETTER_MESSAGES as L } from '../../capabilities/appeal-lifecycle/decision-letter';
import { DOCUMENT_LANGUAGE_DOC } from './language-docs';
import type { RouteDoc } from './route-doc';

const q = (message: string) => `'${message}'`;
const api = (path: string) => `/:tenant/api${path}`;
const LINK = "The status link's signed token (the e-mails' link, or the confirmation link): 404 for a forged, altered or other county's token, 410 for an expired one.";

/** What a move of the lifecycle needs beyond its status, for POST /appeals/{appeal}/status (docs/product.md#appeal-lifecycle). */
export const LIFECYCLE_MOVE_DOC = [
  `Named moves (mfe-shared APPEAL_TRANSITIONS): ${Object.entries(APPEAL_TRANSITIONS)
    .map(([name, move]) => `${name} (${move.from.join('|')} -> ${move.to}, by ${move.by.join(' or ')})`)
    .join('; ')}.`,
  `'offer-made' needs offer { amount (whole dollars), note (at most ${OFFER_NOTE_MAX} characters, the filer reads it), answerBy (YYYY-MM-DD on the county's clock; else appeal.offer_answer_days from today) }; the filer answers it by POST /status/{token}/offer, and one not answered by the end of its day lapses (offer-declined, by the portal).`,
  `'decided' needs decidedValue and decision { reasons (1 to ${DECISION_REASONS_MAX} ids of GET /office/decision-reasons), explanation (at most ${DECISION_EXPLANATION_MAX}), decidedBy (a panel or an officer's title, at most ${DECIDED_BY_MAX}; none given, none shown to the filer, who is never told a staff member's name) }; a decision after a hearing needs 'hearing-held' first.`,
  'Withdrawing or closing an appeal with an offer waiting declines the offer.',
  "Every 'decided' step writes the decision's letter: when the county checks its letters (appeal.letter_check, on by default) it awaits a second person's approval (POST /office/appeals/{appeal}/letter/approve), and the filer is neither e-mailed nor shown the decision until then; otherwise it is sent with the step.",
].join(' ');

export const LIFECYCLE_MOVE_ERRORS = {
  400: [M.offerValueRequired, M.offerOnlyWithOffer, M.answerByInvalid, M.answerByPast, M.decisionRequired, M.decisionReasonUnknown, M.decisionOnlyWhenDecided].map(q).join(', '),
  409: q(M.hearingHeldFirst),
};

const OFFICE_OFF = q(OFFICE_MESSAGES.disabled);
const LETTER_STAFF = {
  401: `${q(OFFICE_MESSAGES.staffOnly)} (also for a session of another county)`,
  404: `${q(OFFICE_MESSAGES.notFound)} (also another county's appeal), or ${OFFICE_OFF}`,
};

/** A decision's letter and the second person's check (docs/product.md#appeal-lifecycle). */
export const DECISION_LETTER_ROUTE_DOCS: Record<string, RouteDoc> = {
  [`GET ${api('/office/letters')}`]: {
    tag: 'Office desk',
    summary: "Staff: the county's decision letters in one state (status: awaiting-check, the default, or sent), the oldest decision first, a page at a time",
    description:
      'Each with its appeal (id, reference, parcel, language), the values before (as filed) and after, when the decision was recorded and by whom (null for a settlement: settled), who approved it and when, and canApprove: whether the signed-in staff member may approve it now (it awaits its check, their role has letters.approve, and they did not record the decision).',
    errors: { 400: 'A status, page or pageSize the query cannot use.', 401: LETTER_STAFF[401], 404: OFFICE_OFF },
  },
  [`GET ${api('/office/appeals/:appeal/letter')}`]: {
    tag: 'Office desk',
    summary: "Staff: an appeal's decision letter (by id or reference), as GET /office/letters lists it",
    errors: { 401: LETTER_STAFF[401], 404: `${LETTER_STAFF[404]}, or ${q(L.letterNone)}` },
  },
  [`GET ${api('/office/appeals/:appeal/letter.pdf')}`]: {
    tag: 'Office desk',
    summary: "Staff: the decision letter's PDF, in any state: the preview of what the filer is sent (tagged, in the filing's language)",
    description: `${DOCUMENT_LANGUAGE_DOC} A letter awaiting its check is dated today; a sent one, the day it was sent, from which a further appeal's days count.`,
    errors: { 401: LETTER_STAFF[401], 404: `${LETTER_STAFF[404]}, or ${q(L.letterNone)}` },
    binaryResponse: 'The letter, shown in the browser (Content-Disposition: inline).',
    binaryType: 'application/pdf',
  },
  [`POST ${api('/office/appeals/:appeal/letter/approve')}`]: {
    tag: 'Office desk',
    summary: "Appraisers and administrators: approve a decision's letter as the second person: it is sent, and the filer e-mailed the decision with it attached",
    description:
      "The staff member who recorded the decision cannot approve its letter; a settlement's (the portal's, after the filer accepted an offer) any of them may. One transaction with the letter's row locked: of two approvals at once one counts. Audited as decision-letter-approved { appealId, changeId, decidedBy }. Answers the letter, now sent.",
    errors: {
      401: `${q(L.letterStaffOnly)} (also for a session of another county)`,
      403: `A role without the permission: ${q(roleRefusal('letters.approve', 'clerk'))}`,
      404: `${LETTER_STAFF[404]}, or ${q(L.letterNone)}`,
      409: `${q(L.secondPerson)} or ${q(L.letterSentAlready)}`,
    },
  },
  [`GET ${api('/status/:token/decision-letter.pdf')}`]: {
    tag: 'Status links',
    summary: "The decision's letter (PDF) with an appeal's status token, once it is sent: the same document the decision's e-mail attaches",
    description: DOCUMENT_LANGUAGE_DOC,
    errors: {
      400: "A meeting's token: 'This link is for a meeting, not an appeal.'",
      404: `A token that is not valid here, or ${q(L.letterNotReady)} (not decided, or the letter awaits the office's check)`,
      410: 'An expired link.',
    },
    binaryResponse: 'The letter, as an attachment.',
    binaryType: 'application/pdf',
  },
};

/** The filer's moves by the status link, the office's list of decision reasons, and the decision letters. */
export const APPEAL_LIFECYCLE_ROUTE_DOCS: Record<string, RouteDoc> = {
  [`POST ${api('/status/:token/offer')}`]: {
    tag: 'Status links',
    summary: "Accept or decline the county's offer on an appeal: { answer: 'accept' | 'decline' }; answers the status page's view",
    description: [
      LINK,
      "Accepting settles the appeal: the step 'offer-accepted', then 'decided' at the offer's value with no hearing (one e-mail, the decision's). Declining: 'offer-declined'; the county holds a hearing or decides.",
      "Answered once, before the end of the offer's last day on the county's clock; a late answer finds the offer lapsed.",
    ].join(' '),
    errors: {
      400: `${q(M.answerInvalid)} or a token for a meeting.`,
      404: 'A token that is not valid here.',
      409: `${q(M.noOffer)} (none waits, or it was answered), or ${q(M.offerLapsed('March 10, 2026'))}`,
      410: 'An expired link.',
      415: 'A body that is not JSON.',
    },
  },
  [`POST ${api('/status/:token/withdraw')}`]: {
    tag: 'Status links',
    summary: "Withdraw an appeal by its filer, until its hearing is held; the parcel's place is freed; answers the status page's view",
    description: `${LINK} An offer waiting for an answer is declined with it. The filer is e-mailed the step, in the filing's language.`,
    errors: {
      400: 'A token for a meeting.',
      404: 'A token that is not valid here.',
      409: `${q(M.notWithdrawable)} (decided, withdrawn, closed, or the hearing held; also a filing not yet confirmed) or ${q(M.hearingPassed)}`,
      410: 'An expired link.',
    },
  },
  [`POST ${api('/status/:token/evidence')}`]: {
    tag: 'Status links',
    summary: "Add the filer's evidence to an appeal: { documents: [ids of uploads, POST /documents] }; answers the status page's view",
    description: `${LINK} Until the appeal is decided (or its hearing held), and not later than appeal.filer_evidence_days before the hearing; at most file_upload.max_files documents in all. An upload already sent with a filing, or evidence of another appeal, is refused. The county sees it at once; the filer sees the county's from appeal.evidence_exchange_days before the hearing (evidence in the status answer).`,
    errors: {
      400: `${q(M.evidenceNotFound)}, ${q(M.evidenceRequired)} or ${q(M.evidenceTooMany(5))}`,
      404: 'A token that is not valid here.',
      409: `${q(M.evidenceClosed)} or ${q(M.evidenceLate('May 19, 2026'))}`,
      410: 'An expired link.',
      415: 'A body that is not JSON.',
    },
  },
  [`GET ${api('/status/:token/evidence/:file')}`]: {
    tag: 'Status links',
    summary: "Download a document of the filer's own evidence, or of the county's once the filer may see it",
    description: LINK,
    binaryResponse: 'The document, as an attachment.',
    errors: { 404: `${q(M.evidenceNotFound)} (also the county's before the exchange date, and another appeal's), or a token that is not valid here.`, 410: 'An expired link.' },
  },
  [`POST ${api('/office/appeals/:appeal/evidence')}`]: {
    tag: 'Office desk',
    summary: "Staff: add the county's evidence to an appeal: { documents: [ids of uploads] }; answers the appeal as the office sees it",
    description: 'Audited as appeal-evidence-added { appealId, side, documents }. The filer sees it from appeal.evidence_exchange_days before the hearing.',
    errors: {
      400: q(M.evidenceNotFound),
      401: 'Not signed in as staff of this county.',
      404: "The appeal's 'We could not find that appeal in this county.'",
      409: q(M.evidenceClosed),
      415: 'A body that is not JSON.',
    },
  },
  [`POST ${api('/status/:token/hearing/move')}`]: {
    tag: 'Status links',
    summary: "Ask once to move the appeal's hearing, with why: { reason }; answers the status page's view",
    description: `${LINK} Before the hearing's time. The office answers by moving it (the new time is e-mailed as the hearing's notice) or by refusing with its reasons (e-mailed). Audited as hearing-move-asked (the reason is kept on the hearing, not in the trail).`,
    errors: {
      400: q(HEARING_MESSAGES.moveReasonRequired),
      404: 'A token that is not valid here.',
      409: [HEARING_MESSAGES.noHearing, HEARING_MESSAGES.moveAskedAlready, HEARING_MESSAGES.movePassed].map(q).join(', '),
      410: 'An expired link.',
      415: 'A body that is not JSON.',
    },
  },
  [`GET ${api('/office/decision-reasons')}`]: {
    tag: 'Office desk',
    summary: 'Staff: the reasons the county gives for its decisions (id, English, Spanish, whether offered); a county that has set none gets the starting list',
    errors: { 401: 'Not signed in as staff of this county.' },
  },
  ...DECISION_LETTER_ROUTE_DOCS,
};

const H = HEARING_MESSAGES;
const STAFF_ONLY = { 401: 'Not signed in as staff of this county.', 403: 'A role without the permission, or a write with the staff cookie from another web site.' };

/** Hearing panels, their sessions, scheduling and the docket (docs/product.md#hearings). */
export const HEARING_ROUTE_DOCS: Record<string, RouteDoc> = {
  [`GET ${api('/office/panels')}`]: { tag: 'Hearings', summary: "Staff: the county's hearing panels (name, members, in a room or by video)", errors: STAFF_ONLY },
  [`POST ${api('/office/panels')}`]: {
    tag: 'Hearings',
    summary: 'Administrators: add a hearing panel: { name, members[], mode: in-person (with room) | video (with videoUrl, https) }',
    description: 'Audited as hearing-panel-added.',
    errors: { 400: [H.panelNameRequired, H.roomRequired, H.videoUrlInvalid, H.modeInvalid].map(q).join(', '), ...STAFF_ONLY, 415: 'A body that is not JSON.' },
  },
  [`GET ${api('/office/panels/:panel/sessions')}`]: {
    tag: 'Hearings',
    summary: "Staff: the panel's sessions from now on, each with how many hearings are booked in it",
    errors: { 400: q(H.panelNotFound), ...STAFF_ONLY },
  },
  [`GET ${api('/office/panels/:panel/free-times')}`]: {
    tag: 'Hearings',
    summary:
      "Staff: the panel's next free hearing times (?from= ISO 8601 with offset, ?limit= 1 to 100, 20 unsaid), never sooner than appeal.hearing_notice_days: { minutes, results: [{ startsAt }] }",
    description: 'A reading: another scheduling may take a time before it is chosen, and POST /office/hearings then refuses it. From 2.18.0.',
    errors: { 400: `${q(H.panelNotFound)}, ${q(H.startsAtInvalid)} or ${q(H.freeTimesLimit)}`, ...STAFF_ONLY, 404: q(H.panelNotFound) },
  },
  [`POST ${api('/office/panels/:panel/sessions')}`]: {
    tag: 'Hearings',
    summary: 'Administrators: add a session of the panel: { startsAt, endsAt } (ISO 8601 with offset), within a day, not over another of its sessions',
    description: 'Audited as hearing-session-added.',
    errors: { 400: `${q(H.sessionTimesInvalid)} or ${q(H.sessionOrder)}`, ...STAFF_ONLY, 404: q(H.panelNotFound), 409: q(H.sessionOverlaps), 415: 'A body that is not JSON.' },
  },
  [`POST ${api('/office/hearings')}`]: {
    tag: 'Hearings',
    summary: "Staff: schedule one appeal's hearing on a panel at a time of one of its sessions: { appeal (id or reference), panel, startsAt? }",
    description:
      "The time must be at least appeal.hearing_notice_days (15) away, inside a session of the panel and on its grid of appeal.hearing_minutes (15 or 30) from the session's start, and free: the panel's row is locked while it is checked and written, so of many requests for one time one wins. Without startsAt (from 2.18.0), the panel's next free time, chosen under the same lock. An appeal with a hearing has it moved, which answers the filer's request to move it. Makes the appeal's 'hearing-scheduled' step (its e-mail is the filer's notice).",
    errors: {
      400: `${q(H.startsAtInvalid)}, ${q(H.appealInvalid)} or ${q(H.panelNotFound)}`,
      ...STAFF_ONLY,
      404: `${q(H.panelNotFound)} or the appeal's 'We could not find that appeal in this county.'`,
      409: [H.tooSoon(15), H.notInSession, H.notOnTheGrid(15), H.panelBusy, H.noFreeTimes].map(q).join(', ') + ', or a move the lifecycle does not allow',
      415: 'A body that is not JSON.',
    },
  },
  [`POST ${api('/office/hearings/bulk')}`]: {
    tag: 'Hearings',
    summary: "Staff: schedule a selection of appeals (up to 1000) on a panel at its next free times from `from`, in the selection's order",
    description: `One transaction with the panel locked. Answers { scheduled: [{ id, appeal, reference, startsAt, minutes, panel }], refused: [{ appeal, message }] }: an appeal that cannot be heard (not found, not confirmed, a status that cannot move to a hearing, or ${q(H.noFreeTimes)}) is refused with why and the others scheduled.`,
    errors: { 400: `${q(H.tooManyAppeals)} or ${q(H.panelNotFound)}`, ...STAFF_ONLY, 404: q(H.panelNotFound), 415: 'A body that is not JSON.' },
  },
  [`POST ${api('/office/hearings/:hearing/move-request/refuse')}`]: {
    tag: 'Hearings',
    summary: "Staff: refuse the filer's request to move a hearing: { note } (sent to the filer); to accept it, schedule the appeal at another time (POST /office/hearings)",
    description: "Audited as hearing-move-refused; the filer is e-mailed the note in the filing's language.",
    noContent: { status: 204, description: 'Refused; the hearing stays.' },
    errors: { 400: q(H.moveNoteRequired), ...STAFF_ONLY, 404: q(H.hearingNotFound), 409: q(H.noMoveRequest), 415: 'A body that is not JSON.' },
  },
  [`GET ${api('/office/hearings')}`]: {
    tag: 'Hearings',
    summary:
      "Staff: the docket: a day's hearings (the county's calendar day) by panel and time, each with its panel's room or video link and its appeal (with the filer's opinion of value); optionally one panel",
    errors: { 400: `${q(H.dayInvalid)} or ${q(H.panelNotFound)}`, ...STAFF_ONLY },
  },
  [`GET ${api('/office/hearings.csv')}`]: {
    tag: 'Hearings',
    summary: 'Staff: the docket as CSV (UTF-8 with BOM; cells a spreadsheet would run as formulas start with an apostrophe)',
    binaryResponse: 'The CSV file, as an attachment.',
    binaryType: 'text/csv',
    errors: { 400: q(H.dayInvalid), ...STAFF_ONLY },
  },
};
