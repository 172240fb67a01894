import { createMemoryStorage, makePortal, renderWithPortal, TEST_OFFICE, TEST_PHONE_FORMATTED } from '../../../../../mfe-shared/test/portal-fixture';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useParams } from 'mfe-shared/router';
import type { Property } from 'mfe-shared';
import { HomePage } from './home-page';
import { speak } from '../../../../../mfe-shared/test/language';

function ResultsProbe() {
  const { pathname } = useLocation();
  const { term, page } = useParams();
  return (
    <p data-testid="results">
      {pathname}|{term}|{page}
    </p>
  );
}

function Site() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/search/:term/:page" element={<ResultsProbe />} />
    </Routes>
  );
}

const parcel: Property = {
  id: 'R0012345',
  address: '12 Harbor Way',
  ownerName: 'Pat Doe',
  type: 'residential',
  value: { amount: 250000, currency: 'USD' },
  mailingAddress: null,
  legalDescription: null,
  active: true,
};

const searchBox = () => screen.getByRole('searchbox', { name: 'Search by address, owner name or parcel number' });

it("shows the 'Search for your property' heading, the office in the welcome and its phone in the disclaimer", () => {
  renderWithPortal(<Site />, { route: '/' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search for your property');
  expect(screen.getByRole('heading', { level: 2, name: `Welcome to the ${TEST_OFFICE} property portal` })).toBeInTheDocument();
  expect(screen.getByText(/subject to daily change/)).toHaveTextContent(`contact ${TEST_OFFICE} on ${TEST_PHONE_FORMATTED}.`);
  expect(document.title).toBe(`Search for your property - ${TEST_OFFICE}`);
});

it("uses the county's own search prompt as the search label", () => {
  renderWithPortal(<Site />, { route: '/', settings: { 'appeal.search_text': 'Enter an address or parcel number' } });
  expect(screen.getByRole('searchbox', { name: 'Enter an address or parcel number' })).toBeInTheDocument();
});

it('does not search for an empty term', async () => {
  const user = userEvent.setup();
  renderWithPortal(<Site />, { route: '/' });
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.queryByTestId('results')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search for your property');
});

it('does not search for a blank term', async () => {
  const user = userEvent.setup();
  renderWithPortal(<Site />, { route: '/' });
  await user.type(searchBox(), '    {Enter}');
  expect(screen.queryByTestId('results')).not.toBeInTheDocument();
});

it('goes to the first results page for a term, encoded in the path', async () => {
  const user = userEvent.setup();
  renderWithPortal(<Site />, { route: '/' });
  await user.type(searchBox(), '12 Main St/Apt #4');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByTestId('results')).toHaveTextContent(`/search/${encodeURIComponent('12 Main St/Apt #4')}/1|12 Main St/Apt #4|1`);
});

it('searches with Enter and trims the term', async () => {
  const user = userEvent.setup();
  renderWithPortal(<Site />, { route: '/' });
  await user.type(searchBox(), '  R0012345  {Enter}');
  expect(screen.getByTestId('results')).toHaveTextContent('/search/R0012345/1|R0012345|1');
});

it('clears a parcel selected earlier in the visit, in the store and in storage', () => {
  const storage = createMemoryStorage();
  const portal = makePortal({ storage });
  portal.stores.selectedParcel.setState(() => parcel);
  expect(storage.getItem('assessor:harbor-county:selected-parcel:v1')).not.toBeNull();

  renderWithPortal(<Site />, { route: '/', portal });

  expect(portal.stores.selectedParcel.getState()).toBeNull();
  expect(storage.getItem('assessor:harbor-county:selected-parcel:v1')).toBe('null');
});

it('offers only the services the county has turned on', () => {
  renderWithPortal(<HomePage />, { route: '/', settings: { 'meetings.enabled': false } });
  expect(screen.getByText('Find your property to see its details, or file an appeal of its assessed value.')).toBeInTheDocument();
});

it('names the meeting service where meetings are on', () => {
  renderWithPortal(<HomePage />, { route: '/', settings: { 'meetings.enabled': true } });
  expect(screen.getByText(`Find your property to see its details, file an appeal of its assessed value, or book a meeting with ${TEST_OFFICE}.`)).toBeInTheDocument();
});

describe('in Spanish', () => {
  afterEach(() => speak('en'));

  it("says the home page in Spanish, with the county's own search prompt in its Spanish", async () => {
    await speak('es');
    renderWithPortal(<Site />, {
      route: '/',
      settings: { 'appeal.enabled': true, 'meetings.enabled': true, 'general.translations': { es: { 'appeal.search_text': 'Busque por dirección' } } },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Busque su propiedad');
    expect(screen.getByRole('heading', { level: 2, name: `Bienvenido al portal de propiedades de ${TEST_OFFICE}` })).toBeInTheDocument();
    expect(screen.getByText(`Busque su propiedad para ver sus datos, presentar una apelación de su valor tasado o reservar una cita con ${TEST_OFFICE}.`)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Busque por dirección' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.queryByText(/Search|Welcome/)).not.toBeInTheDocument();
    expect(document.title).toBe(`Busque su propiedad - ${TEST_OFFICE}`);
  });
});

it('offers the way back to an appeal or meeting already made, while the county offers either (docs/product.md#finding-an-appeal-or-meeting-again)', () => {
  const { unmount } = renderWithPortal(<Site />, { route: '/' });
  expect(screen.getByRole('link', { name: 'Check an appeal or meeting you have made' })).toHaveAttribute('href', expect.stringMatching(/\/status$/));
  unmount();
  renderWithPortal(<Site />, { route: '/', settings: { 'appeal.enabled': false, 'meetings.enabled': false } });
  expect(screen.queryByRole('link', { name: 'Check an appeal or meeting you have made' })).not.toBeInTheDocument();
});
