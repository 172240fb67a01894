import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';

test('a remote whose manifest cannot load shows the fallback, and the rest of the site works', async ({ page }) => {
  let appealDown = true;
  await page.route('**/remotes/mfe-appeal/mf-manifest.json', (route) => (appealDown ? route.abort('connectionrefused') : route.continue()));

  await page.goto('/harbor-county/#/appeal');
  const fallback = page.getByRole('heading', { level: 1, name: 'Sorry, this part of the site is not available' });
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main')).toContainText("Please try again, or contact Harbor County Assessor's Office on (555) 555 0100 to help.");
  await expectNoA11yViolations(page);

  // The shell and the search area are untouched by the failure.
  await page.getByRole('link', { name: "Harbor County Assessor's Office" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();

  // Once the remote is back, "Try again" recovers without a page reload.
  await page.goto('/harbor-county/#/appeal');
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  appealDown = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Filing an appeal' })).toBeVisible();
});

test('when the search remote is down, the appeal area still works', async ({ page }) => {
  await page.route('**/remotes/mfe-search/**', (route) => route.abort('connectionrefused'));
  await page.goto('/harbor-county/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, this part of the site is not available' })).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('/harbor-county/#/appeal');
  await expect(page.getByRole('heading', { level: 1, name: 'Filing an appeal' })).toBeVisible();
});
