import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'mfe-shared/router';
import { createApiClient } from 'mfe-shared';
import type { ParcelBreakdown, ParcelFacts } from 'mfe-shared/schemas';
import { encodeProperty } from 'mfe-shared/schemas';
import { fakeResponse, renderWithPortal, TEST_OFFICE, testParcel } from '../../../../../mfe-shared/test/portal-fixture';
import { speak } from '../../../../../mfe-shared/test/language';
import { PropertyPage } from './property-page';

// The property page's record of the parcel (docs/product.md#property-page): what an owner checks
// before deciding to appeal.

const parcel = testParcel({ value: { amount: 262_500, currency: 'USD' } });
const PATH = '/prc/131-3253-R32532';

type Answer = Parameters<typeof fakeResponse>[0];

const facts = (overrides: Partial<ParcelFacts> = {}): Answer => ({
  body: {
    priorValue: { amount: 250_000, currency: 'USD' },
    characteristics: { livingArea: 1_850, yearBuilt: 1978, bedrooms: 3, bathrooms: 2.5, lotSize: 87_120 },
    ...overrides,
  },
});
const split = (land: number, overrides: Partial<ParcelBreakdown> = {}): Answer => ({
  body: {
    taxYear: 2026,
    land: { amount: land, currency: 'USD' },
    improvements: { amount: 262_500 - land, currency: 'USD' },
    total: { amount: 262_500, currency: 'USD' },
    estimated: false,
    ...overrides,
  },
});

