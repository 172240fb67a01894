import { expect, test, type Page } from '@playwright/test';
import { demoOwnerCode } from '../../api/src/tools/demo/demo-owner-codes';
import { zonedDateKey } from '../../mfe-shared/src/format/format';
import { expectNoA11yViolations } from '../support/a11y';
import { confirmFromEmail, expectStep, fillEstimation, fillOwnerDetails, OWNER } from '../support/appeal-wizard';
import { PINE } from '../support/demo-parcels';
import { CATCHER, waitForMail } from '../support/mail';
import { expectAnnounced, optionCard } from '../support/property-page';
import { shootBothWidths } from '../support/screenshots';

// The season's last day on the property page and the welcome (docs/product.md#appeal-steps), the
// "check your email" confirmation with its resend and change of address
// (docs/product.md#confirming-a-public-appeal), and the home page's way back to a status page
// (docs/product.md#finding-an-appeal-or-meeting-again). PINE.fresh[20] is this spec's.
const PARCEL = PINE.fresh[20];
const TENANT = 'pine-county';
const MISTYPED = 'robin.quail@exmaple.org';
const CORRECTED = 'robin.quail@example.org';
const step = (page: Page, title: string) => expectStep(page, title, 'Pine County Assessor');

/** The open season's last day as the screens write it, and the days left, from the API (the demo's moves with the clock). */
async function seasonDeadline(page: Page): Promise<string> {
  const { results } = (await (await page.request.get(`/${TENANT}/api/appeal-windows`, { params: { year: new Date().getFullYear() } })).json()) as {
    results: Array<{ open: boolean; closesOn: string | null }>;
  };
  const closesOn = results.find((season) => season.open)?.closesOn;
  expect(closesOn, 'the demo season has a last day').toBeTruthy();
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${closesOn}T12:00:00Z`));
  const days = (Date.parse(`${closesOn}T00:00:00Z`) - Date.parse(`${zonedDateKey(new Date(), 'America/Denver')}T00:00:00Z`)) / 86_400_000;
  return `You can appeal until ${date}. ${days} days left.`;
}

async function mailsTo(page: Page, address: string): Promise<number> {
  const { messages } = (await (await page.request.get(`${CATCHER}/messages`)).json()) as { messages: Array<{ to: string[] }> };
  return messages.filter((message) => message.to.includes(address)).length;
}

test('a filer learns the last day, checks the e-mail, has it sent again and to a corrected address, and finds the appeal again from the home page', async ({ page }) => {
  const deadline = await seasonDeadline(page);
  await page.goto(`/${TENANT}/#/property/${PARCEL}`);
  await expect(optionCard(page, 'Appeals')).toContainText(deadline);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'season-property-card');

  await page.getByRole('button', { name: 'File an appeal' }).click();
  await step(page, 'Filing an appeal');
  await expect(page.getByRole('main')).toContainText(deadline);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'season-welcome');

  await page.getByRole('button', { name: 'Start my appeal' }).click();
  await step(page, 'Your details');
  await fillOwnerDetails(page, { ...OWNER, email: MISTYPED });
  await page.getByRole('button', { name: 'Continue' }).click();
  await step(page, 'Value and reasons');
  const value = (await (await page.request.get(`/${TENANT}/api/prc/${PARCEL}`)).json()).value.amount as number;
  await fillEstimation(page, String(Math.floor(value * 0.9)));
  await page.getByRole('button', { name: 'Continue' }).click();
  await step(page, 'Supporting documents');
  await page.getByRole('button', { name: 'Continue' }).click();
  await step(page, 'Summary');
  await page.getByRole('textbox', { name: 'Owner code' }).fill(demoOwnerCode(TENANT, PARCEL));
  await page.getByRole('button', { name: 'Submit my appeal' }).click();

  // Not "submitted": the truth, in the GOV.UK pattern.
  await step(page, 'Check your email to finish your appeal');
  const main = page.getByRole('main');
  await expect(main).toContainText(`We have sent a link to ${MISTYPED}.`);
  await expect(main).toContainText('is not filed until you select the link in the email');
  await expect(main).toContainText('The link works for 48 hours');
  await expect(page.getByRole('list', { name: 'What happens next' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'check-your-email');
  const reference = (await main.locator('dt:text-is("Reference") + dd').innerText()).trim();
  await waitForMail(page.request, MISTYPED, new RegExp(`Confirm your appeal ${reference}`));

  await page.getByRole('button', { name: 'Send the email again' }).click();
  const resent = main.getByText(`We have sent the email again to ${MISTYPED}.`);
  await expect(resent).toBeVisible();
  await expectAnnounced(page, `We have sent the email again to ${MISTYPED}.`);
  await expect.poll(() => mailsTo(page, MISTYPED), { timeout: 20_000 }).toBe(2);

  await page.getByRole('button', { name: 'Change your email address' }).click();
  const field = page.getByRole('textbox', { name: 'Email address' });
  await expect(field).toBeFocused();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'check-your-email-change');
  await field.fill(CORRECTED);
  await page.getByRole('button', { name: 'Send the link to this address' }).click();
  await expect(main.getByText(`We have changed your email address to ${CORRECTED} and sent the link there.`)).toBeVisible();
  await expect(main).toContainText(`We have sent a link to ${CORRECTED}.`);
  await expectNoA11yViolations(page);
  // The e-mail arrives at the corrected address, and its link files the appeal.
  await confirmFromEmail(page, CORRECTED, TENANT);

  await page.getByRole('link', { name: 'See the status of your appeal' }).click();
  await expect(page.getByRole('list', { name: 'What happens next' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'status-what-next');

  // The way back, from the home page, without the e-mail.
  await page.goto(`/${TENANT}/#/`);
  await page.getByRole('link', { name: 'Check an appeal or meeting you have made' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check an appeal or meeting you have made' })).toBeFocused();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'status-links-ask');
  await page.getByRole('button', { name: 'Send me the links' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText('Email is required');
  await expectNoA11yViolations(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(CORRECTED);
  await page.getByRole('button', { name: 'Send me the links' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('If we have an appeal or meeting for that address, we have sent you an email with links to it.');
  expect(page.url()).not.toContain('robin');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'status-links-sent');
  const links = await waitForMail(page.request, CORRECTED, /^Your appeals and meetings with Pine County Assessor$/);
  expect(links.text).toContain(`Appeal ${reference}`);
});
