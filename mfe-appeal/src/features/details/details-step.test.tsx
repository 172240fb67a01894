import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { agent, currentLocation, fakeApi, ok, owner, renderWizard, STAFF, stepHeading } from '../../../test/wizard-fixture';

// Typing into many fields is slow on a shared machine.
jest.setTimeout(30_000);

const reasonsApi = () => fakeApi({ 'GET /code-systems/appeal-reasons': ok({ codes: [{ id: 'r-1', description: 'Condition', position: 1, used: true }] }) });

async function openDetails(options: Partial<Parameters<typeof renderWizard>[0]> = {}) {
  const user = userEvent.setup();
  const rendered = renderWizard({ route: '/appeal/details', ...options });
  await stepHeading('Your details');
  return { user, ...rendered };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const next = () => screen.getByRole('button', { name: 'Continue' });
const errorSummary = () => screen.getByRole('alert', { name: 'There is a problem' });

async function fillOwner(user: UserEvent) {
  await user.type(box('Full name'), 'Pat Doe');
  await user.click(screen.getByRole('radio', { name: 'Owner' }));
  await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '5555550100');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example.org');
  await user.type(screen.getByRole('textbox', { name: 'Confirm email' }), 'pat@example.org');
}

it('shows every message of an empty form in an error summary that takes focus', async () => {
  const { user } = await openDetails();
  await user.click(next());
  const summary = errorSummary();
  await waitFor(() => expect(summary).toHaveFocus());
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Your name is required', 'You must specify the relation to the property owner', 'Phone number is required', 'Email is required', 'Confirm Email is required']);
  expect(currentLocation()).toBe('/appeal/details');
});

it('offers no relation until the filer chooses one', async () => {
  await openDetails();
  for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
});

it('links each summary message to its field', async () => {
  Element.prototype.scrollIntoView = jest.fn();
  try {
    const { user } = await openDetails();
    await user.click(next());
    await user.click(within(errorSummary()).getByRole('link', { name: 'Email is required' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  } finally {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  }
});

it('shows the message at its field too', async () => {
  const { user } = await openDetails();
  await user.click(next());
  expect(box('Full name')).toHaveAccessibleDescription(expect.stringContaining('Your name is required'));
  expect(box('Full name')).toBeInvalid();
});

it('keeps Next pressable while errors show: a press stays on the step, saves nothing and takes the reader to the summary', async () => {
  const { user, portal } = await openDetails();
  await user.click(next());
  expect(next()).not.toHaveAttribute('aria-disabled');
  await user.type(box('Full name'), 'Pat Doe');
  await user.click(next());
  expect(currentLocation()).toBe('/appeal/details');
  await waitFor(() => expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus());
  expect(portal.stores.taxpayer.getState()).toBeNull();
});

it('goes on once the errors are corrected', async () => {
  const { user } = await openDetails({ api: reasonsApi().api });
  await user.click(next());
  await fillOwner(user);
  await user.click(next());
  await stepHeading('Value and reasons');
});

it('asks an agent for the organization, with the authorization notice, and forces the address on', async () => {
  const { user } = await openDetails({ settings: { 'appeal.agent_document_url': 'https://county.test/agent-form.pdf' } });
  expect(screen.queryByRole('textbox', { name: 'Organization' })).not.toBeInTheDocument();
  const differs = screen.getByRole('checkbox', { name: /My address differs from the property address/ });
  expect(differs).not.toBeChecked();
  expect(differs).toBeEnabled();
  expect(screen.queryByRole('textbox', { name: 'Address line one' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Agent' }));
  expect(box('Organization')).toBeInTheDocument();
  expect(differs).toBeChecked();
  expect(differs).toBeDisabled();
  expect(box('Address line one')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download the Agent Authorization form' })).toHaveAttribute('href', 'https://county.test/agent-form.pdf');

  await user.click(next());
  const messages = within(errorSummary())
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(messages).toEqual(expect.arrayContaining(['Organization is required', 'Address Line One is required', 'City/Town is required', 'State is required', 'Zip is required']));
});

it('lets an owner open the address block with the checkbox', async () => {
  const { user } = await openDetails();
  await user.click(screen.getByRole('radio', { name: 'Owner' }));
  await user.click(screen.getByRole('checkbox', { name: /My address differs/ }));
  expect(box('Address line one')).toBeInTheDocument();
  await user.type(box('Address line one'), '1 Ma');
  await user.click(next());
  expect(within(errorSummary()).getByText('Address Line One is too short')).toBeInTheDocument();
});

it("offers 'other' only when appeal.allow_file_other is on", async () => {
  await openDetails();
  expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['owner', 'agent']);
});

it("asks an 'other' filer for the relationship and their address", async () => {
  const { user } = await openDetails({ settings: { 'appeal.allow_file_other': true } });
  expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['owner', 'agent', 'other']);
  await user.click(screen.getByRole('radio', { name: 'Other' }));
  expect(box('Your relationship with the owner')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /My address differs/ })).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: /My address differs/ })).toBeChecked();
  await user.click(next());
  expect(within(errorSummary()).getByText('You must specify your relationship with the owner')).toBeInTheDocument();
});

