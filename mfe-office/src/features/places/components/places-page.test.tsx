import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CountyPlace } from 'mfe-shared/schemas';
import { speak } from '../../../../../mfe-shared/test/language';
import { ADMINISTRATOR, CLERK, callsOf, fakeApi, page, renderOffice } from '../../../../test/office-fixture';
import en from '../../../locales/en';

// The county console's meeting locations (docs/product.md#county-console): what the list shows,
// what the forms check before anything is sent, what they send, and how they say what happened.

const MAP = 'https://www.openstreetmap.org/export/embed.html?bbox=-70.26%2C43.66%2C-70.25%2C43.67&layer=mapnik';
const LIBRARY: CountyPlace = {
  id: '7b0e1c52-1111-4a8e-9c1d-000000000002',
  name: 'Harbor Public Library',
  address: '41 Elm Street, Harbor, ME 04011',
  location: MAP,
  active: true,
  bookedMeetings: 2,
};
const ANNEX: CountyPlace = { id: '7b0e1c52-1111-4a8e-9c1d-000000000003', name: 'Old Annex', address: '3 Depot Road', location: MAP, active: false, bookedMeetings: 0 };

// jsdom scrolls nothing; the error summary's links scroll their field into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

/** A fake county API over `places`, recording every write as [method, path, body]. */
function countyApi(places: CountyPlace[]) {
  const sent: Array<[string, string, unknown]> = [];
  const fetchImpl = fakeApi((method, url, body) => {
    const path = url.pathname.replace('/harbor-county/api', '');
    if (method !== 'GET') sent.push([method, path, body]);
    if (path === '/office/county/places' && method === 'GET') return { body: { results: places } };
    if (path === '/office/county/places') {
      const { name, address, location } = body as CountyPlace;
      if (places.some((place) => place.name.toLowerCase() === name.toLowerCase()))
        return { status: 409, body: { message: `There is already a location called "${name}". Change that one, or name this one differently.` } };
      const added = { id: '7b0e1c52-1111-4a8e-9c1d-000000000009', name, address, location, active: true, bookedMeetings: 0 };
      places.push(added);
      places.sort((a, b) => a.name.localeCompare(b.name));
      return { status: 201, body: added };
    }
    const at = places.findIndex((place) => path.includes(place.id));
    if (at === -1) return undefined;
    places[at] = path.endsWith('/active') ? { ...places[at], active: (body as { active: boolean }).active } : { ...places[at], ...(body as object) };
    return { body: places[at] };
  });
  return { fetchImpl, sent };
}

const rows = () => screen.getAllByRole('listitem').filter((item) => item.closest('ul.console-rows'));
const row = (name: string) => rows().find((item) => item.querySelector('.console-rows__name')?.textContent === name)!;

it('lists every location with its address, its map, whether it is offered and its upcoming meetings', async () => {
  const { fetchImpl } = countyApi([LIBRARY, ANNEX]);
  renderOffice('/office/county/places', fetchImpl, undefined, ADMINISTRATOR);
  expect(screen.getByRole('heading', { level: 1, name: 'Meeting locations' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'County setup' }).querySelector('[aria-current="page"]')).toHaveTextContent('Meeting locations');
  await screen.findByText('Harbor Public Library');
  expect(rows().map((item) => item.querySelector('.console-rows__name')?.textContent)).toEqual(['Harbor Public Library', 'Old Annex']);
  const library = within(row('Harbor Public Library'));
  expect(library.getByText('41 Elm Street, Harbor, ME 04011')).toBeInTheDocument();
  expect(library.getByText('Offered')).toBeInTheDocument();
  expect(library.getByText('2 upcoming meetings booked there')).toBeInTheDocument();
  const map = library.getByRole('link', { name: 'See the map of Harbor Public Library on www.openstreetmap.org (opens in a new tab)' });
  expect(map).toHaveAttribute('href', MAP);
  expect(map).toHaveAttribute('target', '_blank');
  expect(library.getByRole('button', { name: 'Stop offering the location Harbor Public Library' })).toBeInTheDocument();
  const annex = within(row('Old Annex'));
  expect(annex.getByText('Not offered')).toBeInTheDocument();
  expect(annex.getByRole('button', { name: 'Offer again the location Old Annex' })).toBeInTheDocument();
  expect(annex.queryByText(/upcoming meeting/)).not.toBeInTheDocument();
  // A new location needs meeting times before the public sees it: the page says where to add them.
  const times = screen.getByText(/^A new location is shown to the public once it has meeting times/);
  expect(within(times).getByRole('link', { name: 'Meeting times' })).toHaveAttribute('href', '/office/availability');
});

