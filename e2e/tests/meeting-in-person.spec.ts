import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { uploadPdf } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';
import {
  ATTENDEE,
  chooseRadio,
  chooseSlot,
  DAY,
  expectSlotNotOffered,
  expectStep,
  fillAttendee,
  literal,
  openMeetingWizard,
  openPlaces,
  pickSlot,
  slotName,
} from '../support/meeting-wizard';

test('an owner books a meeting in person; the time is then no longer offered to anyone', async ({ page }) => {
  test.setTimeout(90_000);
  const [parcel, otherParcel] = [HARBOR.fresh[24], HARBOR.fresh[25]];
  const [place] = await openPlaces(page.request);
  const slot = await pickSlot(page.request, { placeId: place.id, dayIndex: DAY.inPlaceBooking });
  const main = page.getByRole('main');

  await openMeetingWizard(page, parcel);
  await page.getByRole('button', { name: 'Start my booking' }).click();
  await expectStep(page, 'Attendee details');
  await fillAttendee(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Meeting type and location');
  await chooseRadio(page, /^In person/);
  await chooseRadio(page, new RegExp(`^${literal(place.name)}`));
  await expect(page.frameLocator(`iframe[title="Map of ${place.name}, ${place.address}"]`).locator('body')).toBeAttached();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Date and time');
  await expect(main).toContainText(place.address);
  await chooseSlot(page, slot);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Supporting documents');
  await uploadPdf(page, 'Documents for the meeting (optional)', 'site plan.pdf', 'siteplan.pdf');
  await expect(page.getByRole('list', { name: 'Uploaded files' }).getByRole('listitem')).toHaveCount(1);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Meeting summary');
  await expect(main).toContainText('siteplan.pdf');
  await expect(main).toContainText(place.address);
  await expect(main).toContainText(slotName(slot));
  await page.getByRole('button', { name: 'Book my meeting' }).click();

  await expectStep(page, 'Confirmation');
  await expect(main).toContainText('We have received your booking');
  await expect(main).toContainText(parcel);
  await expect(main).toContainText(slotName(slot));
  await expect(main).toContainText(place.address);
  await expect(main).not.toContainText('You have selected a virtual meeting.');
  await expect(main).toContainText(`You will receive an email confirmation shortly at ${ATTENDEE.email}`);

  // Someone else, for another parcel, at the same place: the time is no longer offered.
  await openMeetingWizard(page, otherParcel);
  await page.getByRole('button', { name: 'Start my booking' }).click();
  await fillAttendee(page, { ...ATTENDEE, email: 'sam.other@example.org' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await chooseRadio(page, /^In person/);
  await chooseRadio(page, new RegExp(`^${literal(place.name)}`));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Date and time');
  await expectSlotNotOffered(page, slot);
});
