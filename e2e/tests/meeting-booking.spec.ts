import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { HARBOR } from '../support/demo-parcels';
import {
  ATTENDEE,
  chooseRadio,
  chooseSlot,
  countyDay,
  countyTime,
  DAY,
  expectProgress,
  expectStep,
  fillAttendee,
  loose,
  openMeetingWizard,
  pickSlot,
  slotName,
  slotState,
} from '../support/meeting-wizard';

test('an owner books a virtual meeting, every step passes axe, and the property page, with no proof of the booking, still offers Book a meeting', async ({ page }) => {
  test.setTimeout(120_000);
  const parcel = HARBOR.fresh[23];
  const slot = await pickSlot(page.request, { placeId: null, dayIndex: DAY.virtualBooking });
  const main = page.getByRole('main');

  await openMeetingWizard(page, parcel);
  await expectProgress(page, 0);
  await expect(main).toContainText(parcel);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Start my booking' }).click();

  await expectStep(page, 'Attendee details');
  await expectProgress(page, 17);
  await expectNoA11yViolations(page);
  await fillAttendee(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Meeting type and location');
  await expectProgress(page, 33);
  await expectNoA11yViolations(page);
  await chooseRadio(page, /^Virtual meeting/);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Date and time');
  await expectProgress(page, 50);
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a date' })).toBeVisible();
  await expectNoA11yViolations(page);
  await chooseSlot(page, slot);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Supporting documents');
  await expectProgress(page, 67);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Meeting summary');
  await expectProgress(page, 83);
  await expect(main).toContainText(ATTENDEE.name);
  await expect(main).toContainText('(555) 555 0177');
  await expect(main).toContainText('Virtual');
  await expect(main).toContainText(slotName(slot));
  await expect(main).toContainText('You have not uploaded any documents to include in your meeting.');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Book my meeting' }).click();

  await expectStep(page, 'Confirmation');
  await expect(main).toContainText('We have received your booking');
  await expect(main).toContainText(parcel);
  await expect(main).toContainText(loose(countyDay(slot.startTime)));
  await expect(main).toContainText(loose(countyTime(slot.startTime)));
  await expect(main).toContainText('You have selected a virtual meeting.');
  await expect(main).toContainText(`You will receive an email confirmation shortly at ${ATTENDEE.email}`);
  await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveCSS('background-color', 'rgb(26, 68, 128)');
  await expectNoA11yViolations(page);
  expect(await slotState(page.request, slot.id)).toMatchObject({ booked: true });

  // meetings.allow_multiple_bookings is off in Harbor County: one meeting a year per parcel, and only
  // a proven booking takes it (docs/product.md#who-takes-the-parcels-meeting-and-change-requests).
  // This one shows no right to the parcel (no staff, no appeal of its filer), so it is booked but
  // blocks no one: whoever books first, with any e-mail, cannot close Meetings for the owner.
  await page.goto(`/harbor-county/#/property/${parcel}`);
  const meetings = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Meetings' }) });
  await expect(meetings.getByRole('button', { name: 'Book a meeting' })).toBeVisible();
  await expect(meetings).not.toContainText('A meeting has already been scheduled for this parcel.');
});
