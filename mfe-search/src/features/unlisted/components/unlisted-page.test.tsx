import { renderWithPortal, TEST_OFFICE } from '../../../../../mfe-shared/test/portal-fixture';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes, useParams } from 'mfe-shared/router';
import { decodeProperty, isEncodedProperty } from 'mfe-shared/schemas';
import { UnlistedPage } from './unlisted-page';

// jsdom has no layout, so it does not implement scrollIntoView (the error summary's links use it).
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function PropertyProbe() {
  const { parcelNum = '' } = useParams();
  return <p data-testid="property">{parcelNum}</p>;
}

/** A county that takes unlisted properties from its staff (Harbor's demo settings), and who is looking. */
const STAFF_ONLY = { 'appeal.allow_unlisted_property': true };
const CLERK = { accountId: 'clerk-1', name: 'Dana Whitfield', role: 'clerk' as const };

function renderPage(settings: Record<string, unknown> = STAFF_ONLY, me: { accountId?: string } = CLERK) {
  const user = userEvent.setup();
  renderWithPortal(
    <Routes>
      <Route path="/" element={<p data-testid="home">home</p>} />
      <Route path="/property/unlisted" element={<UnlistedPage />} />
      <Route path="/property/:parcelNum" element={<PropertyProbe />} />
    </Routes>,
    { route: '/property/unlisted', settings, me },
  );
  return user;
}

const box = (name: string) => screen.getByRole('textbox', { name });
const typeSelect = () => screen.getByRole('combobox', { name: 'Property type' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

const filled: Record<string, string> = {
  Address: '12 Harbor Way, Springfield',
  'Owner name': 'José Peña',
  'Current market value': '250,000',
  'Parcel number': '131-3253-R32532',
  'Legal description': 'Lot 4, Block 2, Harbor Addition',
  'Mailing address line 1': 'PO Box 12',
  City: 'Springfield',
  State: 'MA',
  Zip: '01101',
};

async function fillIn(user: UserEvent, values: Record<string, string> = filled) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(box(label));
    if (value) await user.type(box(label), value);
  }
}

it("is titled 'Enter property details'", () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Enter property details');
  expect(document.title).toBe(`Enter property details - ${TEST_OFFICE}`);
});

it('shows the documented fields in their order', () => {
  renderPage();
  const labels = [...document.querySelectorAll('form label')].map((label) => label.textContent);
  expect(labels).toEqual([
    'Address',
    'Owner name',
    'Property type',
    'Current market value',
    'Parcel number',
    'Legal description',
    'Mailing address line 1',
    'Mailing address line 2 (optional)',
    'City',
    'State',
    'Zip',
  ]);
  expect(screen.getByRole('group', { name: 'Mailing address' })).toContainElement(box('Zip'));
});

it('offers every property type by its label, residential first chosen', () => {
  renderPage();
  expect(
    within(typeSelect())
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Residential', 'Commercial', 'Agricultural', 'Mobile home', 'Industrial', 'Vacant land', 'Exempt']);
  expect(typeSelect()).toHaveValue('residential');
});

it('describes the market value and parcel identifier by their help texts', () => {
  renderPage();
  expect(box('Current market value')).toHaveAccessibleDescription('Please provide a value as close as possible to the current market value.');
  expect(box('Parcel number')).toHaveAccessibleDescription('For example, 131-3253-R32532');
});

it('lets the browser fill in the addresses and the name', () => {
  renderPage();
  expect(box('Address')).toHaveAttribute('autocomplete', 'street-address');
  expect(box('Owner name')).toHaveAttribute('autocomplete', 'name');
  expect(box('Mailing address line 1')).toHaveAttribute('autocomplete', 'address-line1');
  expect(box('Mailing address line 2 (optional)')).toHaveAttribute('autocomplete', 'address-line2');
  expect(box('City')).toHaveAttribute('autocomplete', 'address-level2');
  expect(box('State')).toHaveAttribute('autocomplete', 'address-level1');
  expect(box('Zip')).toHaveAttribute('autocomplete', 'postal-code');
  expect(box('Current market value')).toHaveAttribute('inputmode', 'numeric');
});

it('on Continue with nothing filled, lists every problem in a summary that takes focus, and keeps Continue pressable', async () => {
  const user = renderPage();
  await user.click(continueButton());

  // Validation is asynchronous (the zod resolver), so the summary arrives a moment after the click.
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  await waitFor(() => expect(summary).toHaveFocus());
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'The address is required',
    'The owner name is required',
    'The market value is required',
    'The parcel number is required',
    'The legal description is required',
    'The mailing address is required',
    'The city is required',
    'The state is required',
    'The zip code is required',
  ]);
  expect(box('Address')).toHaveAccessibleDescription('The address is required');
  expect(box('Current market value')).toHaveAccessibleDescription('Please provide a value as close as possible to the current market value. The market value is required');
  expect(box('Zip')).toHaveAttribute('aria-invalid', 'true');
  expect(box('Mailing address line 2 (optional)')).not.toHaveAttribute('aria-invalid');
  expect(continueButton()).not.toHaveAttribute('aria-disabled');
  expect(screen.queryByTestId('property')).not.toBeInTheDocument();

  await user.click(within(summary).getByRole('link', { name: 'The city is required' }));
  expect(box('City')).toHaveFocus();
});

