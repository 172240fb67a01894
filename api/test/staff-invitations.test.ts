import './support/load-outside-sandbox';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { auditEvents, staffAccounts, staffInvitations } from '../src/infrastructure/db/schema';
import { tokenSigner } from '../src/infrastructure/tokens/signed-token';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { startMailHarness, type MailHarness } from './support/mail-harness';
import { openTestDatabase } from './support/test-database';

// Inviting staff by e-mail from the county console (docs/product.md#county-console): the e-mail and
// its link, choosing a password once, and every way the link stops working.

jest.setTimeout(120_000);

const ORIGIN = 'http://localhost:80';
const API = '/harbor-county/api';
const tokens = tokenSigner(randomBytes(32));
let database: DatabaseHandle;
let app: FastifyInstance;
let outgoing: MailHarness;
let admin: string;

const emailOf = (tenantId: string, role: string) => DEMO_STAFF.find((account) => account.tenantId === tenantId && account.role === role)!.email;
const send = (method: 'GET' | 'POST' | 'DELETE', path: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url: `${API}${path}`, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers }, ...(payload ? { payload } : {}) });
async function signIn(email: string, password = DEMO_STAFF_PASSWORD, tenant = 'harbor-county'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `/${tenant}/api/session`, headers: { origin: ORIGIN }, payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0];
}
/** The invitation e-mail sent to `address`, and the token of its link. */
async function invitationTo(address: string) {
  await outgoing.sendAll();
  const message = outgoing.catcher.messages().find((caught) => caught.to.includes(address));
  expect(message).toBeDefined();
  const token = /#\/staff\/invitation\/([\w.-]+)/.exec(message!.text)?.[1];
  expect(token).toBeDefined();
  return { message: message!, token: token! };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', tokens });
  await app.ready();
  outgoing = await startMailHarness(database.db, tokens);
  admin = await signIn(emailOf('harbor-county', 'administrator'));
});

afterAll(async () => {
  await outgoing?.close();
  await app?.close();
  await database?.close();
});

it('e-mails an invitation whose link lets its person choose a password once, signed in at once with the role they were given', async () => {
  const invited = await send('POST', '/office/county/staff/invitations', admin, { name: 'Robin Vale', email: ' Robin.Vale@Harborcounty.example ', role: 'appraiser' });
  expect([invited.statusCode, invited.json()]).toEqual([201, expect.objectContaining({ name: 'Robin Vale', email: 'robin.vale@harborcounty.example', role: 'appraiser' })]);
  expect((await send('GET', '/office/county/staff/invitations', admin)).json().results.map((row: { email: string }) => row.email)).toEqual(['robin.vale@harborcounty.example']);

  const { message, token } = await invitationTo('robin.vale@harborcounty.example');
  expect(message.subject).toBe("You are invited to the office desk of Harbor County Assessor's Office");
  expect(message.text).toContain("Harbor County Assessor's Office has invited you to its office desk as an appraiser. Choose your password to start using it.");
  expect(message.text).toContain('https://portal.example/harbor-county/?lang=en#/staff/invitation/');

  const view = await send('GET', `/staff/invitations/${token}`);
  expect([view.statusCode, view.json()]).toEqual([200, expect.objectContaining({ name: 'Robin Vale', email: 'robin.vale@harborcounty.example', role: 'appraiser' })]);
  const short = await send('POST', `/staff/invitations/${token}/accept`, undefined, { password: 'too short' });
  expect([short.statusCode, short.json().message]).toEqual([400, 'Your password must be at least 12 characters long.']);
  const crossSite = await send('POST', `/staff/invitations/${token}/accept`, undefined, { password: 'a long enough password' }, { origin: 'https://elsewhere.example' });
  expect(crossSite.statusCode).toBe(403);

  const accepted = await send('POST', `/staff/invitations/${token}/accept`, undefined, { password: 'a long enough password' });
  expect([accepted.statusCode, accepted.json()]).toEqual([201, expect.objectContaining({ name: 'Robin Vale', role: 'appraiser' })]);
  const cookie = String(accepted.headers['set-cookie']).split(';')[0];
  expect((await send('GET', '/me', cookie)).json()).toMatchObject({ name: 'Robin Vale', role: 'appraiser' });
  expect(await signIn('robin.vale@harborcounty.example', 'a long enough password')).toMatch(/=/);

  // Once only, and the list no longer holds it.
  const again = await send('POST', `/staff/invitations/${token}/accept`, undefined, { password: 'another long password' });
  expect([again.statusCode, again.json().message]).toEqual([410, expect.stringMatching(/^This invitation link does not work\./)]);
  expect((await send('GET', `/staff/invitations/${token}`)).statusCode).toBe(410);
  expect((await send('GET', '/office/county/staff/invitations', admin)).json().results).toEqual([]);
  const trail = await database.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.tenantId, 'harbor-county'), like(auditEvents.action, 'staff-invit%')))
    .orderBy(asc(auditEvents.id));
  expect(trail.map((row) => row.action)).toEqual(['staff-invited', 'staff-invitation-accepted']);
});

