import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import {
  confirmFromEmail,
  expectStep,
  fillEstimation,
  fillOwnerDetails,
  marketValue,
  OWNER,
  reachSummary,
  skipComparables,
  startAppeal,
  uploadPdf,
} from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';
import { CATCHER, resumeLink, statusLink, waitForMail, type CaughtMessage } from '../support/mail';
import { shootBothWidths } from '../support/screenshots';
import { HARBOR_CLERK } from '../support/staff';

// Save and continue later (docs/product.md#saving-an-appeal-to-finish-later), against the
// real server and its local mail catcher. HARBOR.fresh[22] and [39] are this spec's alone.
const LINK = 'Email me a link to finish later';
const RESTORED = 'We have restored your appeal. Check your answers and continue.';

/** Every message to `to` whose subject matches, oldest first, once there are at least `count`. */
async function mailsTo(request: APIRequestContext, to: string, subject: RegExp, count: number): Promise<CaughtMessage[]> {
  let found: CaughtMessage[] = [];
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get(`${CATCHER}/messages`)).json()) as { messages: CaughtMessage[] };
        found = messages.filter((message) => message.to.includes(to) && subject.test(message.subject)).sort((a, b) => a.id - b.id);
        return found.length;
      },
      { timeout: 20_000, message: `${count} e-mails to ${to} about ${subject}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

async function expectSaved(page: Page, email: string) {
  await expectStep(page, 'Your appeal is saved');
  await expect(page.getByRole('main')).toContainText(`We have sent a link to ${email}. It works for 30 days.`);
}

test('save with a document, get the link by e-mail, finish and file on another device; the link then says it was filed', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const parcel = HARBOR.fresh[22];
  const claimed = Math.floor((await marketValue(page, parcel)) * 0.8);
  const subject = new RegExp(`^Finish your appeal of parcel ${parcel}$`);
  const main = page.getByRole('main');

  // No address yet: the link asks for one.
  await startAppeal(page, parcel);
  await expectStep(page, 'Your details');
  await page.getByRole('button', { name: LINK }).click();
  await expectStep(page, 'Finish your appeal later');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'save-later-ask');
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(main.getByRole('alert')).toContainText('Email is required');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'save-later-ask-error');
  await page.getByLabel('Email address').fill(OWNER.email);
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expectSaved(page, OWNER.email);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'save-later-saved');
  const [first] = await mailsTo(page.request, OWNER.email, subject, 1);
  expect(first.text).toContain("Harbor County Assessor's Office");
  expect(first.text).toContain('(555) 555 0100');
  expect(first.text).toContain('Your appeal has not been filed yet');
  const firstLink = resumeLink(first);

  // On with the wizard, a document included; this time the address is known, so it saves at once.
  await main.getByRole('link', { name: 'Continue your appeal now' }).click();
  await expectStep(page, 'Your details');
  await fillOwnerDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await skipComparables(page);
  await expectStep(page, 'Value and reasons');
  await fillEstimation(page, String(claimed));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Supporting documents');
  await uploadPdf(page, 'Supporting documents (optional)', 'roof-survey.pdf');
  await shootBothWidths(page, 'save-later-action');
  await page.getByRole('button', { name: LINK }).click();
  await expectSaved(page, OWNER.email);
  await mailsTo(page.request, OWNER.email, subject, 2);

  // The FIRST link, in a new browser (another device): the newest answers and the document.
  const device = await browser.newContext();
  const other = await device.newPage();
  await other.goto(firstLink);
  // The first screen of a visit keeps the browser's focus (mfe-shared PageHeading), so no expectStep here.
  await expect(other.getByRole('heading', { level: 1, name: 'Supporting documents' })).toBeVisible();
  await expect(other).toHaveTitle("Supporting documents - Harbor County Assessor's Office");
  const otherMain = other.getByRole('main');
  await expect(otherMain).toContainText(RESTORED);
  await expect(other.getByRole('list', { name: 'Uploaded files' })).toContainText('roof-survey.pdf');
  await expectNoA11yViolations(other);
  await shootBothWidths(other, 'save-later-restored');
  await other.getByRole('button', { name: 'Continue' }).click();
  await expectStep(other, 'Summary');
  await expect(otherMain).toContainText(`${OWNER.name}, Owner`);
  await expect(otherMain).toContainText(`$${claimed.toLocaleString('en-US')}`);
  await expect(otherMain).toContainText('Market value is too high');
  await expect(otherMain).toContainText('roof-survey.pdf');
  await other.getByRole('button', { name: 'Submit my appeal' }).click();
  await expectStep(other, 'Check your email to finish your appeal');
  const reference = (await otherMain.locator('dt:text-is("Reference") + dd').innerText()).trim();

  // Until the filer confirms it from the e-mail, the link says it is sent but not filed yet ...
  await other.goto(firstLink);
  await expect(otherMain.getByRole('heading', { level: 1, name: 'Confirm your appeal' })).toBeVisible();
  await expect(otherMain).toContainText(`reference ${reference}, but it is not filed until you confirm it`);
  const confirmation = await waitForMail(other.request, OWNER.email, new RegExp(`Confirm your appeal ${reference}`));
  expect((await other.request.post(`/harbor-county/api/status/${statusLink(confirmation).split('#/status/')[1]}/confirm`)).ok()).toBe(true);

  // ... then (the link opened again) that the appeal was filed, and it leads to its status.
  await other.reload();
  await expect(otherMain.getByRole('heading', { level: 1, name: 'Your appeal has been filed' })).toBeVisible();
  await expect(otherMain).toContainText(`reference ${reference}`);
  await expect(otherMain).not.toContainText(OWNER.email);
  await expectNoA11yViolations(other);
  await shootBothWidths(other, 'save-later-link-filed');
  await otherMain.getByRole('link', { name: 'See the status of your appeal' }).click();
  await expect(otherMain.getByRole('heading', { level: 1, name: 'Your appeal' })).toBeVisible();
  await expect(otherMain).toContainText(reference);

  // An altered link shows nothing and says so plainly.
  await other.goto(firstLink.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
  await expect(otherMain.getByRole('heading', { level: 1, name: 'We could not open your saved appeal' })).toBeVisible();
  await expect(otherMain.getByRole('alert')).toContainText('This link to a saved appeal is not valid.');
  await expect(otherMain).not.toContainText(parcel);
  await expectNoA11yViolations(other);
  await shootBothWidths(other, 'save-later-link-invalid');
  await device.close();
});

test('a saved appeal whose parcel is appealed meanwhile says so and offers the property page', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const parcel = HARBOR.fresh[39];
  const email = 'rowan.ashby@example.org';
  await startAppeal(page, parcel);
  await expectStep(page, 'Your details');
  await page.getByRole('button', { name: LINK }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expectSaved(page, email);
  const [mail] = await mailsTo(page.request, email, new RegExp(`^Finish your appeal of parcel ${parcel}$`), 1);

  // Someone else files the parcel's appeal, in a browser of their own.
  const someone = await browser.newContext();
  const theirs = await someone.newPage();
  await reachSummary(theirs, parcel);
  await theirs.getByRole('button', { name: 'Submit my appeal' }).click();
  await expectStep(theirs, 'Check your email to finish your appeal');
  const reference = (await theirs.getByRole('main').locator('dt:text-is("Reference") + dd').innerText()).trim();
  await confirmFromEmail(theirs, OWNER.email);
  await someone.close();
  // Harbor asks for no owner code: their filing takes the parcel's place only once the office,
  // having checked who filed it, keeps it (docs/product.md#who-takes-the-parcels-place).
  const office = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await office.post('/harbor-county/api/session', { data: { email: HARBOR_CLERK.email, password: HARBOR_CLERK.password } })).ok()).toBe(true);
  expect((await office.post(`/harbor-county/api/appeals/${reference}/keep`, { data: { note: 'The owner confirmed it by phone.' } })).ok()).toBe(true);
  await office.dispose();

  await page.goto(resumeLink(mail));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'An appeal has already been filed for this parcel' })).toBeVisible();
  await expect(main).toContainText('so the saved appeal can no longer be submitted');
  await expect(main.getByRole('link', { name: 'See the status of your appeal' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'save-later-link-filed-by-another');
  await main.getByRole('link', { name: 'Go to the property page' }).click();
  await expect(main.getByText('An appeal has already been filed for this parcel in this appeal season.')).toBeVisible();
});