it('shows the phone as (xxx) xxx xxxx', async () => {
  const { user } = await openDetails();
  const phone = screen.getByRole('textbox', { name: /^Phone number/ });
  await user.type(phone, '5555550100');
  await user.tab();
  expect(phone).toHaveValue('(555) 555 0100');
});

it('names a wrong phone, e-mail or confirmation at its field as soon as the filer leaves it', async () => {
  const { user } = await openDetails();
  const phone = screen.getByRole('textbox', { name: /^Phone number/ });
  const described = (field: HTMLElement, message: string) => expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  await user.type(phone, '555-CALL');
  await user.tab();
  described(phone, 'Phone number must not contain letters');
  await user.clear(phone);
  await user.type(phone, '555555');
  described(phone, 'Phone number is too short');
  await user.clear(phone);
  await user.type(phone, '555555010012');
  described(phone, 'Phone number is too long');
  await user.clear(phone);
  await user.type(phone, '5555550100');
  expect(phone).not.toBeInvalid();

  const email = screen.getByRole('textbox', { name: 'Email' });
  await user.type(email, 'pat@example');
  await user.tab();
  described(email, 'Email is not valid');
  const confirm = screen.getByRole('textbox', { name: 'Confirm email' });
  await user.type(confirm, 'pat@example.com');
  await user.tab();
  described(confirm, 'Confirm Email does not match');
  // Next stays pressable while a field shows its message.
  expect(next()).not.toHaveAttribute('aria-disabled');
});

it('saves the appellant in the taxpayer store and goes to the next step', async () => {
  const { user, portal } = await openDetails({ api: reasonsApi().api });
  await fillOwner(user);
  await user.click(next());
  await stepHeading('Value and reasons');
  expect(currentLocation()).toBe('/appeal/estimation');
  expect(portal.stores.taxpayer.getState()).toEqual({
    name: 'Pat Doe',
    type: 'owner',
    address: null,
    phone: { number: '5555550100', extension: '' },
    email: 'pat@example.org',
  });
});

it('goes to the comparables step when it applies', async () => {
  const { user } = await openDetails({ settings: { 'appeal.comper_mode': 'view', 'products.public_comper_url': 'http://comps.test' } });
  await fillOwner(user);
  await user.click(next());
  await stepHeading('Comparable sales');
});

it('saves an agent with the organization and the address', async () => {
  const { user, portal } = await openDetails({ api: reasonsApi().api });
  await user.type(box('Full name'), 'Sam Agent');
  await user.click(screen.getByRole('radio', { name: 'Agent' }));
  await user.type(box('Organization'), 'Tax Help LLC');
  await user.type(box('Address line one'), '1 Main Street');
  await user.type(box('City/Town'), 'Harbor');
  await user.type(box('State'), 'ME');
  await user.type(box('Zip'), '04011');
  await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '(555) 555-0101');
  await user.type(box('Phone extension (optional)'), '12');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@taxhelp.example');
  await user.type(screen.getByRole('textbox', { name: 'Confirm email' }), 'sam@taxhelp.example');
  await user.click(next());
  await stepHeading('Value and reasons');
  expect(portal.stores.taxpayer.getState()).toEqual(agent);
});