const openSeason: Record<string, Answer> = {
  'GET /appeal-windows': { body: { results: [{ id: 'w26', name: '2026', createdAt: '2026-01-01T00:00:00Z', open: true }] } },
  'HEAD /appeals': { count: 0 },
  'HEAD /meetings': { count: 0 },
  'HEAD /time-slots': { count: 5 },
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderProperty(table: Record<string, Answer>, settings: Record<string, unknown> = {}, param = parcel.id) {
  const calls: string[] = [];
  const api = createApiClient('/test-county/api', async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/test-county/api', '');
    calls.push(`${init?.method} ${path}`);
    return fakeResponse(table[`${init?.method} ${path}`] ?? { status: 404, body: { message: 'Not found' } });
  });
  renderWithPortal(
    <Routes>
      <Route path="/property/:parcelNum" element={<PropertyPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/property/${param}`, api, settings },
  );
  return calls;
}

const section = (name: string) => screen.getByRole('region', { name });
/** A summary list's rows as [key, value]. */
const rows = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

afterEach(() => speak('en'));

it("shows this year's value beside last year's, the change in money and percent, the land and buildings, and the characteristics", async () => {
  renderProperty({ [`GET ${PATH}`]: { body: parcel }, [`GET ${PATH}/facts`]: facts(), [`GET ${PATH}/breakdown`]: split(80_000), ...openSeason });
  expect(await screen.findByRole('heading', { level: 2, name: 'Value' })).toBeInTheDocument();
  expect(rows(section('Value'))).toEqual([
    ["This year's value", '$262,500'],
    ["Last year's value", '$250,000'],
    ['Change from last year', 'Up $12,500 (5%)'],
    ['Land', '$80,000'],
    ['Buildings and other improvements', '$182,500'],
  ]);
  const characteristics = section('Property characteristics');
  expect(within(characteristics).getByText('The value is based on these facts about the property.')).toBeInTheDocument();
  expect(rows(characteristics)).toEqual([
    ['Use', 'Residential'],
    ['Living area', '1,850 square feet'],
    ['Year built', '1978'],
    ['Bedrooms', '3'],
    ['Bathrooms', '2.5'],
    ['Lot size', '2 acres'],
  ]);
  // The record comes before what the visitor can do, which is still there.
  expect(screen.getByRole('button', { name: 'File an appeal' })).toBeInTheDocument();
});

it('says plainly when the value did not change', async () => {
  renderProperty({ [`GET ${PATH}`]: { body: parcel }, [`GET ${PATH}/facts`]: facts({ priorValue: { amount: 262_500, currency: 'USD' } }), ...openSeason });
  expect(await screen.findByText('No change')).toBeInTheDocument();
});

it.each([
  [270_000, 'Down $7,500 (2.8%)'],
  [262_600, 'Down $100 (less than 0.1%)'],
  [0, 'Up $262,500'],
])('writes a change from last year’s %s as “%s”', async (prior, said) => {
  renderProperty({ [`GET ${PATH}`]: { body: parcel }, [`GET ${PATH}/facts`]: facts({ priorValue: { amount: prior, currency: 'USD' } }), ...openSeason });
  expect(await screen.findByText(said)).toBeInTheDocument();
});

it("says a parcel without last year's value has none, leaves out an estimated split and the characteristics the county does not hold", async () => {
  renderProperty({
    [`GET ${PATH}`]: { body: { ...parcel, type: 'vacant-land' } },
    [`GET ${PATH}/facts`]: facts({ priorValue: null, characteristics: {} }),
    [`GET ${PATH}/breakdown`]: split(80_000, { estimated: true }),
    ...openSeason,
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Value' })).toBeInTheDocument();
  expect(rows(section('Value'))).toEqual([
    ["This year's value", '$262,500'],
    ["Last year's value", 'No value recorded for last year'],
  ]);
  expect(rows(section('Property characteristics'))).toEqual([['Use', 'Vacant land']]);
  expect(screen.getByText('No other characteristics are recorded for this property.')).toBeInTheDocument();
});

it('sends a wrong fact to a change request and a value the owner thinks wrong to an appeal', async () => {
  renderProperty({ [`GET ${PATH}`]: { body: parcel }, [`GET ${PATH}/facts`]: facts(), ...openSeason });
  const wrong = await screen.findByRole('region', { name: 'If something here is wrong' });
  expect(wrong).toHaveTextContent(`If a fact about the property is wrong, such as the owner's name, the living area or the number of bedrooms, ask ${TEST_OFFICE} to correct it.`);
  expect(wrong).toHaveTextContent('If you think the value is wrong, you can file an appeal.');
  expect(within(wrong).getByRole('link', { name: `ask ${TEST_OFFICE} to correct it` })).toHaveAttribute('href', `/property/${parcel.id}/change-request`);
  await userEvent.click(within(wrong).getByRole('link', { name: 'file an appeal' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/appeal');
});

it('points to the Appeals card, which says why, when an appeal cannot be filed now', async () => {
  const closed = { ...openSeason, 'GET /appeal-windows': { body: { results: [{ id: 'w26', name: '2026', createdAt: '2026-01-01T00:00:00Z', open: false }] } } };
  renderProperty({ [`GET ${PATH}`]: { body: parcel }, [`GET ${PATH}/facts`]: facts(), ...closed });
  expect(await screen.findByText('If you think the value is wrong, Appeals below says why you cannot file an appeal now and what you can do instead.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'file an appeal' })).not.toBeInTheDocument();
});

it('sends a value the owner thinks wrong to the office where the county takes no appeals online', async () => {
  renderProperty({ [`GET ${PATH}`]: { body: parcel }, [`GET ${PATH}/facts`]: facts(), ...openSeason }, { 'appeal.enabled': false, 'general.email': 'assessor@harbor.example' });
  const wrong = await screen.findByRole('region', { name: 'If something here is wrong' });
  expect(wrong).toHaveTextContent(`If you think the value is wrong, contact ${TEST_OFFICE}.`);
  expect(within(wrong).getByRole('link', { name: 'assessor@harbor.example' })).toHaveAttribute('href', 'mailto:assessor@harbor.example');
});

it('says the record could not be loaded, with Try again, and keeps the options usable', async () => {
  const table: Record<string, Answer> = { [`GET ${PATH}`]: { body: parcel }, [`GET ${PATH}/facts`]: { status: 500, body: { message: 'Something went wrong' } }, ...openSeason };
  renderProperty(table);
  expect(await screen.findByRole('alert')).toHaveTextContent("We could not load this property's value history and characteristics just now.");
  expect(screen.getByRole('button', { name: 'File an appeal' })).toBeInTheDocument();
  table[`GET ${PATH}/facts`] = facts();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Value' })).toBeInTheDocument();
});

it('reads no record for a property entered by hand: the county holds none', async () => {
  const encoded = encodeProperty({ ...parcel, id: 'UNLISTED-1', address: '99 Manual Entry Lane' });
  const calls = renderProperty(openSeason, { 'appeal.allow_unlisted_property': true, 'appeal.allow_public_unlisted_property': true }, encoded);
  expect(await screen.findByRole('button', { name: 'File an appeal' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Value' })).not.toBeInTheDocument();
  expect(calls.filter((call) => call.includes('/prc/'))).toEqual([]);
});

it('says it all in Spanish', async () => {
  await speak('es');
  renderProperty({ [`GET ${PATH}`]: { body: parcel }, [`GET ${PATH}/facts`]: facts(), [`GET ${PATH}/breakdown`]: split(80_000), ...openSeason });
  expect(await screen.findByRole('heading', { level: 2, name: 'Valor' })).toBeInTheDocument();
  expect(rows(section('Valor'))).toEqual([
    ['Valor de este año', '$262,500'],
    ['Valor del año pasado', '$250,000'],
    ['Cambio desde el año pasado', 'Sube $12,500 (5%)'],
    ['Terreno', '$80,000'],
    ['Edificios y otras mejoras', '$182,500'],
  ]);
  expect(rows(section('Características de la propiedad'))).toContainEqual(['Superficie habitable', '1,850 pies cuadrados']);
  expect(screen.getByRole('link', { name: `pida a ${TEST_OFFICE} que lo corrija` })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'presentar una apelación' })).toBeInTheDocument();
});
