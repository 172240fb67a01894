import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'mfe-shared/router';
import { createApiClient } from 'mfe-shared';
import { encodeProperty } from 'mfe-shared/schemas';
import { fakeResponse, renderWithPortal, TEST_OFFICE, testParcel } from '../../../../../mfe-shared/test/portal-fixture';
import { speak } from '../../../../../mfe-shared/test/language';
import { NEXT_STEPS, REASONS } from '../availability';
import { PropertyPage } from './property-page';

const parcel = testParcel({ recordCardUrl: '/cards/1.pdf' });

type Answer = Parameters<typeof fakeResponse>[0];

/** A fake tenant API: each path answers from the table, and every call is recorded. */
function fakeApi(table: Record<string, Answer>) {
  const calls: string[] = [];
  const api = createApiClient('/test-county/api', async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/test-county/api', '');
    calls.push(`${init?.method} ${path}${url.search}`);
    return fakeResponse(table[`${init?.method} ${path}`] ?? { status: 404, body: { message: 'Not found' } });
  });
  return { api, calls };
}

const openSeason: Record<string, Answer> = {
  'GET /appeal-windows': { body: { results: [{ id: 'w26', name: '2026', createdAt: '2026-01-01T00:00:00Z', open: true }] } },
  'HEAD /appeals': { count: 0 },
  'HEAD /meetings': { count: 0 },
  'HEAD /time-slots': { count: 5 },
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderProperty(param: string, table: Record<string, Answer>, settings: Record<string, unknown> = { 'meetings.enabled': true }, me: { accountId?: string } = {}) {
  const { api, calls } = fakeApi(table);
  const result = renderWithPortal(
    <Routes>
      <Route path="/property/:parcelNum" element={<PropertyPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/property/${param}`, api, settings, me },
  );
  return { ...result, calls };
}

it('fetches the parcel, selects it for the other areas and offers its options', async () => {
  const { calls, portal } = renderProperty(parcel.id, { 'GET /prc/131-3253-R32532': { body: parcel }, ...openSeason });
  expect(await screen.findByRole('heading', { level: 1, name: '12 Harbor View Rd' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'File an appeal' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Book a meeting' })).toBeInTheDocument();
  expect(screen.getByText('$250,000')).toBeInTheDocument();
  expect(portal.stores.selectedParcel.getState()?.id).toBe(parcel.id);
  // Only the appeal that takes the parcel's place closes Appeals.
  expect(calls).toContain('HEAD /appeals?parcel=131-3253-R32532&window=w26&holding=true');
  expect(calls.some((c) => c.startsWith('HEAD /meetings?q=131-3253-R32532&filters=booked-for%3Athis-year'))).toBe(true);
});

it('reads an encoded unlisted property from the address without fetching it, for staff where the county takes one', async () => {
  const encoded = encodeProperty({ ...parcel, id: 'UNLISTED-1', address: '99 Manual Entry Lane' });
  const { calls } = renderProperty(encoded, openSeason, { 'meetings.enabled': true, 'appeal.allow_unlisted_property': true }, { accountId: 'clerk-1' });
  expect(await screen.findByRole('heading', { level: 1, name: '99 Manual Entry Lane' })).toBeInTheDocument();
  expect(calls.some((c) => c.startsWith('GET /prc/'))).toBe(false);
});

it('tells a member of the public at a hand-entered property, where manual entry is for staff, that it is, and selects nothing', async () => {
  const encoded = encodeProperty({ ...parcel, id: 'UNLISTED-1', address: '99 Manual Entry Lane' });
  const { calls, portal } = renderProperty(encoded, openSeason, { 'appeal.allow_unlisted_property': true });
  expect(await screen.findByRole('heading', { level: 1, name: 'Entering a property by hand is for office staff' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search for your property' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('button', { name: 'File an appeal' })).not.toBeInTheDocument();
  expect(portal.stores.selectedParcel.getState()).toBeNull();
  expect(calls).toEqual([]);
});

it("names the office in a next step as the visitor's language does, after a switch of language too", async () => {
  const settings = { 'meetings.enabled': false, 'general.translations': { es: { 'general.display_name': 'Tasador del Condado de Harbor' } } };
  renderProperty(parcel.id, { 'GET /prc/131-3253-R32532': { body: parcel }, ...openSeason }, settings);
  expect(await screen.findByText(`To talk to someone about this property, contact ${TEST_OFFICE}.`)).toBeInTheDocument();
  expect(screen.getByText('Booking a meeting online is not available for this county.')).toBeInTheDocument();
  await speak('es');
  try {
    expect(await screen.findByText('Para hablar con alguien sobre esta propiedad, comuníquese con Tasador del Condado de Harbor.')).toBeInTheDocument();
  } finally {
    await speak('en');
  }
});

it('shows the not-found page when the county has no such parcel', async () => {
  renderProperty('NOPE', {});
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

it('says the property could not be loaded, not that it does not exist, when the API fails, and reads it again on Try again', async () => {
  const table: Record<string, Answer> = {
    'GET /prc/131-3253-R32532': { status: 500, body: { message: 'Something went wrong on our side. Please try again in a moment.' } },
    ...openSeason,
  };
  renderProperty(parcel.id, table);
  expect(await screen.findByText('We could not load this property just now.')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('There was an error loading this page...');
  expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  table['GET /prc/131-3253-R32532'] = { body: parcel };
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: '12 Harbor View Rd' })).toBeInTheDocument();
});

it('shows the page error with the office to call when the options cannot be worked out', async () => {
  renderProperty(parcel.id, { 'GET /prc/131-3253-R32532': { body: parcel } });
  expect(await screen.findByText('There was an error loading this page...')).toBeInTheDocument();
  expect(screen.getByText(`Please reload the page to try again, or contact ${TEST_OFFICE} on (555) 555 0100 to help.`)).toBeInTheDocument();
});

it('explains a missing value as pending, with whom to contact and no advice to reload (docs/product.md#no-dead-ends)', async () => {
  renderProperty(parcel.id, { 'GET /prc/131-3253-R32532': { body: { ...parcel, value: null } } }, { 'general.email': 'assessor@harbor.example' });
  expect(await screen.findByRole('heading', { name: 'The value of this property is not available yet' })).toBeInTheDocument();
  expect(screen.getByText('An assessed value is either pending or missing from this property.')).toBeInTheDocument();
  expect(
    screen.getByText(
      `Appeals and meetings open once ${TEST_OFFICE} has assessed the property. To ask when that will be, or to talk about this property now, contact ${TEST_OFFICE}.`,
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '(555) 555 0100' })).toHaveAttribute('href', 'tel:5555550100');
  expect(screen.getByRole('link', { name: 'assessor@harbor.example' })).toHaveAttribute('href', 'mailto:assessor@harbor.example');
  expect(screen.getByRole('link', { name: 'Search for another property' })).toHaveAttribute('href', '/');
  expect(screen.queryByText(/reload/i)).not.toBeInTheDocument();
  expect(screen.queryByText('There was an error loading this page...')).not.toBeInTheDocument();
  // The parcel is still described, its value as 'Unknown', with nothing to book or file.
  expect(screen.getByText('Unknown')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'What you can do with this property' })).not.toBeInTheDocument();
});

it("follows the prior-appeal refusal with what to do next and the office's phone and e-mail", async () => {
  const windows = {
    body: {
      results: [
        { id: 'w25', name: '2025 Appeal Season', createdAt: '2025-01-02T00:00:00Z', open: false },
        { id: 'w26', name: '2026 Appeal Season', createdAt: '2026-01-02T00:00:00Z', open: true },
      ],
    },
  };
  renderProperty(
    parcel.id,
    { 'GET /prc/131-3253-R32532': { body: parcel }, ...openSeason, 'GET /appeal-windows': windows },
    { 'meetings.enabled': true, 'product.check_assessor_appeals': true, 'general.email': 'assessor@harbor.example' },
  );
  const card = (await screen.findByRole('heading', { name: 'Appeals' })).closest('li')!;
  expect(card).toHaveTextContent(REASONS.noPriorAppeal);
  expect(card).toHaveTextContent(
    `This county takes an appeal only for a parcel that was first appealed at the Assessor's Office in the previous season (2025 Appeal Season), and its records show none for this parcel. If you did appeal then, or want to know your options, contact ${TEST_OFFICE}.`,
  );
  expect(card).toHaveTextContent('Call (555) 555 0100 or email assessor@harbor.example.');
});

it('says whom to contact once for an inactive parcel, under its warning', async () => {
  renderProperty(parcel.id, { 'GET /prc/131-3253-R32532': { body: { ...parcel, active: false } }, ...openSeason });
  await screen.findByText(REASONS.appealInactive);
  expect(screen.getByText(NEXT_STEPS.inactive(TEST_OFFICE))).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: '(555) 555 0100' })).toHaveLength(1);
  // Meetings, Appeals and PRC (no comparables address in this county).
  expect(screen.getAllByText(NEXT_STEPS.inactiveCard())).toHaveLength(3);
});

