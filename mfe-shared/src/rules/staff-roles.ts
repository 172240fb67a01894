// No zod here: the singleton reads the role of GET /me, and the API checks every staff call by this list.

/** What a staff member is at the office (`staff_accounts.role`, `npm run staff -- add --role`). */
export const STAFF_ROLES = ['clerk', 'appraiser', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  clerk: 'Clerk',
  appraiser: 'Appraiser',
  administrator: 'Administrator',
};

const EVERY_ROLE = STAFF_ROLES;
const ADMINISTRATORS = ['administrator'] as const;
const APPRAISERS = ['appraiser', 'administrator'] as const;

/**
 * Which role may do what: the one list. The API refuses a staff call whose permission the session's
 * role lacks (api/src/capabilities/staff/roles.ts, `requireRole`); the office's screens hide what the role cannot do.
 * Widening a permission here widens it everywhere at once.
 */
export const STAFF_PERMISSIONS = {
  /** The audit trail (GET /audit). */
  'audit.read': EVERY_ROLE,
  /** File an appeal on someone's behalf (POST /appeals with `staff`). */
  'appeals.file': EVERY_ROLE,
  /** The queue, an appeal, its documents, the CSV export (GET /office/appeals...). */
  'appeals.read': EVERY_ROLE,
  /** Move an appeal along its timeline (POST /appeals/{appeal}/status). */
  'appeals.move': EVERY_ROLE,
  /** Check and approve a decision's letter before it is sent, as the second person (POST /office/appeals/{appeal}/letter/approve). */
  'letters.approve': APPRAISERS,
  /** The meetings' day view and lists, the places, the attendees' documents (GET /office/meetings..., /office/places). */
  'meetings.read': EVERY_ROLE,
  /** Mark a meeting attended, cancel it for the attendee (POST /office/meetings/{meeting}/...). */
  'meetings.change': EVERY_ROLE,
  /** Add and remove time slots by a weekly pattern, and preview it (POST /office/availability...). */
  'availability.change': ADMINISTRATORS,
  /** The change requests visitors sent from a county's page, and their documents (GET /office/change-requests...). */
  'change-requests.read': EVERY_ROLE,
  /** Move a change request on: in review, corrected, declined (POST /office/change-requests/{request}/status). */
  'change-requests.change': EVERY_ROLE,
  /** The county's console: its settings, services, appeal seasons and reasons, meeting locations, hearing panels, parcel roll and staff accounts (GET and POST /office/county/...). */
  'county.administer': ADMINISTRATORS,
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

/** What a permission lets staff do, in a sentence's words ("... cannot change the meeting times"). */
const PERMISSION_ACTIONS: Readonly<Record<StaffPermission, string>> = {
  'audit.read': 'read the audit trail',
  'appeals.file': 'file appeals on behalf of the public',
  'appeals.read': 'see the appeals',
  'appeals.move': 'move appeals along their timeline',
  'letters.approve': 'approve decision letters',
  'meetings.read': 'see the meetings',
  'meetings.change': 'change meetings',
  'availability.change': 'change the meeting times',
  'change-requests.read': 'see the change requests',
  'change-requests.change': 'answer change requests',
  'county.administer': "change the county's settings, services, seasons, appeal reasons, meeting locations, hearing panels, parcel roll and staff accounts",
};

export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** Whether a role may do something; an unknown or missing role may nothing. */
export const staffMay = (role: string | null | undefined, permission: StaffPermission): boolean =>
  isStaffRole(role) && (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);

const plural = (role: StaffRole) => `${STAFF_ROLE_LABELS[role].toLowerCase()}s`;

/** The API's 403 for a role without the permission, and what a screen says instead of the form. */
export function roleRefusal(permission: StaffPermission, role: string | null | undefined): string {
  const allowed = STAFF_PERMISSIONS[permission] as readonly StaffRole[];
  const who = allowed.length === 1 ? `Only ${plural(allowed[0])}` : `Only ${allowed.slice(0, -1).map(plural).join(', ')} and ${plural(allowed[allowed.length - 1])}`;
  const label = isStaffRole(role) ? STAFF_ROLE_LABELS[role].toLowerCase() : '';
  const yours = label ? ` You are signed in as ${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}.` : '';
  return `${who} can ${PERMISSION_ACTIONS[permission]}.${yours} Ask an administrator of your office if you need to.`;
}
