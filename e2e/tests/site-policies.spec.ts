import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { shootBothWidths } from '../support/screenshots';

// Each county's accessibility statement and privacy notice, linked from the footer.

test("Harbor's footer leads to its accessibility statement: the WCAG 2.2 AA target and how to report a problem", async ({ page }) => {
  await page.goto('/harbor-county/#/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' }).click();
  await expect(page).toHaveURL(/#\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expect(page).toHaveTitle("Accessibility statement - Harbor County Assessor's Office");
  const main = page.getByRole('main');
  await expect(main).toContainText('This site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.');
  await expect(main.getByRole('heading', { name: 'Report a problem or ask for another format' })).toBeVisible();
  await expect(main).toContainText("If any part of this site is hard to use, or you need information in another format, contact Harbor County Assessor's Office.");
  await expect(main.getByRole('link', { name: '(555) 555 0100' })).toHaveAttribute('href', 'tel:5555550100');
  await expect(main.getByRole('link', { name: 'assessor@harborcounty.example' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'accessibility-statement');
});

test("Harbor's privacy notice lists this browser's keys, how long they stay, and what the office stores", async ({ page }) => {
  await page.goto('/harbor-county/#/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  const main = page.getByRole('main');
  for (const key of ['selected-parcel', 'taxpayer', 'appeal', 'documentation', 'meeting', 'breakdown', 'appeal-result', 'meeting-result']) {
    await expect(main.getByText(`assessor:harbor-county:${key}:v1`, { exact: true })).toBeVisible();
  }
  await expect(main).toContainText('Kept: Until one second after you file the appeal');
  await expect(main.getByRole('heading', { name: 'What the office stores, and why' })).toBeVisible();
  await expect(main).toContainText('The office uses them to decide your appeal and to write to you about it');
  await expect(main.getByRole('link', { name: 'assessor@harborcounty.example' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'privacy-notice');

  // What it says is kept is what is kept: the selected parcel of a property page, under that key.
  await page.goto('/harbor-county/#/search/main/1');
  await page
    .getByRole('list', { name: /^Showing/ })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'What you can do with this property' })).toBeVisible();
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('assessor:')));
  expect(keys).toContain('assessor:harbor-county:selected-parcel:v1');
});

test("Pine County's pages name Pine's office, contact and keys", async ({ page }) => {
  await page.goto('/pine-county/#/privacy');
  await expect(page).toHaveTitle('Privacy notice - Pine County Assessor');
  const main = page.getByRole('main');
  await expect(main.getByText('assessor:pine-county:appeal:v1', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'appeals@pinecounty.example' })).toBeVisible();
  await page.goto('/pine-county/#/accessibility');
  await expect(main.getByRole('link', { name: '(555) 555 0177' })).toBeVisible();
  await expectNoA11yViolations(page);
});
