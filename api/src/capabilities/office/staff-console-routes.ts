import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consoleStaffAccountSchema,
  consoleStaffResponseSchema,
  newStaffInvitationSchema,
  STAFF_CHANGE_MESSAGES,
  staffAccountChangeSchema,
  staffInvitationSchema,
  staffInvitationsResponseSchema,
} from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { answeringRefusals, HttpError } from '../../infrastructure/http/http-error';
import { requestLanguage } from '../../infrastructure/i18n/request-language';
import { changeStaffAccount, consoleStaffAccounts, findConsoleStaffAccount } from '../staff/staff-admin';
import { inviteStaff, invitationRefusalStatus, pendingInvitations, withdrawInvitation } from '../staff/staff-invitations';
import { CONSOLE_STAFF_ONLY } from './county-console-routes';
import { officeCall } from './office-access';

const accountParams = z.object({ account: z.uuid() });
const invitationParams = z.object({ invitation: z.uuid() });

const refusing = <T>(work: () => Promise<T>) => answeringRefusals(work, invitationRefusalStatus);

/**
 * The county console's staff accounts (docs/product.md#county-console): the list, another role, or
 * disabled (its sessions end at once); invitations by e-mail, waiting or withdrawn. An administrator never changes their own account here, so
 * the console cannot lock its last administrator out; `npm run staff` can.
 */
export function registerStaffConsoleRoutes(api: FastifyInstance, db: Database): void {
  const office = api.withTypeProvider<ZodTypeProvider>();
  const administrators = officeCall('county.administer', CONSOLE_STAFF_ONLY);

  office.get('/office/county/staff', { onRequest: administrators, schema: { response: { 200: consoleStaffResponseSchema } } }, async (request) => ({
    results: await consoleStaffAccounts(db, request.tenant.id),
  }));

  office.get('/office/county/staff/invitations', { onRequest: administrators, schema: { response: { 200: staffInvitationsResponseSchema } } }, async (request) => ({
    results: await pendingInvitations(db, request.tenant.id),
  }));

  office.post(
    '/office/county/staff/invitations',
    { onRequest: administrators, schema: { body: newStaffInvitationSchema, response: { 201: staffInvitationSchema } } },
    async (request, reply) => {
      const invitation = await refusing(() => inviteStaff(db, request.tenant.id, { ...request.body, language: requestLanguage(request) }, request.staff!.accountId));
      return reply.code(201).send(invitation);
    },
  );

  office.delete('/office/county/staff/invitations/:invitation', { onRequest: administrators, schema: { params: invitationParams } }, async (request, reply) => {
    await refusing(() => withdrawInvitation(db, request.tenant.id, request.params.invitation, request.staff!.accountId));
    return reply.code(204).send();
  });

  office.post(
    '/office/county/staff/:account',
    { onRequest: administrators, schema: { params: accountParams, body: staffAccountChangeSchema, response: { 200: consoleStaffAccountSchema } } },
    async (request) => {
      const account = await findConsoleStaffAccount(db, request.tenant.id, request.params.account);
      if (!account) throw new HttpError(404, STAFF_CHANGE_MESSAGES.notFound);
      if (account.id === request.staff!.accountId) throw new HttpError(409, STAFF_CHANGE_MESSAGES.yourOwn);
      return changeStaffAccount(db, request.tenant.id, account, request.body, request.staff!.accountId);
    },
  );
}
