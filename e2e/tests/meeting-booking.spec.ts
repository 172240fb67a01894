import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { pdfFile } from '../support/appeal-wizard';
import {
  ATTENDEE,
  chooseRadio,
  chooseSlot,
  countyDay,
  countyTime,
  DAY,
  expectProgress,
  expectSlotNotOffered,
  expectStep,
  fillAttendee,
  HARBOR,
  loose,
  openMeetingWizard,
  openPlaces,
  pickSlot,
  slotName,
  slotState,
} from '../support/meeting-wizard';

test('an owner books a virtual meeting, every step passes axe, and the property page then says it is scheduled', async ({ page }) => {
  test.setTimeout(90_000);
  const parcel = HARBOR.fresh[23];
  const slot = await pickSlot(page.request, { placeId: null, dayIndex: DAY.virtualBooking });
  const main = page.getByRole('main');

  await openMeetingWizard(page, parcel);
  await expectProgress(page, 0);
  await expect(main).toContainText(parcel);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Schedule Meeting' }).click();

  await expectStep(page, 'Attendee Details');
  await expectProgress(page, 17);
  await expectNoA11yViolations(page);
  await fillAttendee(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Location Selection');
  await expectProgress(page, 33);
  await expectNoA11yViolations(page);
  await chooseRadio(page, /^Virtual meeting/);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Date and Time Selection');
  await expectProgress(page, 50);
  await expect(page.getByRole('heading', { level: 2, name: 'Choose Date' })).toBeVisible();
  await expectNoA11yViolations(page);
  await chooseSlot(page, slot);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Supporting Documentation');
  await expectProgress(page, 67);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Meeting Summary');
  await expectProgress(page, 83);
  await expect(main).toContainText(ATTENDEE.name);
  await expect(main).toContainText('(555) 555 0177');
  await expect(main).toContainText('Virtual');
  await expect(main).toContainText(slotName(slot));
  await expect(main).toContainText('You have not uploaded any documents to include in your meeting.');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Book Meeting' }).click();

  await expectStep(page, 'Confirmation');
  await expect(main).toContainText('We have received your booking');
  await expect(main).toContainText(parcel);
  await expect(main).toContainText(loose(countyDay(slot.startTime)));
  await expect(main).toContainText(loose(countyTime(slot.startTime)));
  await expect(main).toContainText('You have selected a virtual meeting.');
  await expect(main).toContainText(`You will receive an email confirmation shortly at ${ATTENDEE.email}`);
  await expect(main.getByRole('link', { name: 'Return to Home' })).toHaveCSS('background-color', 'rgb(26, 68, 128)');
  await expectNoA11yViolations(page);
  expect(await slotState(page.request, slot.id)).toMatchObject({ booked: true });

  // meetings.allow_multiple_bookings is off in Harbor County: one meeting a year per parcel.
  await page.goto(`/harbor-county/#/property/${parcel}`);
  const meetings = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Meetings' }) });
  await expect(meetings).toContainText('A meeting has already been scheduled for this parcel.');
  await expect(meetings.getByRole('button', { name: 'Schedule Meeting' })).toHaveCount(0);
});

test('an owner books a meeting in person; the time is then no longer offered to anyone', async ({ page }) => {
  test.setTimeout(90_000);
  const [parcel, otherParcel] = [HARBOR.fresh[24], HARBOR.fresh[25]];
  const [place] = await openPlaces(page.request);
  const slot = await pickSlot(page.request, { placeId: place.id, dayIndex: DAY.inPlaceBooking });
  const main = page.getByRole('main');

  await openMeetingWizard(page, parcel);
  await page.getByRole('button', { name: 'Schedule Meeting' }).click();
  await expectStep(page, 'Attendee Details');
  await fillAttendee(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Location Selection');
  await chooseRadio(page, /^In person/);
  await chooseRadio(page, new RegExp(`^${place.name}`));
  await expect(page.frameLocator(`iframe[title="Map of ${place.name}, ${place.address}"]`).locator('body')).toBeAttached();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Date and Time Selection');
  await expect(main).toContainText(place.address);
  await chooseSlot(page, slot);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Supporting Documentation');
  await page.getByLabel('Documents for the meeting (optional)').setInputFiles(pdfFile('site plan.pdf'));
  const uploaded = page.getByRole('list', { name: 'Uploaded files' });
  await expect(uploaded.getByRole('listitem')).toHaveCount(1);
  await expect(uploaded).toContainText('siteplan.pdf');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Meeting Summary');
  await expect(main).toContainText('siteplan.pdf');
  await expect(main).toContainText(place.address);
  await expect(main).toContainText(slotName(slot));
  await page.getByRole('button', { name: 'Book Meeting' }).click();

  await expectStep(page, 'Confirmation');
  await expect(main).toContainText('We have received your booking');
  await expect(main).toContainText(parcel);
  await expect(main).toContainText(slotName(slot));
  await expect(main).toContainText(place.address);
  await expect(main).not.toContainText('You have selected a virtual meeting.');
  await expect(main).toContainText(`You will receive an email confirmation shortly at ${ATTENDEE.email}`);

  // Someone else, for another parcel, at the same place: the time is no longer offered.
  await openMeetingWizard(page, otherParcel);
  await page.getByRole('button', { name: 'Schedule Meeting' }).click();
  await fillAttendee(page, { ...ATTENDEE, email: 'sam.other@example.org' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await chooseRadio(page, /^In person/);
  await chooseRadio(page, new RegExp(`^${place.name}`));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Date and Time Selection');
  await expectSlotNotOffered(page, slot);
});
