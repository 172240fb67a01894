import { act, screen, within } from '@testing-library/react';
import { startLanguage } from 'mfe-shared';
import { speak } from '../../../../mfe-shared/test/language';
import userEvent from '@testing-library/user-event';
import { currentLocation, owner, renderWizard, STAFF, stepHeading, type WizardOptions } from '../../../test/wizard-fixture';

jest.setTimeout(30_000);

async function openMethod(options: Partial<WizardOptions> = {}) {
  const user = userEvent.setup();
  const rendered = renderWizard({ route: '/appeal/method', me: STAFF, ...options });
  await stepHeading('Filing Method');
  return { user, ...rendered };
}

it('offers the five filing methods, none chosen', async () => {
  await openMethod();
  expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['hand-delivery', 'mail', 'email', 'fax', 'telephone']);
  for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
});

it("reads 'Ignore and Continue' with no method and 'Save Selection and Continue' with one", async () => {
  const { user, portal } = await openMethod();
  expect(screen.getByRole('button', { name: 'Ignore and Continue' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Selection' })).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: 'Mail' }));
  expect(screen.getByRole('button', { name: 'Save Selection and Continue' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ignore and Continue' })).not.toBeInTheDocument();
  expect(portal.stores.appeal.getState()?.filingMethod).toBe('mail');
});

it("clears the method with 'Remove Selection'", async () => {
  const { user, portal } = await openMethod({ draft: { filingMethod: 'fax' } });
  expect(screen.getByRole('radio', { name: 'Fax' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Remove Selection' }));
  expect(screen.getByRole('radio', { name: 'Fax' })).not.toBeChecked();
  expect(portal.stores.appeal.getState()?.filingMethod).toBeNull();
  expect(screen.getByRole('button', { name: 'Ignore and Continue' })).toBeInTheDocument();
});

it('goes on to the filer details either way', async () => {
  const { user } = await openMethod();
  expect(screen.getByRole('link', { name: 'Back to Appeal Season' })).toHaveAttribute('href', '/appeal/window');
  await user.click(screen.getByRole('button', { name: 'Ignore and Continue' }));
  await stepHeading('Filer Details');
  expect(currentLocation()).toBe('/appeal/details');
});

it("reads 'Save' and 'Back to Summary' with returnto=summary, and Save goes back to the summary", async () => {
  const { user, portal } = await openMethod({
    route: '/appeal/method?returnto=summary',
    appellant: owner,
    draft: { filingMethod: 'mail', estimatedValue: '200,000' },
  });
  expect(screen.queryByRole('button', { name: /Continue/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Summary' })).toHaveAttribute('href', '/appeal/summary');
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
    expect(group).toHaveAccessibleDescription('Their confirmation e-mail, receipt and later e-mails will be in this language.');
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    const spanish = within(group).getByRole('radio', { name: 'Español' });
    expect(screen.getByText('Español')).toHaveAttribute('lang', 'es');
    await user.click(spanish);
    expect(spanish).toBeChecked();
    expect(portal.stores.appeal.getState()?.filerLanguage).toBe('es');
    // The filing method is a question of its own: still none chosen.
    expect(screen.getByRole('button', { name: 'Ignore and Continue' })).toBeInTheDocument();
  });
});