it('checks the add form in the browser first: a summary that takes the focus and links to each field, nothing sent', async () => {
  const user = userEvent.setup();
  const { fetchImpl, sent } = countyApi([LIBRARY]);
  renderOffice('/office/county/places', fetchImpl, undefined, ADMINISTRATOR);
  await screen.findByText('Harbor Public Library');
  const form = screen.getByRole('form', { name: 'Add a location' });
  await user.type(within(form).getByLabelText('Map link'), 'http://maps.example.org/embed');
  await user.click(within(form).getByRole('button', { name: 'Add location' }));
  const summary = await within(form).findByRole('alert', { name: 'There is a problem' });
  await waitFor(() => expect(summary).toHaveFocus());
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Enter the name of the location', 'Enter the address of the location', 'Enter the map link as a web address starting with https://']);
  const map = within(form).getByLabelText('Map link');
  expect(map).toHaveAccessibleDescription(expect.stringContaining('Enter the map link as a web address starting with https://'));
  await user.click(within(summary).getByRole('link', { name: 'Enter the map link as a web address starting with https://' }));
  expect(map).toHaveFocus();
  // Neither a script address nor one with a password is a map link.
  await user.clear(map);
  await user.type(map, 'javascript:alert(1)');
  await user.click(within(form).getByRole('button', { name: 'Add location' }));
  expect(await within(form).findByRole('link', { name: 'Enter the map link as a web address starting with https://' })).toBeInTheDocument();
  expect(sent).toEqual([]);
});

it('adds a location, says a refusal of the API in its words and keeps what was typed', async () => {
  const user = userEvent.setup();
  const { fetchImpl, sent } = countyApi([LIBRARY]);
  renderOffice('/office/county/places', fetchImpl, undefined, ADMINISTRATOR);
  await screen.findByText('Harbor Public Library');
  const form = screen.getByRole('form', { name: 'Add a location' });
  await user.type(within(form).getByLabelText('Name of the location'), 'harbor public library');
  await user.type(within(form).getByLabelText('Address'), '7 Main Street, North Harbor');
  await user.type(within(form).getByLabelText('Map link'), ` ${MAP} `);
  await user.click(within(form).getByRole('button', { name: 'Add location' }));
  const refusal = await page().findByText('There is already a location called "harbor public library". Change that one, or name this one differently.');
  await waitFor(() => expect(refusal.closest('.console-outcome')).toHaveFocus());
  expect(page().getByRole('heading', { name: 'The locations were not changed' })).toBeInTheDocument();
  expect(within(form).getByLabelText('Address')).toHaveValue('7 Main Street, North Harbor');

  await user.clear(within(form).getByLabelText('Name of the location'));
  await user.type(within(form).getByLabelText('Name of the location'), 'North Harbor Town Hall');
  await user.click(within(form).getByRole('button', { name: 'Add location' }));
  expect(await page().findByText('North Harbor Town Hall added. People can book it once it has meeting times.')).toBeInTheDocument();
  expect(sent.at(-1)).toEqual(['POST', '/office/county/places', { name: 'North Harbor Town Hall', address: '7 Main Street, North Harbor', location: MAP }]);
  expect(within(form).getByLabelText('Name of the location')).toHaveValue('');
  await waitFor(() => expect(rows().map((item) => item.querySelector('.console-rows__name')?.textContent)).toEqual(['Harbor Public Library', 'North Harbor Town Hall']));
});

