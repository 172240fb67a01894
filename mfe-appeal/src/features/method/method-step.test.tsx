import { act, screen, within } from '@testing-library/react';
import { startLanguage } from 'mfe-shared';
import { speak } from '../../../../mfe-shared/test/language';
import userEvent from '@testing-library/user-event';
import { currentLocation, owner, renderWizard, STAFF, stepHeading, type WizardOptions } from '../../../test/wizard-fixture';

jest.setTimeout(30_000);

async function openMethod(options: Partial<WizardOptions> = {}) {
  const user = userEvent.setup();
  const rendered = renderWizard({ route: '/appeal/method', me: STAFF, ...options });
  await stepHeading('Filing method');
  return { user, ...rendered };
}

it('offers the five filing methods, none chosen', async () => {
  await openMethod();
  expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['hand-delivery', 'mail', 'email', 'fax', 'telephone']);
  for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
});

it("reads 'Continue without a filing method' with no method and 'Continue' with one", async () => {
  const { user, portal } = await openMethod();
  expect(screen.getByRole('button', { name: 'Continue without a filing method' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear the filing method' })).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: 'Mail' }));
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Continue without a filing method' })).not.toBeInTheDocument();
  expect(portal.stores.appeal.getState()?.filingMethod).toBe('mail');
});

it("clears the method with 'Clear the filing method'", async () => {
  const { user, portal } = await openMethod({ draft: { filingMethod: 'fax' } });
  expect(screen.getByRole('radio', { name: 'Fax' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Clear the filing method' }));
  expect(screen.getByRole('radio', { name: 'Fax' })).not.toBeChecked();
  expect(portal.stores.appeal.getState()?.filingMethod).toBeNull();
  expect(screen.getByRole('button', { name: 'Continue without a filing method' })).toBeInTheDocument();
});

it('goes on to the filer details either way', async () => {
  const { user } = await openMethod();
  expect(screen.getByRole('link', { name: 'Back to appeal season' })).toHaveAttribute('href', '/appeal/window');
  await user.click(screen.getByRole('button', { name: 'Continue without a filing method' }));
  await stepHeading('Your details');
  expect(currentLocation()).toBe('/appeal/details');
});

it("reads 'Save' and 'Back to summary' with returnto=summary, and Save goes back to the summary", async () => {
  const { user, portal } = await openMethod({
    route: '/appeal/method?returnto=summary',
    appellant: owner,
    draft: { filingMethod: 'mail', estimatedValue: '200,000' },
  });
  expect(screen.queryByRole('button', { name: /Continue/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to summary' })).toHaveAttribute('href', '/appeal/summary');
  await user.click(screen.getByRole('radio', { name: 'Telephone' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await stepHeading('Summary');
  expect(currentLocation()).toBe('/appeal/summary');
  expect(portal.stores.appeal.getState()?.filingMethod).toBe('telephone');
});

describe("the filer's language, where the county writes in several", () => {
  afterEach(() => act(async () => void (await startLanguage({ tenant: 'test-county', setting: 'en' }))));

  it('is not asked where the county writes in English only', async () => {
    await openMethod();
    expect(screen.queryByRole('group', { name: /language/ })).not.toBeInTheDocument();
  });

  it('offers each language in its own name, the desk’s own chosen at first, and keeps the choice in the draft', async () => {
    await speak('en');
    const { user, portal } = await openMethod();
    const group = screen.getByRole('group', { name: 'Which language should the office write to the filer in?' });
    expect(group).toHaveAccessibleDescription('Their confirmation email, receipt and later emails are written in this language.');
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    const spanish = within(group).getByRole('radio', { name: 'Español' });
    expect(screen.getByText('Español')).toHaveAttribute('lang', 'es');
    await user.click(spanish);
    expect(spanish).toBeChecked();
    expect(portal.stores.appeal.getState()?.filerLanguage).toBe('es');
    // The filing method is a question of its own: still none chosen.
    expect(screen.getByRole('button', { name: 'Continue without a filing method' })).toBeInTheDocument();
  });
});
