import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'mfe-shared/router';
import { createApiClient } from 'mfe-shared';
import { encodeProperty } from 'mfe-shared/schemas';
import { fakeResponse, renderWithPortal, TEST_OFFICE, testParcel } from '../../../../../mfe-shared/test/portal-fixture';
import { REASONS } from '../availability';
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

function renderProperty(param: string, table: Record<string, Answer>, settings: Record<string, unknown> = { 'meetings.enabled': true }) {
  const { api, calls } = fakeApi(table);
  const result = renderWithPortal(
    <Routes>
      <Route path="/property/:parcelNum" element={<PropertyPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/property/${param}`, api, settings },
  );
  return { ...result, calls };
}

it('fetches the parcel, selects it for the other areas and offers its options', async () => {
  const { calls, portal } = renderProperty(parcel.id, { 'GET /prc/131-3253-R32532': { body: parcel }, ...openSeason });
  expect(await screen.findByRole('heading', { level: 1, name: '12 Harbor View Rd' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'File an Appeal' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Schedule Meeting' })).toBeInTheDocument();
  expect(screen.getByText('$250,000')).toBeInTheDocument();
  expect(portal.stores.selectedParcel.getState()?.id).toBe(parcel.id);
  expect(calls).toContain('HEAD /appeals?parcel=131-3253-R32532&window=w26');
  expect(calls.some((c) => c.startsWith('HEAD /meetings?q=131-3253-R32532&filters=booked-for%3Athis-year'))).toBe(true);
});

it('reads an encoded unlisted property from the address without fetching it', async () => {
  const encoded = encodeProperty({ ...parcel, id: 'UNLISTED-1', address: '99 Manual Entry Lane' });
  const { calls } = renderProperty(encoded, openSeason);
  expect(await screen.findByRole('heading', { level: 1, name: '99 Manual Entry Lane' })).toBeInTheDocument();
  expect(calls.some((c) => c.startsWith('GET /prc/'))).toBe(false);
});

it('shows the not-found page when the parcel cannot be loaded', async () => {
  renderProperty('NOPE', {});
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

it('shows the page error with the office to call when the options cannot be worked out', async () => {
  renderProperty(parcel.id, { 'GET /prc/131-3253-R32532': { body: parcel } });
  expect(await screen.findByText('There was an error loading this page...')).toBeInTheDocument();
  expect(screen.getByText(`Please reload the page to try again, or contact ${TEST_OFFICE} on (555) 555 0100 to help.`)).toBeInTheDocument();
});

it('names a missing value as the reason', async () => {
  renderProperty(parcel.id, { 'GET /prc/131-3253-R32532': { body: { ...parcel, value: null } } });
  expect(await screen.findByText('An assessed value is either pending or missing from this property.')).toBeInTheDocument();
});

it('tells the visitor an inactive parcel cannot be appealed', async () => {
  renderProperty(parcel.id, { 'GET /prc/131-3253-R32532': { body: { ...parcel, active: false } }, ...openSeason });
  expect(await screen.findByText(REASONS.appealInactive)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'This parcel is inactive' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'File an Appeal' })).not.toBeInTheDocument();
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
  await userEvent.click(await screen.findByRole('button', { name: 'Schedule Meeting' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/meeting'));
  expect(portal.stores.meeting.getState()).toMatchObject({ prefillName: 'Avery Quinn', meetingType: null, timeSlot: null });
});
