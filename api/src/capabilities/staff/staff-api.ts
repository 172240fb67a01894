import type { FastifyInstance } from 'fastify';
import type { Database } from '../../infrastructure/db/client';
import { registerAuditRoute } from './audit-route';
import { registerInvitationRoutes } from './invitation-routes';
import { registerMeRoute } from './me-route';
import { registerSessionRoutes } from './session-routes';
import { staffSessionHook } from './staff-session-hook';

/**
 * Staff sign-in for the tenant API. Call inside the `/:tenant/api` scope right after the
 * hook that loads the county: the session hook needs `request.tenant`, and every route after it
 * can read `request.staff`.
 */
export function registerStaff(api: FastifyInstance, db: Database): void {
  api.addHook('onRequest', staffSessionHook(db));
  registerMeRoute(api);
  registerSessionRoutes(api, db);
  registerAuditRoute(api, db);
  registerInvitationRoutes(api, db);
}
