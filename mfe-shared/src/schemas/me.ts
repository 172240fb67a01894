import { z } from 'zod';

/** GET /me: a staff account when `accountId` is present, otherwise a public visitor. */
export const meSchema = z.object({
  accountId: z.string().min(1).nullish(),
  name: z.string().nullish(),
});
export type Me = z.infer<typeof meSchema>;

export const errorBodySchema = z.object({ message: z.string() });
