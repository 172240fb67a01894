import { createApiClient } from '../api/api-client';
import { fakeResponse } from '../../test/portal-fixture';
import { loadTenant } from './load-tenant';

const settings = { 'general.display_name': "Harbor County Assessor's Office" };
const clientAnswering = (me: unknown) =>
  createApiClient(
    '/harbor-county/api',
    jest.fn(async (input: RequestInfo | URL) => fakeResponse({ body: String(input).endsWith('/me') ? me : settings })),
  );

it("keeps the staff member's role from GET /me, so the screens can hide what it may not do", async () => {
  expect((await loadTenant(clientAnswering({ accountId: 'a1', name: 'Morgan Reyes', role: 'administrator' }))).me).toEqual({
    accountId: 'a1',
    name: 'Morgan Reyes',
    role: 'administrator',
  });
});

it('leaves the role out when an older API sends none, or one it does not know, and for the public', async () => {
  expect((await loadTenant(clientAnswering({ accountId: 'a1', name: 'Dana Whitfield' }))).me).toEqual({ accountId: 'a1', name: 'Dana Whitfield' });
  expect((await loadTenant(clientAnswering({ accountId: 'a1', name: 'Dana Whitfield', role: 'supervisor' }))).me).toEqual({ accountId: 'a1', name: 'Dana Whitfield' });
  expect((await loadTenant(clientAnswering({ accountId: null, role: 'administrator' }))).me).toEqual({ accountId: null, name: null });
});
