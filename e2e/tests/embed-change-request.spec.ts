import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { uploadPdf } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';
import { expectNoA11yViolationsInPortal, expectScreen, hostState, openCountyPage, selectParcel } from '../support/embed';
import { waitForMail } from '../support/mail';
import { chooseRadio } from '../support/meeting-wizard';
import { shootBothWidths } from '../support/screenshots';
import { HARBOR_CLERK, signIn } from '../support/staff';

// The embed's Ask for a correction, from the demo county's page, to its reference; then the office desk:
// a clerk finds it among the change requests, opens its document and answers it; the visitor is
// e-mailed both times. A change request changes no parcel, so it shares the embed appeal's parcel.
const PARCEL = HARBOR.fresh[45];
const VISITOR = { name: 'Rosa Delgado', email: 'rosa.delgado@example.org' };
const CORRECT = 'PO Box 12, Harbor, ME 04001';
const REFERENCE = /^HC-\d{2}-[2-9A-HJ-NP-Z]{6}$/;

test('a visitor on the county page sends a Ask for a correction with a document and gets its reference; a clerk answers it at the desk', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const portal = await openCountyPage(page);
  const before = await hostState(page);
  await selectParcel(portal, PARCEL);
  await expectScreen(portal, 'Your selected property');
  for (const action of ['Book a meeting', 'File an appeal', 'Find comparable sales', 'Ask for a correction'])
    await expect(portal.getByRole('button', { name: action })).toBeVisible();

  await portal.getByRole('button', { name: 'Ask for a correction' }).click();
  await expectScreen(portal, 'Ask for a correction');
  await expect(portal).toContainText(`parcel ${PARCEL}`);
  await expectNoA11yViolationsInPortal(page);
  await shootBothWidths(page, 'embed-change-request');

  // Nothing chosen: the summary takes focus and names each field.
  await portal.getByRole('button', { name: 'Send my correction request' }).click();
  const summary = portal.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Select what is wrong.', 'Enter what the correct information is.', 'Enter your name.', 'Email is required']);
  await expectNoA11yViolationsInPortal(page);
  await shootBothWidths(page, 'embed-change-request-errors');

  await chooseRadio(page, /^Mailing address/);
  await portal.getByLabel('What is the correct information?').fill(CORRECT);
  await portal.getByLabel('Your name').fill(VISITOR.name);
  await portal.getByLabel(/^Email/).fill(VISITOR.email);
  await uploadPdf(page, 'Supporting document (optional)', 'post-office-box.pdf');
  // One document: the drop zone closes once it is there.
  await expect(portal.getByLabel('Supporting document (optional)')).toBeDisabled();
  await portal.getByRole('button', { name: 'Send my correction request' }).click();

  await expectScreen(portal, 'Correction request sent');
  const reference = (await portal.locator('dt:text-is("Reference") + dd').innerText()).trim();
  expect(reference).toMatch(REFERENCE);
  await expect(portal).toContainText(VISITOR.email);
  await expectNoA11yViolationsInPortal(page);
  await shootBothWidths(page, 'embed-change-request-sent');
  expect(await hostState(page)).toEqual(before);
  const received = await waitForMail(page.request, VISITOR.email, new RegExp(`We received your correction request ${reference}`));
  // An address that has confirmed nothing is sent the county's words only, never what the sender typed
  // (docs/security.md#the-countys-mail-is-not-the-attackers).
  expect(received.text).toMatch(/^Hello,/);
  expect(received.text).toContain('Mailing address');
  expect(received.text).not.toContain(CORRECT);

  // The office desk, in the clerk's own browser.
  const office = await (await browser.newContext()).newPage();
  await signIn(office, HARBOR_CLERK);
  await office.goto('/harbor-county/#/office/change-requests?status=received');
  const main = office.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Correction requests' })).toBeVisible();
  const row = main.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Mailing address');
  await expect(row).toContainText(CORRECT);
  await expectNoA11yViolations(office);
  await shootBothWidths(office, 'office-change-requests');

  await row.getByRole('link', { name: reference }).click();
  await expect(main.getByRole('heading', { level: 1, name: `Correction request ${reference}` })).toBeVisible();
  const download = office.waitForEvent('download');
  await main.getByRole('link', { name: 'Download post-office-box.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('post-office-box.pdf');
  await expectNoA11yViolations(office);
  await shootBothWidths(office, 'office-change-request');

  await main.getByLabel(/Note/).fill('New box confirmed with the post office');
  await main.getByRole('button', { name: 'Mark as corrected' }).click();
  // What was done is said where the focus lands.
  await expect(main.locator('[tabindex="-1"]').filter({ hasText: `Correction request ${reference} is corrected. The visitor has been emailed.` })).toBeFocused();
  await expect(main).toContainText('This correction request is final: it can no longer change.');
  const answered = await waitForMail(page.request, VISITOR.email, new RegExp(`Your correction request ${reference}: corrected`));
  expect(answered.text).not.toContain('New box confirmed');
});
