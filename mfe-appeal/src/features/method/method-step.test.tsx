import { screen } from '@testing-library/react';
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
