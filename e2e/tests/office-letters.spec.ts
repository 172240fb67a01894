import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoParcel } from '../../api/src/tools/demo/demo-parcels';
import { DEMO_COUNTIES } from '../../api/src/tools/demo/seed-parcels';
import { expectNoA11yViolations } from '../support/a11y';
import { pdfFile } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';
import { fileAndConfirmByApi } from '../support/file-by-api';
import { tabTo } from '../support/keyboard';
import { attachment, statusLink, waitForMail } from '../support/mail';
import { shootBothWidths } from '../support/screenshots';
import { HARBOR_ADMIN, HARBOR_APPRAISER, HARBOR_CLERK, signIn, type StaffAccount } from '../support/staff';

/**
 * The office desk after a decision and before a hearing (docs/product.md#appeal-lifecycle,
 * #evidence): the letters to check, where the one who decided may not approve and a second person
 * approves by keyboard, which sends the filer the decision with its letter; and the county's
 * evidence added from the appeal's page. Axe on each screen.
 *
 * Its parcels: every one of HARBOR.fresh is another spec's; this spec takes the first two usable
 * residential parcels below index 1,700 that the showcase gives no role (e2e/support/demo-parcels.ts).
 */
const API = '/harbor-county/api';
const SHOWCASE = new Set(
  Object.values(HARBOR).flatMap((value: unknown) => (typeof value === 'string' ? [value] : Array.isArray(value) ? value : Object.values(value as Record<string, string>))),
);
const [LETTER_PARCEL, EVIDENCE_PARCEL] = (() => {
  const county = DEMO_COUNTIES.find((candidate) => candidate.tenantId === 'harbor-county')!;
  const found: string[] = [];
  for (let n = 1_699; n >= 0 && found.length < 2; n -= 1) {
    const parcel = demoParcel(county, n);
    if (parcel.active !== false && parcel.type === 'residential' && parcel.valueAmount !== null && !SHOWCASE.has(parcel.id)) found.push(parcel.id);
  }
  if (found.length < 2) throw new Error('no parcels for the letters spec');
  return found;
})();

/** A member of staff at their own computer, signed in. */
async function staffPage(browser: Browser, account: StaffAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

test('the one who decided cannot approve the letter; a second person approves it by keyboard, and only then is the filer emailed the decision with the letter', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const filer = { name: 'Rowan Castellano', email: 'rowan.castellano@example.org' };
  const reference = await fileAndConfirmByApi(page.request, LETTER_PARCEL, filer);

  // The appraiser decides it (the office's own call, as the appeal page makes it).
  const appraiser = await staffPage(browser, HARBOR_APPRAISER);
  const sameSite = { headers: { Origin: baseURL! } };
  for (const data of [{ status: 'under-review' }, { status: 'decided', decidedValue: { amount: 240_000 }, decision: { reasons: ['sales-support-lower'] } }]) {
    const moved = await appraiser.request.post(`${API}/appeals/${reference}/status`, { data, ...sameSite });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // On the letters to check, the appraiser who decided is told a second person checks it.
  await appraiser.goto('/harbor-county/#/office/letters');
  await expect(appraiser.getByRole('heading', { level: 1, name: 'Letters to check' })).toBeFocused();
  const theirs = appraiser.getByRole('listitem').filter({ has: appraiser.getByRole('heading', { level: 2, name: reference }) });
  await expect(theirs).toContainText('You recorded this decision, so a second person must check its letter: ask another appraiser or an administrator to approve it.');
  await expect(theirs).toContainText(LETTER_PARCEL);
  await expect(theirs).toContainText('$240,000');
  await expect(theirs).toContainText(HARBOR_APPRAISER.name);
  await expect(theirs.getByRole('button')).toHaveCount(0);
  await expectNoA11yViolations(appraiser);
  await shootBothWidths(appraiser, 'office-letters-decider');
  await appraiser.context().close();

  // A clerk sees the letter and its state on the appeal's page, with no approval.
  const clerk = await staffPage(browser, HARBOR_CLERK);
  await clerk.goto(`/harbor-county/#/office/appeals/${reference}`);
  const letter = clerk.getByRole('region', { name: 'Decision letter' });
  await expect(letter).toContainText('Waiting for a second person to check it');
  await expect(letter).toContainText('An appraiser or an administrator checks this letter and sends it.');
  await expect(letter.getByRole('button')).toHaveCount(0);
  await expectNoA11yViolations(clerk);
  await shootBothWidths(clerk, 'office-appeal-letter-waiting');
  await clerk.context().close();

  // The administrator, from the office's navigation with the number waiting, approves it by keyboard.
  const admin = await staffPage(browser, HARBOR_ADMIN);
  await admin.getByRole('banner').getByRole('link', { name: 'Office desk' }).click();
  const nav = admin.getByRole('navigation', { name: 'Office desk' });
  await expect(nav.getByRole('link', { name: /^Letters to check \(\d+\)$/ })).toBeVisible();
  // Back up from the queue's heading to the navigation above it (forwards, the whole queue comes first).
  await tabTo(admin, nav.getByRole('link', { name: /^Letters to check/ }), { backwards: true });
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('heading', { level: 1, name: 'Letters to check' })).toBeFocused();
  const row = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { level: 2, name: reference }) });
  const preview = row.getByRole('link', { name: 'Preview the letter (PDF, opens in a new tab)' });
  const pdf = await admin.request.get((await preview.getAttribute('href'))!);
  expect([pdf.status(), pdf.headers()['content-type'], pdf.headers()['content-disposition']]).toEqual([
    200,
    'application/pdf',
    `inline; filename="decision-letter-${reference}.pdf"`,
  ]);
  await expectNoA11yViolations(admin);
  await shootBothWidths(admin, 'office-letters');
  await tabTo(admin, row.getByRole('button', { name: 'Approve and send the letter' }));
  await admin.keyboard.press('Enter');
  const said = `Letter for ${reference} approved and sent to the filer.`;
  await expect(admin.locator(':focus')).toContainText(said);
  await expect(admin.getByTestId('live-polite')).toHaveText(said);
  await expect(row).toHaveCount(0);
  await expectNoA11yViolations(admin);
  await shootBothWidths(admin, 'office-letters-approved');

  // On the appeal's page it is sent, and by whom.
  await admin.goto(`/harbor-county/#/office/appeals/${reference}`);
  const sent = admin.getByRole('region', { name: 'Decision letter' });
  await expect(sent).toContainText(/Sent on \w+ \d{1,2}, \d{4}/);
  await expect(sent).toContainText(HARBOR_ADMIN.name);
  await expect(sent.getByRole('button')).toHaveCount(0);
  await expectNoA11yViolations(admin);
  await shootBothWidths(admin, 'office-appeal-letter-sent');
  await admin.context().close();

  // Now the filer is emailed the decision, with its letter.
  const decision = await waitForMail(page.request, filer.email, new RegExp(`Your appeal ${reference}: decided`));
  expect(decision.text).toContain('$240,000');
  const file = await attachment(page.request, decision, /decision-letter/);
  expect([file.name, file.contentType, file.body.subarray(0, 5).toString()]).toEqual([`decision-letter-${reference}.pdf`, 'application/pdf', '%PDF-']);
});

