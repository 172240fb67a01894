import { expect, test, type Page } from '@playwright/test';
import { demoOwnerCode } from '../../api/src/tools/demo/demo-owner-codes';
import { expectNoA11yViolations } from '../support/a11y';
import { appealCount, confirmFromEmail, expectStep, fillEstimation, fillOwnerDetails, OWNER } from '../support/appeal-wizard';
import { PINE } from '../support/demo-parcels';
import { shootBothWidths } from '../support/screenshots';

// Where a county requires it (Pine County, appeal.require_owner_code), a public filer
// gives the code printed on the parcel's assessment notice before Submit my appeal; the server checks
// it, so nobody can file another person's appeal with a name alone. PINE.fresh[6] is this spec's.
const PARCEL = PINE.fresh[6];
const step = (page: Page, title: string) => expectStep(page, title, 'Pine County Assessor');

test('a Pine County owner is asked for the code, told when it is wrong, and files with the right one', async ({ page }) => {
  await page.goto(`/pine-county/#/property/${PARCEL}`);
  await page.getByRole('button', { name: 'File an appeal' }).click();
  await step(page, 'Filing an appeal');
  await page.getByRole('button', { name: 'Start my appeal' }).click();
  await step(page, 'Your details');
  await fillOwnerDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await step(page, 'Value and reasons');
  const value = (await (await page.request.get(`/pine-county/api/prc/${PARCEL}`)).json()).value.amount as number;
  await fillEstimation(page, String(Math.floor(value * 0.9)));
  await page.getByRole('button', { name: 'Continue' }).click();
  await step(page, 'Supporting documents');
  await page.getByRole('button', { name: 'Continue' }).click();
  await step(page, 'Summary');

  const code = page.getByRole('textbox', { name: 'Owner code' });
  await expect(code).toHaveAccessibleDescription(/printed on your assessment notice/);
  await page.getByRole('button', { name: 'Submit my appeal' }).click();
  await expect(code).toBeFocused();
  await expect(code).toHaveAccessibleDescription(/Enter the owner code printed on your assessment notice\./);
  await expectNoA11yViolations(page);

  // A code of the wrong parcel: refused by the server, said beside the field, what was typed kept.
  const wrong = demoOwnerCode('pine-county', PINE.fresh[7]);
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Submit my appeal' }).click();
  await expect(code).toHaveAccessibleDescription(/The owner code does not match the one on the assessment notice for this parcel\. Check it and try again\./);
  await expect(code).toBeFocused();
  await expect(code).toHaveValue(wrong);
  await expect(page.getByRole('heading', { name: 'There was an error submitting your appeal...' })).toHaveCount(0);
  await shootBothWidths(page, 'owner-code-wrong');
  expect(await appealCount(page, PARCEL, 'pine-county')).toBe(0);

  // The right one, typed as a person might copy it from paper: lower case, a space for the dash.
  await code.fill(demoOwnerCode('pine-county', PARCEL).toLowerCase().replace('-', ' '));
  await page.getByRole('button', { name: 'Submit my appeal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email to finish your appeal' })).toBeVisible();
  await confirmFromEmail(page, OWNER.email, 'pine-county');
  expect(await appealCount(page, PARCEL, 'pine-county')).toBe(1);
});
