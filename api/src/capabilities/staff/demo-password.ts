/**
 * The demo staff accounts' password (tools/demo/seed-staff.ts), printed in the README. Sign-in refuses it
 * from any address but this machine's (session-routes.ts), so a demo reachable from the network
 * cannot be signed into with it.
 */
export const DEMO_STAFF_PASSWORD = 'demo-staff-password';
