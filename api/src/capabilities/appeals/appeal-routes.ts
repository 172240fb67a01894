import type { FastifyInstance } from 'fastify';
import type { Database } from '../../infrastructure/db/client';
import { registerAppealCountRoute } from './appeal-count-route';
import { registerAppealStatusRoute } from './appeal-status-route';
import { registerConfirmationEmailRoutes } from './confirmation-email-routes';
import { registerReasonCodeRoute } from './reason-code-route';
import { registerSubmitAppealRoute } from './submit-appeal-route';
import { registerWindowRoute } from './window-route';

/** GET /code-systems/appeal-reasons, GET /appeal-windows, HEAD /appeals, POST /appeals (docs/product.md#api-endpoints), POST /appeal-confirmations/resend and /address, POST /appeals/{appeal}/status (staff); GET /prc/{id}/breakdown is with the parcels. */
export function registerAppealRoutes(api: FastifyInstance, db: Database): void {
  registerReasonCodeRoute(api, db);
  registerWindowRoute(api, db);
  registerAppealCountRoute(api, db);
  registerSubmitAppealRoute(api, db);
  registerAppealStatusRoute(api, db);
  registerConfirmationEmailRoutes(api, db);
}
