import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { expectStep, fillOwnerDetails, marketValue, skipComparables, startAppeal, tick } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';

/** The error summary: a focused alert whose links lead to the fields. */
const errorSummary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });

/** Follows the summary's link for `message` and checks that focus lands on `field`. */
async function followSummaryLink(page: Page, message: string, fieldId: string): Promise<void> {
  await errorSummary(page).getByRole('link', { name: message, exact: true }).click();
  await expect(page.locator(`#${fieldId}`)).toBeFocused();
}

/** The message shown beside a field (USWDS error message, read with the field). */
const fieldError = (page: Page, message: string) => page.locator('.usa-error-message', { hasText: message });

test('the filer details show every documented message, with a focused summary whose links reach the fields', async ({ page }) => {
  test.setTimeout(90_000);
  await startAppeal(page, HARBOR.fresh[6]);
  await expectStep(page, 'Your details');
  const next = page.getByRole('button', { name: 'Continue' });

  await next.click();
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  for (const message of [
    'Your name is required',
    'You must specify the relation to the property owner',
    'Phone number is required',
    'Email is required',
    'Confirm Email is required',
  ]) {
    await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible();
  }
  // Continue is never disabled, and the tab says there is a problem.
  await expect(next).not.toHaveAttribute('aria-disabled');
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoA11yViolations(page);
  await followSummaryLink(page, 'Your name is required', 'filer-name');
  await followSummaryLink(page, 'You must specify the relation to the property owner', 'filer-type');
  await followSummaryLink(page, 'Confirm Email is required', 'filer-confirmEmail');

  // An agent: organization and their own address. The summary follows the form as it changes.
  await tick(page.getByRole('radio', { name: 'Agent' }));
  await page.getByLabel('Full name').fill('Jordan Vale');
  await page.getByLabel('Phone number').fill('5555550100');
  await page.getByLabel('Email', { exact: true }).fill('jordan.vale@example.org');
  await page.getByLabel('Confirm email').fill('jordan.vale@example.org');
  await expect(summary.getByRole('link')).toHaveText(['Organization is required', 'Address Line One is required', 'City/Town is required', 'State is required', 'Zip is required']);
  // Pressed while the form is wrong, Continue stays on the step and takes the reader to the summary again.
  await next.click();
  await expect(page).toHaveURL(/#\/appeal\/details$/);
  await expect(summary).toBeFocused();
  await followSummaryLink(page, 'Organization is required', 'filer-organization');
  await followSummaryLink(page, 'Zip is required', 'filer-zip');

  await page.getByLabel('Address line one').fill('12 A');
  await page.getByLabel('City/Town').fill('A town with a long name');
  await page.getByLabel('State').fill('A state with a long name');
  await page.getByLabel('Zip').fill('123456789012345678901');
  for (const message of ['Address Line One is too short', 'City/Town is too long', 'State is too long', 'Zip is too long']) {
    await expect(fieldError(page, message)).toBeVisible();
  }

  // Someone else: their relationship with the owner.
  await tick(page.getByRole('radio', { name: 'Other' }));
  await expect(page.getByLabel('Organization')).toHaveCount(0);
  await expect(fieldError(page, 'You must specify your relationship with the owner')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Organization is required' })).toHaveCount(0);

  for (const [typed, message] of [
    ['555-CALL-NOW', 'Phone number must not contain letters'],
    ['555 0100', 'Phone number is too short'],
    ['555 555 0100 99', 'Phone number is too long'],
  ]) {
    await page.getByLabel('Phone number').fill(typed);
    await expect(fieldError(page, message)).toBeVisible();
  }
  await page.getByLabel('Phone extension').fill('123456789');
  await expect(fieldError(page, 'Phone Extension is too long')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('jordan.vale@example');
  await expect(fieldError(page, 'Email is not valid')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('jordan.vale@example.org');
  await page.getByLabel('Confirm email').fill('jordan.vale@example.com');
  await expect(fieldError(page, 'Confirm Email does not match')).toBeVisible();
  await expect(next).not.toHaveAttribute('aria-disabled');
  await expectNoA11yViolations(page);
});

test('the estimation step shows every documented message, with a focused summary whose links reach the fields', async ({ page }) => {
  test.setTimeout(90_000);
  const parcel = HARBOR.fresh[7];
  const value = await marketValue(page, parcel);
  const min = Math.floor(value / 10).toLocaleString('en-US');
  const max = Math.floor(value * 10).toLocaleString('en-US');
  await startAppeal(page, parcel);
  await fillOwnerDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await skipComparables(page);
  await expectStep(page, 'Value and reasons');
  await expectNoA11yViolations(page);

  const next = page.getByRole('button', { name: 'Continue' });
  await next.click();
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'You must provide an estimated value', exact: true })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'You must select at least one reason for your appeal', exact: true })).toBeVisible();
  await expect(next).not.toHaveAttribute('aria-disabled');
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoA11yViolations(page);
  await followSummaryLink(page, 'You must provide an estimated value', 'estimation-value');
  await followSummaryLink(page, 'You must select at least one reason for your appeal', 'estimation-reasons');

  const valueField = page.getByLabel("Your opinion of the property's market value");
  for (const [typed, message] of [
    ['12.5', 'Enter a whole number, using only digits, for example 250,000'],
    ['$1000', 'Enter a whole number, using only digits, for example 250,000'],
    ['100 000', 'Remove the spaces from the value'],
    ['0100', 'The provided value cannot start with zero'],
    ['1', `Value must be between ${min} and ${max}`],
  ]) {
    await valueField.fill(typed);
    await expect(fieldError(page, message)).toBeVisible();
  }

  await tick(page.getByRole('checkbox', { name: 'Other' }));
  await expect(fieldError(page, 'You must enter an explanation for "Other"')).toBeVisible();
  await expect(page.getByText('500 characters remaining')).toBeVisible();
  await valueField.fill(String(Math.floor(value / 2)));
  await expect(summary.getByRole('link')).toHaveText(['You must enter an explanation for "Other"']);
  await followSummaryLink(page, 'You must enter an explanation for "Other"', 'estimation-comment-other');
  await expectNoA11yViolations(page);

  await page.keyboard.type('The house next door flooded.');
  await expect(page.getByText('472 characters remaining')).toBeVisible();
  await expect(summary).toHaveCount(0);
  await next.click();
  await expectStep(page, 'Supporting documents');
});
