import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus, type AnalyticsEvent } from 'mfe-shared';
import { fakeResponse, testParcel } from '../../../../mfe-shared/test/portal-fixture';
import { currentLocation, fakeApi, ok, owner, renderWizard, stepHeading, type WizardOptions } from '../../../test/wizard-fixture';

jest.setTimeout(30_000);

// Out of order, one unused: the step offers the used ones by position.
const codes = [
  { id: 'r-9', description: 'Other', position: 9, used: true },
  { id: 'r-1', description: 'Condition of the property', position: 1, used: true },
  { id: 'r-5', description: 'Retired reason', position: 2, used: false },
  { id: 'r-3', description: 'Recent sales of similar properties', position: 3, used: true },
];

async function openEstimation(options: Partial<WizardOptions> = {}) {
  const user = userEvent.setup();
  const { api, calls } = fakeApi({ 'GET /code-systems/appeal-reasons': ok({ codes }) });
  const rendered = renderWizard({ route: '/appeal/estimation', appellant: owner, api, ...options });
  await stepHeading('Value and reasons');
  await screen.findByRole('checkbox', { name: 'Condition of the property' }, { timeout: 5_000 });
  return { user, calls, ...rendered };
}

const valueBox = () => screen.getByRole('textbox', { name: "Your opinion of the property's market value" });
const next = () => screen.getByRole('button', { name: 'Continue' });
const errorSummary = () => screen.getByRole('alert', { name: 'There is a problem' });
const summaryMessages = () =>
  within(errorSummary())
    .getAllByRole('link')
    .map((link) => link.textContent);

it('offers the used reasons from /code-systems/appeal-reasons, by position', async () => {
  const { calls } = await openEstimation();
  expect(screen.getAllByRole('checkbox').map((box) => box.closest('div')?.textContent)).toEqual(['Condition of the property', 'Recent sales of similar properties', 'Other']);
  expect(screen.queryByRole('checkbox', { name: 'Retired reason' })).not.toBeInTheDocument();
  expect(calls.filter((call) => call.path === '/code-systems/appeal-reasons')).toHaveLength(1);
});

