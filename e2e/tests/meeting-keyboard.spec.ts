import { expect, test, type Locator, type Page } from '@playwright/test';
import { HARBOR } from '../support/demo-parcels';
import { ATTENDEE, calendarLoaded, countyDay, DAY, expectStep, hourIn, loose, meetingCount, pickSlot, slotName } from '../support/meeting-wizard';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses `key` (Tab by default) until `target` has focus, as a keyboard user moves through the page. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', most = 60): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Replaces a text field's value from the keyboard. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await pressUntilFocused(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('a keyboard user books a meeting without a mouse, calendar included', async ({ page }) => {
  test.setTimeout(90_000);
  const parcel = HARBOR.fresh[29];
  const slot = await pickSlot(page.request, { placeId: null, dayIndex: DAY.keyboard });
  const owner = (await (await page.request.get(`/harbor-county/api/prc/${parcel}`)).json()).ownerName as string;

  await page.goto(`/harbor-county/#/property/${parcel}`);
  const meetings = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Meetings' }) });
  await pressUntilFocused(page, meetings.getByRole('button', { name: 'Book a meeting' }));
  await page.keyboard.press('Enter');

  await expectStep(page, 'Booking a meeting');
  await pressUntilFocused(page, page.getByRole('button', { name: 'Start my booking' }));
  await page.keyboard.press('Enter');

  await expectStep(page, 'Attendee details');
  await expect(page.getByLabel('Full name')).toHaveValue(owner);
  await typeInto(page, page.getByLabel('Full name'), ATTENDEE.name);
  await pressUntilFocused(page, page.getByRole('radio', { name: 'Owner', exact: true }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Owner', exact: true })).toBeChecked();
  await typeInto(page, page.getByLabel('Phone number'), ATTENDEE.phone);
  await typeInto(page, page.getByLabel('Email', { exact: true }), ATTENDEE.email);
  await typeInto(page, page.getByLabel('Confirm email'), ATTENDEE.email);
  await page.keyboard.press('Enter');

  await expectStep(page, 'Meeting type and location');
  await pressUntilFocused(page, page.getByRole('radio', { name: /^Virtual meeting/ }));
  await page.keyboard.press('Space');
  await pressUntilFocused(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // The calendar: Tab to its first open day (a month on if needed), the arrow keys to the slot's day, Enter.
  await expectStep(page, 'Date and time');
  await expect(calendarLoaded(page)).toBeVisible();
  const day = page.getByRole('button', { name: loose(countyDay(slot.startTime)) });
  if (!(await day.isVisible())) {
    await pressUntilFocused(page, page.getByRole('button', { name: 'Go to the next month' }));
    await page.keyboard.press('Enter');
  }
  await pressUntilFocused(page, page.getByRole('button', { name: /, available$/ }).first());
  await pressUntilFocused(page, day, 'ArrowRight', 25);
  await page.keyboard.press('Enter');
  await expect(day).toHaveAccessibleName(loose(`${countyDay(slot.startTime)}, selected`));

  const half = page.getByRole('button', { name: hourIn(slot) < 12 ? 'AM' : 'PM', exact: true });
  await pressUntilFocused(page, half);
  await page.keyboard.press('Enter');
  await expect(half).toHaveAttribute('aria-pressed', 'true');
  // Into the list of times with Tab, along it with the arrow keys (which choose), Space for the first.
  await pressUntilFocused(page, page.getByRole('radio').first());
  const time = page.getByRole('radio', { name: slotName(slot) });
  await pressUntilFocused(page, time, 'ArrowDown', 15);
  await page.keyboard.press('Space');
  await expect(time).toBeChecked();
  await pressUntilFocused(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expectStep(page, 'Supporting documents');
  await pressUntilFocused(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expectStep(page, 'Meeting summary');
  await expect(page.getByRole('main')).toContainText(slotName(slot));
  await pressUntilFocused(page, page.getByRole('button', { name: 'Book my meeting' }));
  await page.keyboard.press('Enter');

  await expectStep(page, 'Confirmation');
  await expect(page.getByRole('main')).toContainText('We have received your booking');
  await expect(page.getByRole('main')).toContainText(slotName(slot));
  expect(await meetingCount(page.request, parcel)).toBe(1);
  await pressUntilFocused(page, page.getByRole('link', { name: 'Go to the home page' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
});