it('checks a field when it is left; Continue then still answers, with the summary taking focus', async () => {
  const user = renderPage();
  await user.type(box('Address'), '12 Main');
  // Leave the field without touching another one: a field left empty is reported as well.
  await user.click(document.body);
  await waitFor(() => expect(box('Address')).toHaveAccessibleDescription('The address is too short'));
  expect(continueButton()).not.toHaveAttribute('aria-disabled');
  await user.click(continueButton());
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  await waitFor(() => expect(summary).toHaveFocus());
  expect(within(summary).getByRole('link', { name: 'The address is too short' })).toBeInTheDocument();

  await user.type(box('Address'), ' Street');
  await waitFor(() => expect(box('Address')).not.toHaveAttribute('aria-invalid'));
});

it.each([
  ['abc', 'The market value must be a whole number, for example 250,000'],
  ['100', 'The market value specified is too small'],
  ['1,000,000,000', 'The market value specified is too big'],
])('reports a market value of %j: %s', async (value, message) => {
  const user = renderPage();
  await user.type(box('Current market value'), value);
  await user.tab();
  expect(await screen.findByText(message)).toHaveAttribute('id', 'unlisted-marketValue-error');
  expect(continueButton()).not.toHaveAttribute('aria-disabled');
});

it('reports a required field emptied after typing', async () => {
  const user = renderPage();
  await user.type(box('Owner name'), 'Pat');
  await user.clear(box('Owner name'));
  await user.tab();
  await waitFor(() => expect(box('Owner name')).toHaveAccessibleDescription('The owner name is required'));
});

it('keeps the summary and the focus in place while fixing, and drops the summary once all is fixed', async () => {
  const user = renderPage();
  await user.click(continueButton());
  await screen.findByRole('alert', { name: 'There is a problem' });
  await user.click(box('Address'));
  await user.type(box('Address'), '12 Harbor Way, Springfield');
  await waitFor(() => expect(box('Address')).not.toHaveAttribute('aria-invalid'));
  expect(box('Address')).toHaveFocus();
  expect(screen.getByRole('alert', { name: 'There is a problem' })).toBeInTheDocument();

  await fillIn(user);
  await waitFor(() => expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument());
  expect(continueButton()).not.toHaveAttribute('aria-disabled');
});

it('on a valid Continue, opens the property page with the property encoded in the route', async () => {
  const user = renderPage();
  await fillIn(user);
  await user.selectOptions(typeSelect(), 'Mobile home');
  await user.click(continueButton());

  const param = (await screen.findByTestId('property')).textContent ?? '';
  expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(isEncodedProperty(param)).toBe(true);
  expect(decodeProperty(param)).toEqual({
    id: '131-3253-R32532',
    address: '12 Harbor Way, Springfield',
    ownerName: 'José Peña',
    type: 'mobile-home',
    value: { amount: 250000, currency: 'USD' },
    mailingAddress: { lines: ['PO Box 12'], city: 'Springfield', state: 'MA', zip: '01101' },
    legalDescription: 'Lot 4, Block 2, Harbor Addition',
    active: true,
    location: null,
    recordCardUrl: null,
    imageUrl: null,
  });
});

it('keeps mailing address line 2 when given, and trims what was typed', async () => {
  const user = renderPage();
  await fillIn(user, { ...filled, 'Owner name': '  Pat Doe  ' });
  await user.type(box('Mailing address line 2 (optional)'), 'Suite 5');
  await user.keyboard('{Enter}');

  const property = decodeProperty((await screen.findByTestId('property')).textContent ?? '');
  expect(property?.ownerName).toBe('Pat Doe');
  expect(property?.type).toBe('residential');
  expect(property?.mailingAddress?.lines).toEqual(['PO Box 12', 'Suite 5']);
});

it("is what the remote's routes show at /property/unlisted", async () => {
  const { default: SearchRoutes } = await import('../../../routes');
  renderWithPortal(<SearchRoutes />, { route: '/property/unlisted', settings: STAFF_ONLY, me: CLERK });
  // The page loads on first visit, so it appears after the routes do.
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Enter property details');
  expect(typeSelect()).toBeInTheDocument();
});

describe('who is offered manual entry (docs/product.md#unlisted-properties)', () => {
  it('tells a member of the public, where the county keeps it to its staff, that it is for staff, with the way back to search and no form', async () => {
    const user = renderPage(STAFF_ONLY, {});
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Entering a property by hand is for office staff');
    expect(document.title).toBe(`Entering a property by hand is for office staff - ${TEST_OFFICE}`);
    expect(
      screen.getByText(`Only staff at ${TEST_OFFICE} can enter a property that is not in the county's records, when they file an appeal on someone's behalf.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Search for your property' }));
    expect(screen.getByTestId('home')).toBeInTheDocument();
  });

  it('tells anyone, staff too, in a county that takes no unlisted property, that it cannot be done there', () => {
    renderPage({}, CLERK);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Properties cannot be entered by hand in this county');
    expect(screen.getByText(`${TEST_OFFICE} takes appeals only for properties that are in its records.`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('gives staff the form without the note for the public', () => {
    renderPage(STAFF_ONLY, CLERK);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Enter property details');
    expect(screen.queryByRole('heading', { name: 'The office checks this property before it accepts your appeal' })).not.toBeInTheDocument();
  });

  it('gives the public the form where the county lets them, saying first that the office checks the property', () => {
    renderPage({ ...STAFF_ONLY, 'appeal.allow_public_unlisted_property': true }, {});
    const note = screen.getByRole('heading', { level: 2, name: 'The office checks this property before it accepts your appeal' });
    expect(note.closest('.usa-alert')).toHaveTextContent(`${TEST_OFFICE} will check the property's details before it accepts the appeal.`);
    // Before the first field.
    expect(note.compareDocumentPosition(box('Address')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