it('reveals a comment box with a remaining-character counter for a selected reason', async () => {
  const { user } = await openEstimation({ settings: { 'appeal.appeal_reason_comment_maxlength': 40 } });
  expect(screen.queryByRole('textbox', { name: /Tell us more/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Condition of the property' }));
  const comment = screen.getByRole('textbox', { name: 'Tell us more about "Condition of the property" (optional)' });
  expect(comment).toHaveAccessibleDescription('40 characters remaining');
  await user.type(comment, 'Roof leaks');
  expect(screen.getByText('30 characters remaining')).toBeInTheDocument();
  expect(comment).toHaveAttribute('maxLength', '40');
  await user.click(screen.getByRole('checkbox', { name: 'Condition of the property' }));
  expect(screen.queryByRole('textbox', { name: /Tell us more/ })).not.toBeInTheDocument();
});

it('counts from appeal.appeal_reason_comment_maxlength, 500 by default', async () => {
  const { user } = await openEstimation();
  await user.click(screen.getByRole('checkbox', { name: 'Recent sales of similar properties' }));
  expect(screen.getByText('500 characters remaining')).toBeInTheDocument();
});

it('shows the value and reason messages in an error summary that takes focus', async () => {
  const { user, portal } = await openEstimation();
  await user.click(next());
  await waitFor(() => expect(errorSummary()).toHaveFocus());
  expect(summaryMessages()).toEqual(['You must provide an estimated value', 'You must select at least one reason for your appeal']);
  expect(valueBox()).toHaveAccessibleDescription(expect.stringContaining('You must provide an estimated value'));
  expect(currentLocation()).toBe('/appeal/estimation');
  expect(portal.stores.appeal.getState()?.estimatedValue ?? '').toBe('');
});

it('keeps Next pressable while errors show: each press stays on the step and takes the reader to the summary; the fields follow each change', async () => {
  const { user } = await openEstimation();
  await user.click(next());
  expect(next()).not.toHaveAttribute('aria-disabled');
  await user.type(valueBox(), '1');
  // The field follows the change at once; pressing Next again stays and focuses the summary.
  expect(valueBox()).toHaveAccessibleDescription(expect.stringContaining('Value must be between 25,000 and 2,500,000'));
  await user.click(next());
  expect(currentLocation()).toBe('/appeal/estimation');
  await waitFor(() => expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus());
  await user.clear(valueBox());
  await user.type(valueBox(), '200000');
  await user.click(screen.getByRole('checkbox', { name: 'Condition of the property' }));
  await waitFor(() => expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument());
});

it('keeps the summary to what is still wrong, leaving focus in the field being corrected', async () => {
  const { user } = await openEstimation();
  await user.click(next());
  await user.type(valueBox(), '200000');
  expect(summaryMessages()).toEqual(['You must select at least one reason for your appeal']);
  expect(valueBox()).toHaveFocus();
});

it.each([
  ['$200,000', 'Enter a whole number, using only digits, for example 250,000'],
  ['200000.00', 'Enter a whole number, using only digits, for example 250,000'],
  ['200 000', 'Remove the spaces from the value'],
  ['0200000', 'The provided value cannot start with zero'],
  ['3,000,000', 'Value must be between 25,000 and 2,500,000'],
])('names %p: %p', async (typed, message) => {
  const { user } = await openEstimation();
  await user.type(valueBox(), typed);
  await user.click(screen.getByRole('checkbox', { name: 'Condition of the property' }));
  await user.click(next());
  expect(summaryMessages()).toEqual([message]);
});

it('uses the fallback range for a property without a market value', async () => {
  const { user } = await openEstimation({ parcel: testParcel({ value: null }) });
  await user.type(valueBox(), '99');
  await user.click(screen.getByRole('checkbox', { name: 'Condition of the property' }));
  await user.click(next());
  expect(summaryMessages()).toEqual(['Value must be between 100 and 1,000,000,000']);
});

it("asks for an explanation of 'Other' when require_other_desc is on", async () => {
  const { user } = await openEstimation({ settings: { require_other_desc: true } });
  await user.type(valueBox(), '200,000');
  await user.click(screen.getByRole('checkbox', { name: 'Other' }));
  await user.click(next());
  expect(summaryMessages()).toEqual(['You must enter an explanation for "Other"']);
  await user.type(screen.getByRole('textbox', { name: /Tell us more about "Other"/ }), 'Flooding last spring');
  await waitFor(() => expect(next()).not.toHaveAttribute('aria-disabled'));
  await user.click(next());
  await stepHeading('Supporting documents');
});

it("does not ask for an explanation of 'Other' otherwise", async () => {
  const { user } = await openEstimation();
  await user.type(valueBox(), '200,000');
  await user.click(screen.getByRole('checkbox', { name: 'Other' }));
  await user.click(next());
  await stepHeading('Supporting documents');
});

it('groups the value by thousands as the filer leaves the field', async () => {
  const { user } = await openEstimation();
  await user.type(valueBox(), '1250000');
  await user.tab();
  expect(valueBox()).toHaveValue('1,250,000');
});

it('shows the currency: $ by default, £ for GBP', async () => {
  const { unmount } = await openEstimation();
  expect(document.querySelector('.usa-input-prefix')?.textContent).toBe('$');
  expect(screen.getByText(/The current market value is \$250,000\./)).toBeInTheDocument();
  unmount();
  await openEstimation({ settings: { 'general.currency': 'GBP' } });
  expect(document.querySelector('.usa-input-prefix')?.textContent).toBe('£');
});

it('keeps the value and reasons in the draft and goes on to the documents', async () => {
  const { user, portal } = await openEstimation();
  await user.type(valueBox(), '200000');
  await user.tab();
  await user.click(screen.getByRole('checkbox', { name: 'Condition of the property' }));
  await user.type(screen.getByRole('textbox', { name: /Tell us more/ }), 'Roof leaks');
  await user.click(next());
  await stepHeading('Supporting documents');
  expect(currentLocation()).toBe('/appeal/fileupload');
  expect(portal.stores.appeal.getState()).toMatchObject({
    estimatedValue: '200,000',
    allegedReasons: [{ id: 'r-1', title: 'Condition of the property', description: 'Roof leaks' }],
  });
});

it('gives the income and confidential-documents guidance', async () => {
  await openEstimation();
  expect(screen.getByText(/Do not enter any income information on this form\./)).toBeInTheDocument();
  expect(screen.getByText(/by mail, hand delivery or fax/)).toBeInTheDocument();
});

it("sends the 'Estimation Page View Loaded' page view", async () => {
  const bus = createBus();
  const seen: AnalyticsEvent[] = [];
  bus.on('analytics', (event) => seen.push(event));
  await openEstimation({ bus });
  expect(seen).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'page-view', name: 'Estimation Page View Loaded' })]));
});

it('says so when the reasons cannot be loaded', async () => {
  const { api } = fakeApi({ 'GET /code-systems/appeal-reasons': fakeResponse({ status: 500, body: { message: 'down' } }) });
  renderWizard({ route: '/appeal/estimation', appellant: owner, api });
  expect(await screen.findByText(/The reasons could not be loaded\./, undefined, { timeout: 10_000 })).toBeInTheDocument();
});
