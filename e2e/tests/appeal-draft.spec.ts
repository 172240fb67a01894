import { expect, test } from '@playwright/test';
import { expectStep, fillEstimation, fillOwnerDetails, marketValue, reachSummary, skipComparables, startAppeal, uploadPdf } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';

test('the summary pencils open a step that reads Save and returns to the summary with the change', async ({ page }) => {
  test.setTimeout(90_000);
  const parcel = HARBOR.fresh[10];
  const value = await marketValue(page, parcel);
  await reachSummary(page, parcel, Math.floor(value * 0.9));
  const main = page.getByRole('main');

  await main.getByRole('link', { name: 'Change your details' }).click();
  await expect(page).toHaveURL(/#\/appeal\/details\?returnto=summary$/);
  await expectStep(page, 'Your details');
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Back to summary' })).toBeVisible();
  await expect(page.getByLabel('Confirm email')).toHaveValue('avery.holloway@example.org');
  await page.getByLabel('Full name').fill('Avery Q. Holloway');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectStep(page, 'Summary');
  await expect(main).toContainText('Avery Q. Holloway, Owner');

  const edited = Math.floor(value * 0.75);
  await main.getByRole('link', { name: 'Change value and reasons' }).click();
  await expect(page).toHaveURL(/#\/appeal\/estimation\?returnto=summary$/);
  await expectStep(page, 'Value and reasons');
  await page.getByLabel("Your opinion of the property's market value").fill(String(edited));
  await page.getByRole('button', { name: 'Save' }).click();
  await expectStep(page, 'Summary');
  await expect(main).toContainText(`$${edited.toLocaleString('en-US')}`);

  await main.getByRole('link', { name: 'Change supporting documents' }).click();
  await expect(page).toHaveURL(/#\/appeal\/fileupload\?returnto=summary$/);
  await expectStep(page, 'Supporting documents');
  await uploadPdf(page, 'Supporting documents (optional)', 'repair-quote.pdf');
  // Back leads to the summary too, keeping what was saved.
  await main.getByRole('link', { name: 'Back to summary' }).click();
  await expectStep(page, 'Summary');
  await expect(main).toContainText('repair-quote.pdf');

  await page.getByRole('button', { name: 'Submit my appeal' }).click();
  await expectStep(page, 'Check your email to finish your appeal');
  await expect(main).toContainText(`$${edited.toLocaleString('en-US')}`);
});

test('a reload mid-wizard keeps the draft: the filer details, the estimate and the documents', async ({ page }) => {
  test.setTimeout(90_000);
  const parcel = HARBOR.fresh[11];
  const claimed = Math.floor((await marketValue(page, parcel)) * 0.85);
  await startAppeal(page, parcel);
  await expectStep(page, 'Your details');
  await page.getByLabel('Full name').fill('Casey Dunmore');
  await page.getByLabel('Email', { exact: true }).fill('casey.dunmore@example.org');

  // Half-typed details survive a reload.
  await page.reload();
  const heading = page.getByRole('heading', { level: 1, name: 'Your details' });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle("Your details - Harbor County Assessor's Office");
  await expect(page.getByLabel('Full name')).toHaveValue('Casey Dunmore');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('casey.dunmore@example.org');
  await fillOwnerDetails(page, { name: 'Casey Dunmore', email: 'casey.dunmore@example.org', phone: '5555550177' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await skipComparables(page);

  await expectStep(page, 'Value and reasons');
  await fillEstimation(page, String(claimed), 'Property damage');
  await page.getByLabel('Tell us more about "Property damage" (optional)').fill('Storm damage to the roof in March.');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Value and reasons' })).toBeVisible();
  await expect(page.getByLabel("Your opinion of the property's market value")).toHaveValue(claimed.toLocaleString('en-US'));
  await expect(page.getByRole('checkbox', { name: 'Property damage' })).toBeChecked();
  await expect(page.getByLabel('Tell us more about "Property damage" (optional)')).toHaveValue('Storm damage to the roof in March.');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Supporting documents');
  await uploadPdf(page, 'Supporting documents (optional)', 'roof-photos.pdf');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Uploaded files' })).toContainText('roof-photos.pdf');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Summary');
  const main = page.getByRole('main');
  await expect(main).toContainText('Casey Dunmore, Owner');
  await expect(main).toContainText(`$${claimed.toLocaleString('en-US')}`);
  await expect(main).toContainText('Property damage: Storm damage to the roof in March.');
  await expect(main).toContainText('roof-photos.pdf');
});