test("the county's evidence, added from the appeal's page by keyboard beside the filer's", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const filer = { name: 'Ines Whitcombe', email: 'ines.whitcombe@example.org' };
  const reference = await fileAndConfirmByApi(page.request, EVIDENCE_PARCEL, filer);

  // The filer adds a document of their own by the status link.
  const token = statusLink(await waitForMail(page.request, filer.email, new RegExp(`Confirm your appeal ${reference}`))).split('#/status/')[1];
  const uploaded = await page.request.post(`${API}/documents`, {
    headers: { 'content-type': 'application/pdf', 'x-original-name': 'roof-photos.pdf' },
    data: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  expect(uploaded.status()).toBe(201);
  const added = await page.request.post(`${API}/status/${token}/evidence`, { data: { documents: [(await uploaded.json()).id] } });
  expect(added.ok(), await added.text()).toBe(true);

  const clerk = await staffPage(browser, HARBOR_CLERK);
  await clerk.goto(`/harbor-county/#/office/appeals/${reference}`);
  const evidence = clerk.getByRole('region', { name: 'Evidence' });
  await expect(evidence.getByRole('listitem').filter({ hasText: 'roof-photos.pdf' })).toContainText(/added \w+ \d{1,2}, \d{4}/);
  await expect(evidence).toContainText('The county has added no evidence.');
  await expect(evidence).toContainText("The filer can see the county's evidence 14 days before the hearing, once one is scheduled.");
  const opened = await clerk.request.get((await evidence.getByRole('link', { name: /Open roof-photos.pdf/ }).getAttribute('href'))!);
  expect(opened.status()).toBe(200);

  // Nothing chosen: the error summary says so and takes the focus.
  const add = evidence.getByRole('button', { name: "Add the county's evidence" });
  await tabTo(clerk, add);
  await clerk.keyboard.press('Enter');
  const problem = evidence.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(problem).toBeFocused();
  await expect(problem.getByRole('link')).toHaveText(['Choose a document to add.']);
  await expectNoA11yViolations(clerk);
  await shootBothWidths(clerk, 'office-evidence-problem');

  // A document uploaded, then added.
  await evidence.getByLabel('Documents to add').setInputFiles(pdfFile('assessor-notes.pdf'));
  await expect(evidence.getByRole('button', { name: 'Remove assessor-notes.pdf' })).toBeVisible();
  await tabTo(clerk, add);
  await clerk.keyboard.press('Enter');
  const said = `1 document added to the county's evidence for appeal ${reference}.`;
  await expect(clerk.locator(':focus')).toContainText(said);
  await expect(clerk.getByTestId('live-polite')).toHaveText(said);
  const county = evidence.getByRole('listitem').filter({ hasText: 'assessor-notes.pdf' });
  await expect(county).toContainText(/added \w+ \d{1,2}, \d{4}/);
  await expect(evidence).not.toContainText('The county has added no evidence.');
  await expect(evidence.getByRole('button', { name: 'Remove assessor-notes.pdf' })).toHaveCount(0);
  await expectNoA11yViolations(clerk);
  await shootBothWidths(clerk, 'office-evidence-added');
  await clerk.context().close();
});
