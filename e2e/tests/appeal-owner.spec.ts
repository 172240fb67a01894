import { expect, test } from '@playwright/test';
import { appealCount, confirmFromEmail, expectStep, fillEstimation, fillOwnerDetails, marketValue, OWNER, pdfFile, skipComparables, startAppeal } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';

test('an owner files an appeal with one document and the property page then shows it as filed', async ({ page }) => {
  test.setTimeout(90_000);
  const parcel = HARBOR.fresh[5];
  const value = await marketValue(page, parcel);
  const claimed = Math.floor(value * 0.8);
  await startAppeal(page, parcel);

  await expectStep(page, 'Your details');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17');
  await fillOwnerDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await skipComparables(page);

  await expectStep(page, 'Value and reasons');
  await fillEstimation(page, String(claimed));
  await page.getByLabel('Tell us more about "Market value is too high" (optional)').fill('Similar homes on the street sold for less.');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Supporting documents');
  // Harbor County takes up to 5 files (file_upload.max_files): at 5 the input is disabled until one goes.
  const input = page.getByLabel('Supporting documents (optional)');
  const extras = ['photo-1.pdf', 'photo-2.pdf', 'photo-3.pdf', 'photo-4.pdf'];
  await input.setInputFiles([pdfFile('appraisal 2024.pdf'), ...extras.map(pdfFile)]);
  const uploaded = page.getByRole('list', { name: 'Uploaded files' });
  await expect(uploaded.getByRole('listitem')).toHaveCount(5);
  await expect(input).toBeDisabled();
  await expect(page.getByText('You have added the maximum of 5 files. Remove one to add another.')).toBeVisible();
  // Each removal removes the file on the server too: the browser sends the delete token its upload answered.
  const removals: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'DELETE' && /\/api\/(files|documents)\//.test(response.url())) removals.push(response.status());
  });
  // One at a time, as a person does: each removal shortens the list, and a click aimed at a row
  // that is still moving up would land on the next one.
  for (const [index, name] of extras.entries()) {
    await uploaded.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(uploaded.getByRole('listitem')).toHaveCount(4 - index);
  }
  await expect.poll(() => removals).toEqual([204, 204, 204, 204]);
  await expect(uploaded.getByRole('listitem')).toHaveCount(1);
  await expect(uploaded).toContainText('appraisal2024.pdf');
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Summary');
  const main = page.getByRole('main');
  await expect(main).toContainText(OWNER.name);
  await expect(main).toContainText('(555) 555 0142');
  await expect(main).toContainText(`$${claimed.toLocaleString('en-US')}`);
  await expect(main).toContainText('Market value is too high: Similar homes on the street sold for less.');
  await expect(main).toContainText('appraisal2024.pdf');
  await expect(main).not.toContainText('photo-1.pdf');
  await page.getByRole('button', { name: 'Submit my appeal' }).click();

  await expectStep(page, 'Check your email to finish your appeal');
  await expect(main).toContainText(`Your appeal for parcel ${parcel}`);
  await expect(main).toContainText(`We have sent a link to ${OWNER.email}.`);
  await confirmFromEmail(page, OWNER.email);
  expect(await appealCount(page, parcel)).toBe(1);
  // On paper: the confirmation without the site's controls and header.
  await page.emulateMedia({ media: 'print' });
  await expect(main).toContainText(`Your appeal for parcel ${parcel}`);
  await expect(page.getByRole('button', { name: /print/i })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: /print/i })).toBeVisible();

  // Harbor asks for no owner code, so a public filing shows no right to appeal the parcel: it is
  // filed, and takes no one's place until the office keeps it (docs/product.md#who-takes-the-parcels-place).
  // Nobody who files first, from any inbox, can close Appeals for the owner.
  await page.goto(`/harbor-county/#/property/${parcel}`);
  const appeals = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Appeals' }) });
  await expect(appeals.getByRole('button', { name: 'File an appeal' })).toBeVisible();
  await expect(main.getByText('An appeal has already been filed for this property this season.')).toHaveCount(0);
});
