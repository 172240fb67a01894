import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '../infrastructure/db/client';
import type { Tenant } from '../infrastructure/db/schema';
import { HttpError } from '../infrastructure/http/http-error';
import { REQUEST_MESSAGES } from '../infrastructure/http/request-messages';
import { rejectUnstorableText } from '../infrastructure/http/unstorable-text';
import { registerAnalyticsRoutes } from '../capabilities/analytics/analytics-routes';
import { registerAppealDraftRoutes } from '../capabilities/appeal-drafts/draft-routes';
import { registerChangeRequestRoutes } from '../capabilities/change-requests/change-request-routes';
import { registerAppealRoutes } from '../capabilities/appeals/appeal-routes';
import { registerComperRoutes } from '../capabilities/comper/comper-routes';
import { registerApiDocsUi } from './docs/api-docs';
import { tenantCors } from '../infrastructure/embed/tenant-cors';
import { registerFileRoutes } from '../capabilities/files/file-routes';
import { registerAnonymousLimits } from '../capabilities/limits/anonymous-limits';
import { registerMeetingRoutes } from '../capabilities/meetings/meeting-routes';
import { registerHearingRoutes } from '../capabilities/hearings/hearing-routes';
import { registerOfficeRoutes } from '../capabilities/office/office-routes';
import { registerParcelRoutes } from '../capabilities/parcels/parcel-routes';
import type { StaffIdentity } from '../capabilities/staff/session-store';
import { registerStaff } from '../capabilities/staff/staff-api';
import { registerStatusRoutes } from '../capabilities/status/status-routes';
import { registerSettingsRoute } from '../capabilities/tenants/settings-route';
import type { CountyFinder } from '../capabilities/tenants/county-cache';
import type { CountySettings } from '../capabilities/tenants/server-settings';
import { unknownTenantMessage } from '../capabilities/tenants/unknown-tenant';

declare module 'fastify' {
  interface FastifyInstance {
    /** The counties of this app's requests, each read once per time to live (county-cache.ts). */
    counties: CountyFinder;
  }
  interface FastifyRequest {
    /** The county of `/:tenant/api/...`, loaded once per request; every query is scoped to it. */
    tenant: Tenant;
    /** Its settings, defaults applied, loaded with it: the one way a route reads them (county-cache.ts). */
    settings: CountySettings;
    /** The signed-in staff member of this county, or null for the public (set by the staff session hook). */
    staff: StaffIdentity | null;
  }
}

/** Registered with the prefix `/:tenant/api`; the county comes from app.counties (county-cache.ts). */
export function tenantApi(db: Database): FastifyPluginAsync {
  return async (api: FastifyInstance) => {
    api.decorateRequest('tenant', null as unknown as Tenant);
    api.decorateRequest('settings', null as unknown as CountySettings);
    api.decorateRequest('staff', null);

    // onRequest, before any body is read: an unknown county is refused without parsing its upload.
    api.addHook('onRequest', async (request, reply) => {
      // County data and staff identity must not sit in shared caches.
      reply.header('Cache-Control', 'no-store');
      const { tenant: id } = request.params as { tenant: string };
      const county = await api.counties(id);
      if (!county) throw new HttpError(404, unknownTenantMessage(id));
      request.tenant = county.tenant;
      request.settings = county.settings;
    });
    // The county's own settings say which other web sites may call it from a browser (the embed).
    api.addHook('onRequest', tenantCors);
    // No NUL or broken characters in any query or body: the database cannot store them (400).
    api.addHook('preHandler', rejectUnstorableText);
    // Before the routes: each anonymous write asks for its limit (anonymousWriteLimit).
    await registerAnonymousLimits(api, db);
    // Staff session (and the cross-site check for writes with its cookie), then GET /me, /session, /audit.
    registerStaff(api, db);

    registerSettingsRoute(api);
    registerParcelRoutes(api, db);
    registerAppealRoutes(api, db);
    registerMeetingRoutes(api, db);
    registerFileRoutes(api, db);
    registerComperRoutes(api, db);
    registerAnalyticsRoutes(api, db);
    // The office desk's calls: staff of this county only.
    registerOfficeRoutes(api, db);
    registerHearingRoutes(api, db);
    // The status link's calls: the signed token is the key.
    registerStatusRoutes(api, db);
    // Save and continue later: the appeal wizard's draft behind a signed link.
    registerAppealDraftRoutes(api, db);
    // Change requests: sent from the embed, answered at the office desk.
    registerChangeRequestRoutes(api, db);
    // GET /docs/ (Swagger UI) and /docs/json (the OpenAPI document of this county).
    registerApiDocsUi(api);

    // Inside the tenant scope, so an unknown county is reported before an unknown path.
    api.all('/*', async () => {
      throw new HttpError(404, REQUEST_MESSAGES.notInCountyApi);
    });
  };
}
