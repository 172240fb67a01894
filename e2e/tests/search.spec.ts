import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';

test('a visitor searches, pages through the results and opens a property', async ({ page }) => {
  await page.goto('/harbor-county/#/');
  await page.getByLabel(/Search by/).fill('harbor');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/search\/harbor\/1$/);
  await expect(page.getByRole('main').getByText(/^Showing 21 of [\d,]+ results$/)).toBeVisible();
  const cards = page.getByRole('list', { name: /^Showing/ }).getByRole('listitem');
  await expect(cards).toHaveCount(21);
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/#\/search\/harbor\/2$/);
  await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');

  const firstCard = cards.first().getByRole('heading').getByRole('link');
  const address = (await firstCard.textContent()) ?? '';
  await firstCard.click();
  await expect(page).toHaveURL(/#\/property\/[A-Z]{2}-\d{6}-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
  // The option cards need the appeal-window and count calls of the tenant API issue; until then the
  // page shows its error, so this test stops at the property itself.

  await page.goBack();
  await expect(page).toHaveURL(/#\/search\/harbor\/2$/);
  await expect(cards).toHaveCount(21);
});

test('a search with no match shows the county search help', async ({ page }) => {
  await page.goto('/harbor-county/#/search/zzzzqqq/1');
  await expect(page.getByRole('main').getByText('Showing 0 of 0 results')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
  await expect(page.getByText(/Try part of the street address/)).toBeVisible();
  await expectNoA11yViolations(page);
});
