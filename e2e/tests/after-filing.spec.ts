import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { expectStep as expectAppealStep, OWNER, reachSummary } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';
import { decideAndApprove } from '../support/decide';
import { attachment, statusLink, waitForMail } from '../support/mail';
import { shootBothWidths } from '../support/screenshots';
import { ATTENDEE, DAY, goToSummary, pickSlot, slotState, expectStep as expectMeetingStep } from '../support/meeting-wizard';

const REFERENCE = /^HC-\d{2}-[2-9A-HJ-NP-Z]{6}$/;

test('a filed appeal: confirmed from its e-mail, the receipt e-mail with its PDF, the status page from its link, and a staff decision e-mailed and shown', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const parcel = HARBOR.fresh[18];
  await reachSummary(page, parcel);
  await page.getByRole('button', { name: 'Submit my appeal' }).click();
  await expectAppealStep(page, 'Check your email to finish your appeal');

  // A public filing holds no place until its filer confirms it from the e-mail.
  const main = page.getByRole('main');
  await expect(main).toContainText('is not filed until you select the link in the email');
  await expect(main).toContainText(`We have sent a link to ${OWNER.email}.`);
  await expect(main.getByRole('link', { name: 'Download your receipt (PDF)' })).toHaveCount(0);
  const reference = (await main.locator('dt:text-is("Reference") + dd').innerText()).trim();
  expect(reference).toMatch(REFERENCE);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'appeal-confirmation-pending');

  const confirmMail = await waitForMail(page.request, OWNER.email, new RegExp(`Confirm your appeal ${reference}`));
  expect(confirmMail.text).toContain('Your appeal is not filed until you confirm it.');
  expect(confirmMail.text).toContain("Harbor County Assessor's Office");
  await page.goto(statusLink(confirmMail));
  await expect(main.getByRole('heading', { name: 'Confirm your appeal' })).toBeVisible();
  await expect(main).toContainText(parcel);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'status-appeal-confirm');
  await main.getByRole('button', { name: 'Confirm my appeal' }).click();
  await expect(main.getByRole('heading', { name: 'Your appeal is filed' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'What has happened so far' }).getByRole('heading', { level: 3 })).toHaveText(['Filed']);
  const receiptLink = main.getByRole('link', { name: 'Download your receipt (PDF)' });
  const download = await page.request.get(new URL((await receiptLink.getAttribute('href'))!, baseURL).toString());
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'status-appeal-confirmed');

  // The receipt e-mail, with the county's name and phone, the reference, the PDF and the status link.
  const receipt = await waitForMail(page.request, OWNER.email, new RegExp(`We received your appeal ${reference}`));
  expect(receipt.text).toMatch(new RegExp(`^Reference: +${reference}$`, 'm'));
  expect(receipt.text).toContain("Harbor County Assessor's Office");
  expect(receipt.text).toContain('(555) 555 0100');
  const pdf = await attachment(page.request, receipt, /\.pdf$/);
  expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

  // The link opens the status page: filed, the parcel, and nothing of the filer.
  const link = statusLink(receipt);
  await page.goto(link);
  await expect(main.getByRole('heading', { level: 1, name: 'Your appeal' })).toBeVisible();
  await expect(main).toContainText(reference);
  await expect(main).toContainText(parcel);
  await expect(main.getByRole('list', { name: 'What has happened so far' }).getByRole('heading', { level: 3 })).toHaveText(['Filed']);
  await expect(main).not.toContainText(OWNER.name);
  await expectNoA11yViolations(page);

  // Staff decide the appeal and a second person approves its letter; the filer is emailed and the page shows it.
  await decideAndApprove(baseURL!, reference, 250000);
  const decision = await waitForMail(page.request, OWNER.email, new RegExp(`Your appeal ${reference}: decided`));
  expect(decision.text).toContain('$250,000');
  await page.reload();
  await expect(main.getByRole('list', { name: 'What has happened so far' }).getByRole('heading', { level: 3 })).toHaveText(['Filed', 'Under review', 'Decided']);
  await expect(main).toContainText('Decided value: $250,000');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'status-appeal-decided');

  // An altered link shows nothing and says so plainly.
  await page.goto(link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
  await expect(main.getByRole('alert')).toContainText('This link is not valid.');
  await expect(main).not.toContainText(parcel);
  await shootBothWidths(page, 'status-link-invalid');
});

test('a booked meeting: the e-mail with its invitation, the status page from its link, and a cancel that frees the slot', async ({ page }) => {
  test.setTimeout(120_000);
  const parcel = HARBOR.fresh[35];
  const slot = await pickSlot(page.request, { placeId: null, dayIndex: DAY.afterFiling });
  await goToSummary(page, parcel, slot);
  await page.getByRole('button', { name: 'Book my meeting' }).click();
  await expectMeetingStep(page, 'Confirmation');
  const main = page.getByRole('main');
  const reference = (await main.locator('dt:text-is("Reference") + dd').innerText()).trim();
  expect(reference).toMatch(REFERENCE);
  await expect(main.getByRole('link', { name: 'Add to your calendar' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'meeting-confirmation');

  const booked = await waitForMail(page.request, ATTENDEE.email, new RegExp(`Your meeting is booked: ${reference}`));
  const invitation = await attachment(page.request, booked, /\.ics$/);
  const ics = invitation.body.toString();
  expect(ics).toContain('METHOD:REQUEST');
  expect(ics).toContain('SEQUENCE:0');
  expect(ics).toContain(reference);

  await page.goto(statusLink(booked));
  await expect(main.getByRole('heading', { level: 1, name: 'Your meeting' })).toBeVisible();
  await expect(main).toContainText('Booked');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'status-meeting');
  await main.getByRole('button', { name: 'Cancel this meeting' }).click();
  await expect(main.getByRole('button', { name: 'Yes, cancel the meeting' })).toBeFocused();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'status-meeting-cancel-question');
  await main.getByRole('button', { name: 'Yes, cancel the meeting' }).click();
  await expect(main.getByRole('heading', { name: 'This meeting is cancelled' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'status-meeting-cancelled');
  expect(await slotState(page.request, slot.id)).toMatchObject({ booked: false });

  const cancelled = await waitForMail(page.request, ATTENDEE.email, new RegExp(`Your meeting is cancelled: ${reference}`));
  const cancel = (await attachment(page.request, cancelled, /\.ics$/)).body.toString();
  expect(cancel).toContain('METHOD:CANCEL');
  expect(cancel).toContain(ics.match(/UID:[^\r\n]+/)![0]);
});
