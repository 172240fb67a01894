import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { HARBOR } from '../support/demo-parcels';
import { COMPER_PORT } from '../support/paths';
import { expectStep, fillEstimation, fillOwnerDetails, marketValue, startAppeal } from '../support/appeal-wizard';

test('a residential parcel goes through the comparables tool to a saved comparables PDF', async ({ page }) => {
  test.setTimeout(90_000);
  const parcel = HARBOR.fresh[14];
  const claimed = Math.floor((await marketValue(page, parcel)) * 0.9);
  await startAppeal(page, parcel);
  await fillOwnerDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Comparable sales');
  const frame = page.getByTitle('Comparable sales tool');
  await expect(frame).toHaveAttribute('src', new RegExp(`^http://localhost:${COMPER_PORT}/comps\\?parcel=${parcel}`));
  const tool = frame.contentFrame();
  await expect(tool.getByRole('heading', { name: 'Choose comparable sales' })).toBeVisible();
  const boxes = tool.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  await expectNoA11yViolations(page);

  // Hold the PDF until the wait message has been seen, so the test does not race the server.
  let releasePdf: () => void = () => undefined;
  const pdfHeld = new Promise<void>((resolve) => (releasePdf = resolve));
  await page.route('**/harbor-county/api/comper/generate-pdf', async (route) => {
    await pdfHeld;
    await route.continue();
  });
  const chosen = [await boxes.nth(0).getAttribute('value'), await boxes.nth(1).getAttribute('value')];
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await tool.getByRole('button', { name: 'Save My Comparables' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Saving your comparable sales' })).toBeVisible();
  await expect(dialog).toBeFocused();
  await expectNoA11yViolations(page);
  releasePdf();
  await expect(dialog.getByRole('heading', { name: 'Comparable sales saved' })).toBeVisible();
  await expect(dialog).toBeFocused();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Comparable sales saved:' })).toBeVisible();

  // Comparable sales saved: Continue no longer warns (a dialog here would fail the test).
  page.once('dialog', (unexpected) => {
    throw new Error(`Unexpected dialog: ${unexpected.message()}`);
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Value and reasons');
  await fillEstimation(page, String(claimed), 'Comparable sales');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Supporting documents');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Summary');
  const main = page.getByRole('main');
  for (const id of chosen) await expect(main).toContainText(`(${id})`);
  const pdfLink = main.getByRole('link', { name: 'Download the list of comparable sales (PDF)' });
  const pdf = await page.request.get(new URL((await pdfLink.getAttribute('href'))!, page.url()).href);
  expect(pdf.ok()).toBe(true);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Submit my appeal' }).click();
  await expectStep(page, 'Check your email to finish your appeal');
});

test('a failed save says so, and going on without saved comparables warns first', async ({ page }) => {
  await startAppeal(page, HARBOR.fresh[15]);
  await fillOwnerDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Comparable sales');

  // The PDF service fails (made to, here): the save failure of docs/product.md#comparables-step.
  await page.route('**/harbor-county/api/comper/generate-pdf', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The PDF service is unavailable.' }) }),
  );
  const tool = page.getByTitle('Comparable sales tool').contentFrame();
  await tool.getByRole('checkbox').first().check();
  await tool.getByRole('button', { name: 'Save My Comparables' }).click();
  const failed = page.getByRole('alertdialog');
  await expect(failed.getByRole('heading', { name: 'Your comparable sales were not saved' })).toBeVisible();
  await expect(failed).toContainText(
    'Please try again. If it still does not work, continue without them: you can find comparable sales from the property page and upload them in the Supporting documents step.',
  );
  await expect(failed).toBeFocused();
  await expectNoA11yViolations(page);
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(failed).toHaveCount(0);

  // The warning is the page's own dialog; the browser's (confirm, "leave page?") never shows.
  const browserDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  const warning = page.getByRole('alertdialog', { name: 'You have not saved any comparable sales' });
  await expect(warning).toContainText(
    "To include comparable sales with your appeal, save them with the tool's own button before you continue. Do you want to continue without them?",
  );
  await expect(warning.getByRole('button', { name: 'Continue without comparable sales' })).toBeFocused();
  await expectNoA11yViolations(page);
  await warning.getByRole('button', { name: 'Stay and choose comparable sales' }).click();
  await expect(warning).toHaveCount(0);
  await expect(page).toHaveURL(/#\/appeal\/comper$/);

  await page.getByRole('button', { name: 'Continue' }).click();
  await warning.getByRole('button', { name: 'Continue without comparable sales' }).click();
  await expectStep(page, 'Value and reasons');
  expect(browserDialogs).toEqual([]);
});
