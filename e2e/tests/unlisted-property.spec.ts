import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { optionList } from '../support/property-page';
import { HARBOR_CLERK, signIn } from '../support/staff';

// Harbor offers manual entry to its staff, who file on someone's behalf (who else: manual-entry.spec.ts).
test.beforeEach(async ({ page }) => {
  await signIn(page, HARBOR_CLERK);
});

test('staff enter an unlisted property by keyboard, are told what is missing, and continue to it', async ({ page }) => {
  await page.goto('/harbor-county/#/property/unlisted');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter property details' })).toBeVisible();
  await expect(page).toHaveTitle("Enter property details - Harbor County Assessor's Office");
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('The address is required');
  await expect(summary).toContainText('The market value is required');
  // Continue is never disabled: pressed again it takes the reader back to the summary.
  await expect(page.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoA11yViolations(page);

  // The summary's link takes the visitor to the field.
  await summary.getByRole('link', { name: 'The address is required' }).click();
  await expect(page.getByLabel('Address', { exact: true })).toBeFocused();

  await page.keyboard.type('12 Short St');
  await page.getByLabel('Owner name').fill('Ana Peña');
  await page.getByLabel('Current market value').fill('250,000');
  await page.getByLabel('Parcel number').fill('131-3253-R32532');
  await page.getByLabel('Legal description').fill('LOT 12 BLK 4 HARBOR HEIGHTS SUB');
  await page.getByLabel('Mailing address line 1').fill('PO Box 12');
  await page.getByLabel('City').fill('Harbor');
  await page.getByLabel('State').fill('ME');
  await page.getByLabel('Zip').fill('04011');
  await page.getByLabel('Zip').press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/#\/property\/[A-Za-z0-9_-]{41,}$/);
});

test('wrong values are named at their field, and the corrected property opens as its own property page', async ({ page }) => {
  await page.goto('/harbor-county/#/property/unlisted');
  await page.getByLabel('Address', { exact: true }).fill('1 Elm St');
  await page.getByLabel('Current market value').fill('90');
  await page.getByLabel('Owner name').fill('Rowan Ellery');
  await page.getByLabel('Owner name').press('Tab');
  await expect(page.getByLabel('Address', { exact: true })).toHaveAccessibleDescription(/The address is too short/);
  await expect(page.getByLabel('Current market value')).toHaveAccessibleDescription(/The market value specified is too small/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();

  await page.getByLabel('Current market value').fill('1,000,000,000');
  await page.getByLabel('Current market value').press('Tab');
  await expect(page.getByLabel('Current market value')).toHaveAccessibleDescription(/The market value specified is too big/);

  await page.getByLabel('Address', { exact: true }).fill('77 Lighthouse Point Rd');
  await page.getByLabel('Property type').selectOption({ label: 'Commercial' });
  await page.getByLabel('Current market value').fill('412,500');
  await page.getByLabel('Parcel number').fill('UNL-2026-0077');
  await page.getByLabel('Legal description').fill('PT LOT 3 LIGHTHOUSE POINT');
  await page.getByLabel('Mailing address line 1').fill('77 Lighthouse Point Rd');
  await page.getByLabel('Mailing address line 2').fill('Unit B');
  await page.getByLabel('City').fill('Harbor');
  await page.getByLabel('State').fill('ME');
  await page.getByLabel('Zip').fill('04011');
  await page.getByLabel('Zip').press('Tab');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Nothing is fetched for it: the page reads the property from its address.
  await expect(page).toHaveURL(/#\/property\/[A-Za-z0-9_-]{41,}$/);
  await expect(page.getByRole('heading', { level: 1, name: '77 Lighthouse Point Rd' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Property details' });
  await expect(details).toContainText('UNL-2026-0077');
  await expect(details).toContainText('Rowan Ellery');
  await expect(details).toContainText('$412,500');
  // A property entered by hand has no record card to open.
  await expect(optionList(page).getByRole('heading')).toHaveText(['Meetings', 'Appeals', 'Comparable sales']);
  await expect(optionList(page)).toContainText('You can only find comparable sales for residential properties');
  await expectNoA11yViolations(page);
});
