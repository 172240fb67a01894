import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse } from '../../../../mfe-shared/test/portal-fixture';
import { currentLocation, deferred, fakeApi, ok, renderWizard, STAFF, stepHeading, type ApiCall, type Reply } from '../../../test/wizard-fixture';

jest.setTimeout(30_000);

// As the API may send them: not in creation order.
const windows = [
  { id: 'w-2025', name: '2025 appeal season', createdAt: '2025-01-05T00:00:00.000Z', open: false },
  { id: 'w-2026', name: '2026 appeal season', createdAt: '2026-01-05T00:00:00.000Z', open: true },
  { id: 'w-2024', name: '2024 appeal season', createdAt: '2024-01-05T00:00:00.000Z', open: false },
];
const DUPLICATE = 'There is already an appeal filed in the selected appeal season for this property.';

/** HEAD /appeals answers with this count per window id. */
const countsBy = (counts: Record<string, number>) => (call: ApiCall) => fakeResponse({ count: counts[call.query.get('window') ?? ''] ?? 0 });

async function openSeason(appeals: Reply) {
  const user = userEvent.setup();
  const { api, calls } = fakeApi({ 'GET /appeal-windows': ok({ results: windows }), 'HEAD /appeals': appeals });
  const rendered = renderWizard({ route: '/appeal/window', me: STAFF, api });
  await stepHeading('Appeal season');
  await screen.findByRole('radio', { name: /2026 appeal season/ }, { timeout: 5_000 });
  return { user, calls, ...rendered };
}

const next = () => screen.getByRole('button', { name: 'Continue' });
const radio = (year: string) => screen.getByRole('radio', { name: new RegExp(`${year} appeal season`) });

it('lists the windows by creation and preselects the most recent one', async () => {
  const { calls, portal } = await openSeason(countsBy({}));
  expect(screen.getAllByRole('radio').map((option) => option.getAttribute('value'))).toEqual(['w-2024', 'w-2025', 'w-2026']);
  expect(radio('2026')).toBeChecked();
  expect(portal.stores.appeal.getState()?.window?.id).toBe('w-2026');
  expect(calls.find((call) => call.path === '/appeal-windows')?.query.get('year')).toBe(String(new Date().getFullYear()));
});

it('keeps a window chosen before', async () => {
  const { api } = fakeApi({ 'GET /appeal-windows': ok({ results: windows }), 'HEAD /appeals': countsBy({}) });
  renderWizard({ route: '/appeal/window', me: STAFF, api, draft: { window: windows[0] } });
  await screen.findByRole('radio', { name: /2025 appeal season/ }, { timeout: 10_000 });
  expect(radio('2025')).toBeChecked();
  expect(radio('2026')).not.toBeChecked();
});

it('shows the duplicate message and disables Next when the property has an appeal in the window', async () => {
  const { user, calls } = await openSeason(countsBy({ 'w-2026': 1 }));
  expect(await screen.findByText(DUPLICATE)).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Which appeal season is this appeal for?' })).toHaveAccessibleDescription(DUPLICATE);
  expect(next()).toHaveAttribute('aria-disabled', 'true');
  await user.click(next());
  expect(currentLocation()).toBe('/appeal/window');
  const check = calls.find((call) => call.method === 'HEAD');
  expect(check?.path).toBe('/appeals');
  expect(check?.query.get('parcel')).toBe('131-3253-R32532');
  expect(check?.query.get('window')).toBe('w-2026');
});

it('checks again when another window is chosen', async () => {
  const { user } = await openSeason(countsBy({ 'w-2026': 1 }));
  await screen.findByText(DUPLICATE);
  await user.click(radio('2025'));
  await waitFor(() => expect(screen.queryByText(DUPLICATE)).not.toBeInTheDocument());
  await waitFor(() => expect(next()).not.toHaveAttribute('aria-disabled'));
  await user.click(next());
  await stepHeading('Filing method');
});

it('disables Next while the check runs', async () => {
  const answer = deferred<Response>();
  const { user } = await openSeason(() => answer.promise);
  expect(next()).toHaveAttribute('aria-disabled', 'true');
  await user.click(next());
  expect(currentLocation()).toBe('/appeal/window');
  answer.resolve(fakeResponse({ count: 0 }));
  await waitFor(() => expect(next()).not.toHaveAttribute('aria-disabled'));
});

it('goes on to the filing method when the window is clear', async () => {
  const { user } = await openSeason(countsBy({}));
  await waitFor(() => expect(next()).not.toHaveAttribute('aria-disabled'));
  await user.click(next());
  await stepHeading('Filing method');
  expect(currentLocation()).toBe('/appeal/method');
  expect(screen.getByRole('link', { name: 'Back to appeal season' })).toHaveAttribute('href', '/appeal/window');
});