it('goes to the home page from "Go back to search results" on a property opened straight from a link', async () => {
  renderProperty(parcel.id, { 'GET /prc/131-3253-R32532': { body: parcel }, ...openSeason });
  await userEvent.click(await screen.findByRole('button', { name: 'Go back to search results' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
});

it('goes back to the results from "Go back to search results" when the tab came from them', async () => {
  const { api } = fakeApi({ 'GET /prc/131-3253-R32532': { body: parcel }, ...openSeason });
  function Results() {
    const navigate = useNavigate();
    return <button onClick={() => navigate(`/property/${parcel.id}`)}>Open the parcel</button>;
  }
  renderWithPortal(
    <Routes>
      <Route path="/search/:term/:page" element={<Results />} />
      <Route path="/property/:parcelNum" element={<PropertyPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/search/harbor/2', api, settings: { 'meetings.enabled': true } },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open the parcel' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Go back to search results' }));
  expect(await screen.findByRole('button', { name: 'Open the parcel' })).toBeInTheDocument();
});

it('tells the visitor an inactive parcel cannot be appealed', async () => {
  renderProperty(parcel.id, { 'GET /prc/131-3253-R32532': { body: { ...parcel, active: false } }, ...openSeason });
  expect(await screen.findByText(REASONS.appealInactive)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'This parcel is inactive' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'File an appeal' })).not.toBeInTheDocument();
});

it('shows the already-filed text and closes the appeal when one exists this season', async () => {
  renderProperty(
    parcel.id,
    { 'GET /prc/131-3253-R32532': { body: parcel }, ...openSeason, 'HEAD /appeals': { count: 1 } },
    { 'meetings.enabled': true, 'appeal.already_filed_text': 'We have your appeal.' },
  );
  expect(await screen.findByText(REASONS.alreadyFiled)).toBeInTheDocument();
  expect(screen.getByText('We have your appeal.')).toBeInTheDocument();
});

it('starts the meeting wizard with the owner as attendee, and the appeal wizard from its button', async () => {
  const { portal } = renderProperty(parcel.id, { 'GET /prc/131-3253-R32532': { body: parcel }, ...openSeason });
  await userEvent.click(await screen.findByRole('button', { name: 'Book a meeting' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/meeting'));
  expect(portal.stores.meeting.getState()).toMatchObject({ prefillName: 'Avery Quinn', meetingType: null, timeSlot: null });
});
