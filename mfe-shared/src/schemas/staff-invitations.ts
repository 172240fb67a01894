import { z } from 'zod';
import { STAFF_ROLES } from '../rules/staff-roles';
import { filerEmailSchema } from './filer';
import { CONSOLE_FORM_MESSAGES as F } from './office-county';
import { plainText } from './plain-text';

/**
 * Invitations to the office desk (docs/product.md#county-console): an administrator invites a
 * person by e-mail; the link lets them choose their password once, before it expires.
 */
export const STAFF_INVITATION_DAYS = 7;
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 1024;

export const STAFF_INVITATION_MESSAGES = {
  nameRequired: 'Enter the name of the person you are inviting.',
  nameTooLong: 'The name must be 200 characters or fewer.',
  roleRequired: 'Choose a role for the person you are inviting.',
  hasAccount: (email: string) => `${email} already has a staff account in this county. Change its role on this page instead.`,
  pending: (email: string) => `${email} already has an invitation waiting. Withdraw it to send a new one.`,
  notFound: 'We could not find that invitation. Reload the page to see the invitations waiting.',
  linkNotWorking: 'This invitation link does not work. It may have expired, been used already or been withdrawn. Ask an administrator of your office to invite you again.',
  passwordTooShort: `Your password must be at least ${STAFF_PASSWORD_MIN} characters long.`,
  passwordTooLong: `Your password must be ${STAFF_PASSWORD_MAX} characters or fewer.`,
} as const;
const M = STAFF_INVITATION_MESSAGES;

/** POST /office/county/staff/invitations */
export const newStaffInvitationSchema = z
  .object({
    name: plainText({ error: M.nameRequired }).pipe(z.string().min(1, M.nameRequired).max(200, M.nameTooLong)),
    email: filerEmailSchema,
    role: z.enum(STAFF_ROLES, { error: M.roleRequired }),
  })
  .strict();
export type NewStaffInvitation = z.input<typeof newStaffInvitationSchema>;

/** A pending invitation as the console lists it. */
export const staffInvitationSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(STAFF_ROLES), expiresAt: z.string() });
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
export const staffInvitationsResponseSchema = z.object({ results: z.array(staffInvitationSchema) });

/** GET /staff/invitations/:token: what the invited person is about to accept. */
export const invitationViewSchema = z.object({ name: z.string(), email: z.string(), role: z.enum(STAFF_ROLES), expiresAt: z.string() });
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** POST /staff/invitations/:token/accept */
export const invitationAcceptSchema = z
  .object({ password: z.string({ error: M.passwordTooShort }).min(STAFF_PASSWORD_MIN, M.passwordTooShort).max(STAFF_PASSWORD_MAX, M.passwordTooLong) })
  .strict();
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;

/** The console's invitation form as typed (the API checks it again). */
export const invitationFormSchema = z.object({
  name: z.string().trim().min(1, F.inviteName).max(200, F.inviteNameTooLong),
  email: z
    .string()
    .trim()
    .min(1, F.inviteEmail)
    .refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), F.email),
  role: z.enum(STAFF_ROLES, { error: F.inviteRole }),
});
export type InvitationForm = z.input<typeof invitationFormSchema>;
