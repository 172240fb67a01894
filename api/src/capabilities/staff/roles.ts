import type { FastifyRequest } from 'fastify';
import { roleRefusal, staffMay, type StaffPermission } from 'mfe-shared/schemas';
import { HttpError } from '../../infrastructure/http/http-error';

/** The 401 of a staff call when the route names none of its own. */
export const STAFF_ONLY = 'Sign in as a member of staff to do this.';

/**
 * A hook for every staff call: 401 `staffOnly` without a session of THIS county (the session hook
 * finds none for another county's cookie), 403 when the session's role lacks `permission`. Which
 * role may do what is mfe-shared's STAFF_PERMISSIONS, the one list the screens read too. Use it as
 * `onRequest` (or a scope's hook), so a refused call reads no query or body.
 */
export function requireRole(permission: StaffPermission, staffOnly: string = STAFF_ONLY) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.staff) throw new HttpError(401, staffOnly);
    if (!staffMay(request.staff.role, permission)) throw new HttpError(403, roleRefusal(permission, request.staff.role));
  };
}

/** For a call that is public too but does more for staff (filing on someone's behalf): the same refusal, in the handler. */
export function assertStaffMay(request: FastifyRequest, permission: StaffPermission): void {
  if (request.staff && !staffMay(request.staff.role, permission)) throw new HttpError(403, roleRefusal(permission, request.staff.role));
}