it('changes a location in place, its focus on the name, and Cancel gives the focus back', async () => {
  const user = userEvent.setup();
  const { fetchImpl, sent } = countyApi([LIBRARY, ANNEX]);
  renderOffice('/office/county/places', fetchImpl, undefined, ADMINISTRATOR);
  await screen.findByText('Harbor Public Library');
  const open = () => within(row('Harbor Public Library')).getByRole('button', { name: 'Change the location Harbor Public Library' });
  await user.click(open());
  expect(open()).toHaveAttribute('aria-expanded', 'true');
  let form = screen.getByRole('form', { name: 'Change the location Harbor Public Library' });
  await waitFor(() => expect(within(form).getByLabelText('Name of the location')).toHaveFocus());
  expect(within(form).getByLabelText('Map link')).toHaveValue(MAP);
  await user.click(within(form).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('form', { name: 'Change the location Harbor Public Library' })).not.toBeInTheDocument();
  await waitFor(() => expect(open()).toHaveFocus());

  await user.click(open());
  form = screen.getByRole('form', { name: 'Change the location Harbor Public Library' });
  await user.clear(within(form).getByLabelText('Address'));
  await user.click(within(form).getByRole('button', { name: 'Save the location' }));
  expect(await within(form).findByRole('link', { name: 'Enter the address of the location' })).toBeInTheDocument();
  await user.type(within(form).getByLabelText('Address'), '43 Elm Street, Harbor, ME 04011');
  await user.click(within(form).getByRole('button', { name: 'Save the location' }));
  expect(await page().findByText('Harbor Public Library saved.')).toBeInTheDocument();
  expect(sent).toEqual([['PUT', `/office/county/places/${LIBRARY.id}`, { name: 'Harbor Public Library', address: '43 Elm Street, Harbor, ME 04011', location: MAP }]]);
  expect(screen.queryByRole('form', { name: 'Change the location Harbor Public Library' })).not.toBeInTheDocument();
  expect(await within(row('Harbor Public Library')).findByText('43 Elm Street, Harbor, ME 04011')).toBeInTheDocument();
});

it('stops offering a location, says how many booked meetings remain there, and offers it again', async () => {
  const user = userEvent.setup();
  const { fetchImpl, sent } = countyApi([LIBRARY, ANNEX]);
  renderOffice('/office/county/places', fetchImpl, undefined, ADMINISTRATOR);
  await screen.findByText('Harbor Public Library');
  await user.click(within(row('Harbor Public Library')).getByRole('button', { name: 'Stop offering the location Harbor Public Library' }));
  const said = await page().findByText(
    'Harbor Public Library is no longer offered to people booking a meeting. 2 booked meetings remain there. They are not cancelled: you can see them on the Meetings page.',
  );
  await waitFor(() => expect(said.closest('.console-outcome')).toHaveFocus());
  expect(sent).toEqual([['POST', `/office/county/places/${LIBRARY.id}/active`, { active: false }]]);
  expect(await within(row('Harbor Public Library')).findByText('Not offered')).toBeInTheDocument();
  await user.click(within(row('Old Annex')).getByRole('button', { name: 'Offer again the location Old Annex' }));
  expect(await page().findByText('Old Annex is offered again.')).toBeInTheDocument();
  expect(sent.at(-1)).toEqual(['POST', `/office/county/places/${ANNEX.id}/active`, { active: true }]);
});

it('offers nothing to a clerk, and reads nothing', () => {
  const { fetchImpl } = countyApi([LIBRARY]);
  renderOffice('/office/county/places', fetchImpl, undefined, CLERK);
  expect(page().getByText(/meeting locations, hearing panels, parcel roll and staff accounts/)).toBeInTheDocument();
  expect(callsOf(fetchImpl).filter((call) => call.includes('/office/county'))).toEqual([]);
});

describe('in Spanish', () => {
  beforeEach(() => speak('es'));
  afterEach(() => speak('en'));

  it('says every text of the screen in Spanish', async () => {
    const user = userEvent.setup();
    const { fetchImpl } = countyApi([LIBRARY, ANNEX]);
    renderOffice('/office/county/places', fetchImpl, undefined, ADMINISTRATOR);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lugares de citas' })).toBeInTheDocument();
    await screen.findByText('Harbor Public Library');
    expect(within(row('Harbor Public Library')).getByText('2 citas próximas reservadas allí')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar lugar' }));
    expect(await screen.findByRole('link', { name: 'Escriba el enlace del mapa' })).toBeInTheDocument();
    await user.click(within(row('Harbor Public Library')).getByRole('button', { name: 'Cambiar el lugar Harbor Public Library' }));
    await user.click(within(row('Harbor Public Library')).getByRole('button', { name: 'Dejar de ofrecer el lugar Harbor Public Library' }));
    expect(await page().findByText(/^Harbor Public Library ya no se ofrece a quienes reservan una cita\. Quedan 2 citas reservadas allí\./)).toBeInTheDocument();
    // None of the English words of this screen is left.
    const english = Object.entries(en)
      .filter(([id]) => id.startsWith('office.console.places.') || id.startsWith('office.console.form.place'))
      .map(([, text]) => text)
      .filter((text) => !text.includes('{') && !text.includes('<'));
    const shown = document.body.textContent ?? '';
    const said = (text: string) => new RegExp(`(^|\\W)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\W)`).test(shown);
    expect(english.filter(said)).toEqual([]);
  });
});
