import { useStaff } from 'mfe-shared';
import { staffMay, type StaffPermission } from 'mfe-shared/schemas';

/**
 * Whether the signed-in staff member's role may do something (mfe-shared's STAFF_PERMISSIONS, the
 * list the API enforces). A shell older than mfe-shared 2.4.0 passes no role: the screen then offers
 * it, and the API's refusal says who may.
 */
export function useMay(permission: StaffPermission): boolean {
  const { me } = useStaff();
  return me.role ? staffMay(me.role, permission) : true;
}
