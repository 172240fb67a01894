import { makePortal, renderWithPortal, testParcel, TEST_OFFICE } from '../../mfe-shared/test/portal-fixture';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'mfe-shared/router';
import { emptyAppealDraft } from 'mfe-shared';
import AppealRoutes from './routes';

function Shell() {
  return (
    <Routes>
      <Route path="/appeal/*" element={<AppealRoutes />} />
    </Routes>
  );
}

const parcel = testParcel();
const h1 = () => screen.getByRole('heading', { level: 1 });

// The appeal wizard (docs/product.md#appeal-wizard): each step's path and title.
it.each([
  ['window', 'Appeal season'],
  ['method', 'Filing method'],
  ['details', 'Your details'],
  ['comper', 'Comparable sales'],
  ['estimation', 'Value and reasons'],
  ['fileupload', 'Supporting documents'],
  ['summary', 'Summary'],
])('/appeal/%s is titled %p', async (path, title) => {
  const portal = makePortal({ me: { accountId: 'staff-1', name: 'Sam Clerk' }, settings: { 'appeal.comper_mode': 'view', 'products.public_comper_url': 'http://comps.test' } });
  portal.stores.selectedParcel.setState(() => parcel);
  portal.stores.taxpayer.setState(() => ({ name: 'Pat Doe', type: 'owner', phone: { number: '5555550100', extension: '' }, email: 'pat@example.org' }));
  portal.stores.appeal.setState(() => ({ ...emptyAppealDraft, parcelId: parcel.id, estimatedValue: '200,000' }));
  renderWithPortal(<Shell />, { route: `/appeal/${path}`, portal });
  // A step's module loads on first visit (lazy), slow on a loaded machine: more than findBy's 1 s default.
  expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).toBe(title);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.title).toBe(`${title} - ${TEST_OFFICE}`);
});

it('has a confirmation screen', async () => {
  const portal = makePortal();
  portal.stores.appealResult.setState(() => ({
    id: 'a-1',
    createdAt: '2026-11-22T10:00:00.000Z',
    windowId: 'w-1',
    property: { parcelId: parcel.id, address: parcel.address },
    appellant: { name: 'Pat Doe', email: 'pat@example.org' },
    claimedValue: { amount: 200000, currency: 'USD' },
    reference: 'HC-26-7K3QPM',
    statusToken: 'v1.token',
  }));
  renderWithPortal(<Shell />, { route: '/appeal/confirmation', portal });
  expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).toBe('Appeal submitted');
  expect(screen.getByText('You will receive an email confirmation shortly at pat@example.org.')).toBeInTheDocument();
});

it('opens the wizard at its welcome screen, not the not-found page', () => {
  renderWithPortal(<Shell />, { route: '/appeal' });
  expect(h1()).not.toHaveTextContent("Let's get you home");
});

it.each(['/appeal/nowhere', '/appeal/window/extra', '/appeal/Summary2'])("shows 'Let's get you home' for %s", (route) => {
  renderWithPortal(<Shell />, { route });
  expect(h1().textContent).toBe("Let's get you home");
});
