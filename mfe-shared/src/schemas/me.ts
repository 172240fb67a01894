import { z } from 'zod';
import { STAFF_ROLES } from '../rules/staff-roles';

/** GET /me: a staff account when `accountId` is present, otherwise a public visitor. */
export const meSchema = z.object({
  accountId: z.string().min(1).nullish(),
  name: z.string().nullish(),
  /** The staff member's role (2.4.0; optional: an older API sends none), so screens hide what it may not do. */
  role: z.enum(STAFF_ROLES).nullish(),
});
export type Me = z.infer<typeof meSchema>;

export const errorBodySchema = z.object({ message: z.string() });
