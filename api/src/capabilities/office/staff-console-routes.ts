import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleStaffAccountSchema, consoleStaffResponseSchema, STAFF_CHANGE_MESSAGES, staffAccountChangeSchema } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { HttpError } from '../../infrastructure/http/http-error';
import { changeStaffAccount, consoleStaffAccounts, findConsoleStaffAccount } from '../staff/staff-admin';
import { CONSOLE_STAFF_ONLY } from './county-console-routes';
import { officeCall } from './office-access';

const accountParams = z.object({ account: z.uuid() });

/**
 * The county console's staff accounts (docs/product.md#county-console): the list, another role, or
 * disabled (its sessions end at once). An administrator never changes their own account here, so
 * the console cannot lock its last administrator out; `npm run staff` can.
 */
export function registerStaffConsoleRoutes(api: FastifyInstance, db: Database): void {
  const office = api.withTypeProvider<ZodTypeProvider>();
  const administrators = officeCall('county.administer', CONSOLE_STAFF_ONLY);

  office.get('/office/county/staff', { onRequest: administrators, schema: { response: { 200: consoleStaffResponseSchema } } }, async (request) => ({
    results: await consoleStaffAccounts(db, request.tenant.id),
  }));

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
