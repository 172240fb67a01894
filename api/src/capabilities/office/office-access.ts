import type { FastifyRequest } from 'fastify';
import { OFFICE_MESSAGES, type StaffPermission } from 'mfe-shared/schemas';
import { HttpError } from '../../infrastructure/http/http-error';
import { requireRole } from '../staff/roles';

async function officeEnabled(request: FastifyRequest): Promise<void> {
  if (!request.settings['office.enabled']) throw new HttpError(404, OFFICE_MESSAGES.disabled);
}

/**
 * The `onRequest` of every office call, before its query or body is read: 401 without a session of
 * this county (another county's session is no session here), 403 for a role without `permission`,
 * then 404 when the county does not use the office desk (`office.enabled`).
 */
export const officeCall = (permission: StaffPermission, staffOnly: string = OFFICE_MESSAGES.staffOnly) => [requireRole(permission, staffOnly), officeEnabled];
