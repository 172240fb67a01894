import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { HARBOR } from '../support/demo-parcels';
import { recordRequests } from '../support/requests';
import { isOfficeFile, signIn } from '../support/staff';

// The office desk (mfe-office) is staff only: the registry says so (staffOnly), the shell keeps to it.

test('the public never download the office desk, even at its own address', async ({ page }) => {
  const requests = recordRequests(page);
  // The office is in the registry and on for this county: what keeps it from the public is the shell.
  const registry = await (await page.request.get('/remotes.json')).json();
  expect(registry['mfe-office']).toMatchObject({ path: '/office', staffOnly: true, enabledBy: ['office.enabled'] });

  await page.goto('/harbor-county/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
  const parcelId = HARBOR.fresh[0];
  await page.goto(`/harbor-county/#/property/${parcelId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/\S/);
  await page.goto('/harbor-county/#/appeal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/harbor-county/#/office');
  await expect(page.getByRole('heading', { level: 1, name: 'For office staff only' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in as a member of staff' })).toBeVisible();
  await expect(page).toHaveTitle("For office staff only - Harbor County Assessor's Office");
  await expectNoA11yViolations(page);
  await page.goto('/harbor-county/#/office/appeals/HC-26-AAAAAA');
  await expect(page.getByRole('heading', { level: 1, name: 'For office staff only' })).toBeVisible();

  expect(requests.filter(isOfficeFile)).toEqual([]);
  expect(requests.some((path) => path.startsWith('/remotes/mfe-search/'))).toBe(true);
});

test('a signed-in clerk opens the office desk from the staff bar; signing out takes it away', async ({ page }) => {
  const requests = recordRequests(page);
  await signIn(page);
  expect(requests.filter(isOfficeFile)).toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: 'Office desk' }).click();
  await expect(page).toHaveURL(/#\/office$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Appeals' })).toBeVisible();
  expect(requests).toContain('/remotes/mfe-office/mf-manifest.json');

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner')).not.toContainText('Signed in as');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Office desk' })).toHaveCount(0);
  await page.goto('/harbor-county/#/office');
  await expect(page.getByRole('heading', { level: 1, name: 'For office staff only' })).toBeVisible();
});
