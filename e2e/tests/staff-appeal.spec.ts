import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { appealCount, expectStep, fillEstimation, fillOwnerDetails, marketValue, skipComparables, tick } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';
import { shootBothWidths } from '../support/screenshots';

// Demo account of README "Staff accounts" (api/src/tools/demo/seed-staff.ts).
const CLERK = { email: 'clerk@harborcounty.example', name: 'Dana Whitfield', password: 'demo-staff-password' };
const ACTING = `You are acting for the filer as ${CLERK.name}. Enter the filer's details, not your own.`;

async function signIn(page: Page): Promise<void> {
  await page.goto('/harbor-county/#/staff/sign-in');
  await page.getByLabel('Email address').fill(CLERK.email);
  await page.getByLabel('Password').fill(CLERK.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByText(`Signed in as ${CLERK.name}`)).toBeVisible();
}

/** The acting notice is on the step now open. */
async function expectActing(page: Page, title: string): Promise<void> {
  await expectStep(page, title);
  await expect(page.getByRole('main').getByText(ACTING)).toBeVisible();
}

test('staff file through the season and method steps, the audit trail records it, and signing out brings the public flow back', async ({ page }) => {
  test.setTimeout(120_000);
  const parcel = HARBOR.fresh[19];
  const claimed = Math.floor((await marketValue(page, parcel)) * 0.9);
  await signIn(page);

  await page.goto(`/harbor-county/#/property/${parcel}`);
  await page.getByRole('button', { name: 'File an appeal' }).click();
  await expectActing(page, 'Filing an appeal');
  await page.getByRole('button', { name: 'Start my appeal' }).click();

  await expectActing(page, 'Appeal season');
  const seasons = page.getByRole('group', { name: 'Which appeal season is this appeal for?' });
  const year = new Date().getFullYear();
  await expect(seasons.getByRole('radio')).toHaveCount(3);
  // Sorted by creation, the most recent chosen already.
  const radios = seasons.getByRole('radio');
  await expect(radios.nth(0)).toHaveAccessibleName(new RegExp(`^${year - 2} Appeal Season\\s*Closed$`));
  await expect(radios.nth(1)).toHaveAccessibleName(new RegExp(`^${year - 1} Appeal Season\\s*Closed$`));
  await expect(radios.nth(2)).toHaveAccessibleName(new RegExp(`^${year} Appeal Season\\s*Open now$`));
  await expect(seasons.getByRole('radio', { name: new RegExp(`^${year} Appeal Season`) })).toBeChecked();
  const next = page.getByRole('main').getByRole('button', { name: 'Continue' });
  await expect(next).not.toHaveAttribute('aria-disabled', 'true');
  await expectNoA11yViolations(page);
  await next.click();

  await expectActing(page, 'Filing method');
  await expect(page.getByRole('button', { name: 'Continue without a filing method' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear the filing method' })).toBeDisabled();
  await tick(page.getByRole('radio', { name: 'Mail', exact: true }));
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Clear the filing method' }).click();
  await expect(page.getByRole('radio', { name: 'Mail', exact: true })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Continue without a filing method' })).toBeVisible();
  await tick(page.getByRole('radio', { name: 'Hand delivery' }));
  // Harbor writes in English and Spanish: the filer on the telephone reads Spanish.
  const language = page.getByRole('group', { name: 'Which language should the office write to the filer in?' });
  await expect(language.getByRole('radio', { name: 'English' })).toBeChecked();
  await tick(language.getByRole('radio', { name: 'Español' }));
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'staff-filing-method-language');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectActing(page, 'Your details');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to filing method' })).toBeVisible();
  await fillOwnerDetails(page, { name: 'Harper Galloway', email: 'harper.galloway@example.org', phone: '5555550166' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('main').getByText(ACTING)).toBeVisible();
  await skipComparables(page);
  await expectActing(page, 'Value and reasons');
  await fillEstimation(page, String(claimed));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectActing(page, 'Supporting documents');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectActing(page, 'Summary');
  const main = page.getByRole('main');
  await expect(main).toContainText(`${year} Appeal Season`);
  await expect(main).toContainText('Hand delivery');
  await expect(main).toContainText('Filer’s language');
  await expect(main.getByText('Español')).toHaveAttribute('lang', 'es');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'staff-summary-language');
  await page.getByRole('button', { name: 'Submit my appeal' }).click();
  await expectStep(page, 'Appeal submitted');
  await expect(main).toContainText('You will receive an email confirmation shortly at harper.galloway@example.org.');
  // Filed at once: the confirmation says so, and what happens next (docs/product.md#appeal-steps).
  await expect(page.getByRole('list', { name: 'What happens next' })).toContainText('within 60 days of it being filed');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'staff-appeal-confirmation');
  expect(await appealCount(page, parcel)).toBe(1);
  // The desk shows whoever opens the appeal which language to write to its filer in.
  const reference = (await main.textContent())!.match(/HC-\d{2}-[0-9A-Z]{6}/)![0];
  await page.goto(`/harbor-county/#/office/appeals/${reference}`);
  const filer = page.getByRole('region', { name: 'Filer' });
  await expect(filer.getByRole('definition').filter({ hasText: 'Español' })).toHaveCount(1);
  await expect(filer).toContainText('Language of correspondence');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'office-appeal-language');

  await page.getByRole('banner').getByRole('link', { name: 'Audit trail' }).click();
  const filed = page.getByRole('table', { name: 'Staff actions, newest first' }).getByRole('row').filter({ hasText: 'Appeal filed on behalf' }).filter({ hasText: parcel });
  await expect(filed).toHaveCount(1);
  await expect(filed).toContainText(CLERK.name);
  await expect(filed).toContainText('Filing method: Hand delivery');
  // The appeal by its reference, not by an id.
  await expect(filed).toContainText(/Appeal: HC-\d{2}-[2-9A-HJ-NP-Z]{6}/);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner')).not.toContainText('Signed in as');
  // The public flow: no season step, no acting notice.
  await page.goto(`/harbor-county/#/property/${HARBOR.fresh[20]}`);
  await page.getByRole('button', { name: 'File an appeal' }).click();
  await expectStep(page, 'Filing an appeal');
  await page.getByRole('button', { name: 'Start my appeal' }).click();
  await expectStep(page, 'Your details');
  await expect(main.getByText(/You are acting for the filer/)).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Back to filing an appeal' })).toBeVisible();
});

test('the season step names a season that already has an appeal for the parcel and keeps Next disabled', async ({ page }) => {
  await signIn(page);
  // Opening the property selects it; its Appeals card is closed, so staff open the wizard by address.
  await page.goto(`/harbor-county/#/property/${HARBOR.appealFiled[0]}`);
  await expect(page.getByRole('main').getByText('An appeal has already been filed for this parcel in this appeal season.')).toBeVisible();
  await page.goto('/harbor-county/#/appeal');
  await expectActing(page, 'Filing an appeal');
  await page.getByRole('button', { name: 'Start my appeal' }).click();

  await expectActing(page, 'Appeal season');
  const duplicate = page.getByText('There is already an appeal filed in the selected appeal season for this property.');
  await expect(duplicate).toBeVisible();
  const next = page.getByRole('main').getByRole('button', { name: 'Continue' });
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expectNoA11yViolations(page);
  await next.click({ force: true });
  await expect(page).toHaveURL(/#\/appeal\/window$/);
});
