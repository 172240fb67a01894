import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OFFICE_MESSAGES, OFFICE_NOTE_MAX, plainText } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { requireRole } from '../staff/roles';
import { changeAppealStatus, staffAppealStatusSchema, statusChangeBodySchema, STATUS_MESSAGES } from './appeal-status';
import { keepAppeal } from './keep-appeal';
import { registerDecisionLetterRoutes } from '../appeal-lifecycle/decision-letter-routes';

const keepBodySchema = z.object({ note: plainText().max(OFFICE_NOTE_MAX, { error: OFFICE_MESSAGES.noteTooLong }).optional() }).optional();
const keptSchema = z.object({ id: z.string(), reference: z.string(), proof: z.string().nullable(), holdsPlace: z.boolean() });

/** The appeal's id, or its reference as a filer reads it out (`HC-26-7K3QPM`). */
const appealParams = z.object({ appeal: z.string().min(1).max(100) });

/**
 * POST /appeals/{appeal}/status (staff): moves an appeal along its timeline and e-mails the filer,
 * in one transaction (appeal-status.ts). 401 for the public, like the audit trail, before the body is read.
 */
export function registerAppealStatusRoute(api: FastifyInstance, db: Database): void {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/appeals/:appeal/status',
    {
      onRequest: requireRole('appeals.move', STATUS_MESSAGES.staffOnly),
      schema: { params: appealParams, body: statusChangeBodySchema, response: { 200: staffAppealStatusSchema } },
    },
    async (request) =>
      changeAppealStatus(db, {
        tenantId: request.tenant.id,
        accountId: request.staff!.accountId,
        appeal: request.params.appeal,
        change: request.body,
        timeZone: countyTimeZone(request.settings),
        offerDays: request.settings['appeal.offer_answer_days'],
        letterCheck: request.settings['appeal.letter_check'],
      }),
  );
  // POST /appeals/{appeal}/keep (staff): an appeal filed without proof takes the parcel's place (keep-appeal.ts).
  api
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/appeals/:appeal/keep',
      { onRequest: requireRole('appeals.move', STATUS_MESSAGES.staffOnly), schema: { params: appealParams, body: keepBodySchema, response: { 200: keptSchema } } },
      async (request) => keepAppeal(db, { tenantId: request.tenant.id, accountId: request.staff!.accountId, appeal: request.params.appeal, note: request.body?.note }),
    );
  // A decision's letter: the queue of letters to check, its preview and the second person's approval (appeal-lifecycle/decision-letter-routes.ts).
  registerDecisionLetterRoutes(api, db);
}