it('refuses an address that has an account or an invitation waiting, and a withdrawn link opens nothing', async () => {
  const has = await send('POST', '/office/county/staff/invitations', admin, { name: 'Clerk', email: emailOf('harbor-county', 'clerk').toUpperCase(), role: 'clerk' });
  expect([has.statusCode, has.json().message]).toEqual([
    409,
    `${emailOf('harbor-county', 'clerk')} already has a staff account in this county. Change its role on this page instead.`,
  ]);
  const first = await send('POST', '/office/county/staff/invitations', admin, { name: 'Sam Reed', email: 'sam.reed@harborcounty.example', role: 'clerk' });
  expect(first.statusCode).toBe(201);
  const twice = await send('POST', '/office/county/staff/invitations', admin, { name: 'Sam Reed', email: 'SAM.REED@harborcounty.example', role: 'clerk' });
  expect([twice.statusCode, twice.json().message]).toEqual([409, 'sam.reed@harborcounty.example already has an invitation waiting. Withdraw it to send a new one.']);
  const { token } = await invitationTo('sam.reed@harborcounty.example');

  expect((await send('DELETE', `/office/county/staff/invitations/${first.json().id}`, admin)).statusCode).toBe(204);
  expect((await send('GET', `/staff/invitations/${token}`)).statusCode).toBe(410);
  expect((await send('POST', `/staff/invitations/${token}/accept`, undefined, { password: 'a long enough password' })).statusCode).toBe(410);
  expect((await send('DELETE', `/office/county/staff/invitations/${first.json().id}`, admin)).json().message).toBe(
    'We could not find that invitation. Reload the page to see the invitations waiting.',
  );
  // Withdrawn, the address can be invited again.
  expect((await send('POST', '/office/county/staff/invitations', admin, { name: 'Sam Reed', email: 'sam.reed@harborcounty.example', role: 'clerk' })).statusCode).toBe(201);
  expect(await database.db.select().from(staffAccounts).where(eq(staffAccounts.email, 'sam.reed@harborcounty.example'))).toEqual([]);
});

it('opens nothing with an expired, forged or other county token, and answers each the same', async () => {
  const invited = await send('POST', '/office/county/staff/invitations', admin, { name: 'Lee Hart', email: 'lee.hart@harborcounty.example', role: 'clerk' });
  const { token } = await invitationTo('lee.hart@harborcounty.example');
  const pine = await app.inject({ url: `/pine-county/api/staff/invitations/${token}` });
  const forged = await send('GET', `/staff/invitations/${token.slice(0, -2)}xx`);
  const junk = await send('GET', '/staff/invitations/not-a-token');
  await database.db
    .update(staffInvitations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(staffInvitations.id, invited.json().id));
  const expired = await send('GET', `/staff/invitations/${token}`);
  const answers = [pine, forged, junk, expired].map((answer) => [answer.statusCode, answer.json().message]);
  expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  expect(answers[0]).toEqual([410, expect.stringMatching(/^This invitation link does not work/)]);
  // An expired invitation no longer blocks a new one.
  expect((await send('POST', '/office/county/staff/invitations', admin, { name: 'Lee Hart', email: 'lee.hart@harborcounty.example', role: 'clerk' })).statusCode).toBe(201);
});

it('is for administrators of the county only, and checks what it is given', async () => {
  const clerk = await signIn(emailOf('harbor-county', 'clerk'));
  expect((await send('POST', '/office/county/staff/invitations', clerk, { name: 'X', email: 'x@harborcounty.example', role: 'clerk' })).statusCode).toBe(403);
  expect((await send('GET', '/office/county/staff/invitations')).statusCode).toBe(401);
  const pineAdmin = await signIn(emailOf('pine-county', 'administrator'), DEMO_STAFF_PASSWORD, 'pine-county');
  expect((await send('GET', '/office/county/staff/invitations', pineAdmin)).statusCode).toBe(401);
  const bad = await send('POST', '/office/county/staff/invitations', admin, { name: ' ', email: 'not an address', role: 'boss' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('Enter the name of the person you are inviting.');
});
