// No zod here: the shell's audit page needs only the words and sizes, not the schema library.

/** Rows of one page of GET /audit unless `size` says otherwise (at most AUDIT_MAX_PAGE_SIZE). */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 100;

/**
 * Every action the audit trail records, as the audit page names them in English (its action filter
 * offers these; the shell's catalogues have them in each language). The API's `recordAudit` takes
 * only these, so an action it records without a name here does not compile.
 */
export const AUDIT_ACTION_LABELS = {
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'sign-in-failed': 'Sign-in failed',
  'sign-in-rate-limited': 'Sign-in refused: too many attempts',
  'appeal-filed-on-behalf': 'Appeal filed on behalf',
  'appeal-status-changed': 'Appeal status changed',
  'appeal-kept': "Appeal kept: takes the parcel's place",
  'appeal-confirmation-resent': 'Confirmation email asked for again by the filer',
  'appeal-email-changed': 'Email address corrected by the filer before confirming',
  'appeal-evidence-added': 'Evidence added',
  'appeals-exported': 'Appeals downloaded (CSV)',
  'decision-letter-approved': 'Decision letter approved and sent',
  'hearing-panel-added': 'Hearing panel added',
  'hearing-session-added': 'Hearing session added',
  'hearing-move-asked': 'Filer asked to move the hearing',
  'hearing-move-refused': 'Request to move the hearing refused',
  'meeting-booked-on-behalf': 'Meeting booked on behalf',
  'meeting-attended': 'Meeting marked attended',
  'meeting-cancelled': 'Meeting cancelled by the office',
  'availability-added': 'Time slots added',
  'availability-removed': 'Time slots removed',
  'change-request-sent-on-behalf': 'Correction request sent on behalf',
  'change-request-status-changed': 'Correction request status changed',
  'county-created': 'County created',
  'county-settings-changed': 'County settings changed',
  'season-added': 'Appeal season added',
  'season-dates-changed': 'Appeal season dates changed',
  'season-opened': 'Appeal season opened',
  'season-closed': 'Appeal season closed',
  'reason-added': 'Appeal reason added',
  'reason-changed': 'Appeal reason changed',
  'reason-moved': 'Appeal reason moved',
  'place-added': 'Meeting location added',
  'place-changed': 'Meeting location changed',
  'place-offered': 'Meeting location offered',
  'place-stopped': 'Meeting location no longer offered',
  'parcel-roll-imported': 'Parcel roll loaded',
  'parcel-roll-upload-started': 'Parcel roll upload started',
  'parcel-roll-upload-finished': 'Parcel roll upload finished',
  'owner-codes-issued': 'Owner codes issued',
  'staff-invited': 'Staff member invited',
  'staff-invitation-withdrawn': 'Staff invitation withdrawn',
  'staff-invitation-accepted': 'Staff invitation accepted',
  'staff-role-changed': "Staff member's role changed",
  'staff-disabled': 'Staff account disabled',
} as const satisfies Readonly<Record<string, string>>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];
export const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_ACTION_LABELS, action);

/** The filter of rows without an account: refusals for an e-mail that belongs to no account. */
export const AUDIT_NO_ACCOUNT = 'none';

/** GET /audit's refusals of its query, and the audit page's own check of the dates. */
export const AUDIT_QUERY_MESSAGES = {
  cursor: 'The page position must be the number of an audit event (a whole number from 0).',
  bothCursors: 'Ask for the events before one event or after it, not both.',
  size: `The page size must be a whole number from 1 to ${AUDIT_MAX_PAGE_SIZE}.`,
  action: 'The action must be the name of an audit action, such as sign-in-failed.',
  account: `The account must be the id of a staff account, or "${AUDIT_NO_ACCOUNT}" for sign-ins with an unknown email.`,
  date: 'Enter the date as year, month and day, such as 2026-01-15.',
  dateOrder: 'The "From" date must be on or before the "To" date.',
} as const;
