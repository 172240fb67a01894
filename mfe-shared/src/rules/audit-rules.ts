// No zod here: the shell's audit page needs only the words and sizes, not the schema library.

/** Rows of one page of GET /audit unless `size` says otherwise (at most AUDIT_MAX_PAGE_SIZE). */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 100;

/** The actions the audit trail records, as the audit page names them (its action filter offers these). */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'sign-in-failed': 'Sign-in failed',
  'sign-in-rate-limited': 'Sign-in refused: too many attempts',
  'appeal-filed-on-behalf': 'Appeal filed on behalf',
  'appeal-status-changed': 'Appeal status changed',
  'appeal-kept': "Appeal kept: takes the parcel's place",
  'appeal-confirmation-resent': 'Confirmation e-mail asked for again by the filer',
  'appeal-email-changed': 'E-mail address corrected by the filer before confirming',
  'appeals-exported': 'Appeals exported (CSV)',
  'meeting-booked-on-behalf': 'Meeting booked on behalf',
  'meeting-attended': 'Meeting marked attended',
  'meeting-cancelled': 'Meeting cancelled by the office',
  'availability-added': 'Time slots added',
  'availability-removed': 'Time slots removed',
  'change-request-sent-on-behalf': 'Change request sent on behalf',
};

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