it('fills the form from a saved appellant, the confirmation prefilled with the e-mail', async () => {
  await openDetails({ appellant: owner });
  expect(box('Full name')).toHaveValue('Pat Doe');
  expect(screen.getByRole('radio', { name: 'Owner' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: /^Phone number/ })).toHaveValue('(555) 555 0100');
  expect(screen.getByRole('textbox', { name: 'Confirm email' })).toHaveValue('pat@example.org');
});

it("reads 'Back to filing an appeal' for the public and 'Back to filing method' for staff", async () => {
  const { unmount } = await openDetails();
  expect(screen.getByRole('link', { name: 'Back to filing an appeal' })).toHaveAttribute('href', '/appeal');
  unmount();
  await openDetails({ me: STAFF });
  expect(screen.getByRole('link', { name: 'Back to filing method' })).toHaveAttribute('href', '/appeal/method');
});

it("reads 'Save' and 'Back to summary' with returnto=summary, and Save goes back to the summary", async () => {
  const { user } = await openDetails({ route: '/appeal/details?returnto=summary', appellant: owner, draft: { estimatedValue: '200,000' } });
  expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to summary' })).toHaveAttribute('href', '/appeal/summary');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await stepHeading('Summary');
  expect(currentLocation()).toBe('/appeal/summary');
});

it('after a failed attempt, a change of relation drops the messages of fields it hides and names the new ones', async () => {
  const { user } = await openDetails({ settings: { 'appeal.allow_file_other': true } });
  await user.type(box('Full name'), 'Sam Agent');
  await user.click(screen.getByRole('radio', { name: 'Agent' }));
  await user.click(next());
  await waitFor(() => expect(within(errorSummary()).getByRole('link', { name: 'Organization is required' })).toBeInTheDocument());

  await user.click(screen.getByRole('radio', { name: 'Other' }));
  await waitFor(() => expect(within(errorSummary()).queryByRole('link', { name: 'Organization is required' })).not.toBeInTheDocument());
  expect(within(errorSummary()).getByRole('link', { name: 'You must specify your relationship with the owner' })).toBeInTheDocument();
  expect(box('Your relationship with the owner')).toHaveAccessibleDescription(expect.stringContaining('You must specify your relationship with the owner'));
  // Focus stays where the filer is working; only an attempt to go on moves it to the summary.
  expect(screen.getByRole('radio', { name: 'Other' })).toHaveFocus();
});

it('after a failed attempt, the summary follows the corrections and Next works once nothing is wrong', async () => {
  const { user } = await openDetails({ api: reasonsApi().api });
  await user.click(next());
  await fillOwner(user);
  await waitFor(() => expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument());
  expect(next()).not.toHaveAttribute('aria-disabled');
});

it('re-checks Confirm email when the e-mail changes after a failed attempt', async () => {
  const { user } = await openDetails();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example.org');
  await user.type(screen.getByRole('textbox', { name: 'Confirm email' }), 'pat@example.org');
  await user.click(next());
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'x');
  await waitFor(() => expect(within(errorSummary()).getByRole('link', { name: 'Confirm Email does not match' })).toBeInTheDocument());
});

it('unticks the address box the agent relation ticked when the filer turns back to owner, but keeps an owner’s own tick', async () => {
  const { user } = await openDetails();
  const differs = screen.getByRole('checkbox', { name: /My address differs/ });
  await user.click(screen.getByRole('radio', { name: 'Agent' }));
  expect(differs).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Owner' }));
  expect(differs).not.toBeChecked();
  expect(differs).toBeEnabled();
  expect(screen.queryByRole('textbox', { name: 'Address line one' })).not.toBeInTheDocument();

  await user.click(differs);
  await user.click(screen.getByRole('radio', { name: 'Agent' }));
  await user.click(screen.getByRole('radio', { name: 'Owner' }));
  expect(differs).toBeChecked();
});
