import { expect, test } from '@playwright/test';
import { HARBOR } from '../support/demo-parcels';
import {
  ATTENDEE,
  chooseRadio,
  countyTime,
  DAY,
  dayButton,
  expectStep,
  fillAttendee,
  HARBOR_ZONE,
  hourIn,
  loose,
  meetingCount,
  openMeetingWizard,
  pickSlot,
  slotName,
  slotState,
} from '../support/meeting-wizard';

const BROWSER_ZONE = 'America/Los_Angeles';
test.use({ timezoneId: BROWSER_ZONE });

test("a visitor whose browser is on Pacific time sees and books the county's Eastern times", async ({ page }) => {
  test.setTimeout(90_000);
  const parcel = HARBOR.fresh[28];
  // A county afternoon slot that is still morning in Los Angeles, so the two clocks disagree on the half of the day too.
  const slot = await pickSlot(page.request, {
    placeId: null,
    dayIndex: DAY.otherTimeZone,
    where: (candidate) => hourIn(candidate) >= 12 && hourIn(candidate, BROWSER_ZONE) < 12,
  });
  const eastern = countyTime(slot.startTime);
  const pacific = countyTime(slot.startTime, BROWSER_ZONE);
  expect(eastern).not.toBe(pacific);

  await openMeetingWizard(page, parcel);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
  await page.getByRole('button', { name: 'Start my booking' }).click();
  await fillAttendee(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await chooseRadio(page, /^Virtual meeting/);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The slot is listed under PM at the county's time, never under AM at the browser's.
  await expectStep(page, 'Date and time');
  await expect(page.getByText("Times are in Eastern Time, the county's time zone. Virtual meeting.")).toBeVisible();
  await (await dayButton(page, slot)).click();
  await page.getByRole('button', { name: 'AM', exact: true }).click();
  await expect(
    page
      .getByRole('radio')
      .or(page.getByText('There are no available slots in the morning.', { exact: false }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: slotName(slot) })).toHaveCount(0);
  await page.getByRole('button', { name: 'PM', exact: true }).click();
  await expect(page.getByRole('radio', { name: slotName(slot) })).toBeVisible();
  await expect(page.getByText(loose(eastern), { exact: true })).toBeVisible();
  await chooseRadio(page, slotName(slot));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Supporting documents');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Meeting summary');
  await expect(page.getByRole('main')).toContainText(slotName(slot));
  await page.getByRole('button', { name: 'Book my meeting' }).click();
  await expectStep(page, 'Confirmation');
  const main = page.getByRole('main');
  await expect(main).toContainText(slotName(slot));
  await expect(main).not.toContainText(loose(pacific));
  await expect(main).toContainText(`You will receive an email confirmation shortly at ${ATTENDEE.email}`);

  // The slot booked is the one whose start, in New York, is the time shown.
  expect(await slotState(page.request, slot.id)).toMatchObject({ booked: true });
  expect(await meetingCount(page.request, parcel)).toBe(1);
  expect(new Intl.DateTimeFormat('en-US', { timeZone: HARBOR_ZONE, hour: 'numeric', minute: '2-digit' }).format(new Date(slot.startTime))).toBe(eastern);
});
