import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';

test('a visitor enters an unlisted property by keyboard, is told what is missing, and continues to it', async ({ page }) => {
  await page.goto('/harbor-county/#/property/unlisted');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter Property Details' })).toBeVisible();
  await expect(page).toHaveTitle("Enter Property Details - Harbor County Assessor's Office");
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('The address is required');
  await expect(summary).toContainText('The market value is required');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expectNoA11yViolations(page);

  // The summary's link takes the visitor to the field.
  await summary.getByRole('link', { name: 'The address is required' }).click();
  await expect(page.getByLabel('Address', { exact: true })).toBeFocused();

  await page.keyboard.type('12 Short St');
  await page.getByLabel('Owner Name').fill('Ana Peña');
  await page.getByLabel('Current Market Value').fill('250,000');
  await page.getByLabel('Parcel Identifier').fill('131-3253-R32532');
  await page.getByLabel('Legal Description').fill('LOT 12 BLK 4 HARBOR HEIGHTS SUB');
  await page.getByLabel('Mailing Address Line 1').fill('PO Box 12');
  await page.getByLabel('City').fill('Harbor');
  await page.getByLabel('State').fill('ME');
  await page.getByLabel('Zip').fill('04011');
  await page.getByLabel('Zip').press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/#\/property\/[A-Za-z0-9_-]{41,}$/);
});
