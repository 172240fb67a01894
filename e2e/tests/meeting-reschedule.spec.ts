import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { HARBOR } from '../support/demo-parcels';
import {
  bookMeeting,
  calendarLoaded,
  chooseSlot,
  countyDay,
  countyTime,
  expectSlotNotOffered,
  hourIn,
  loose,
  pickSlot,
  slotName,
  slotState,
  type Slot,
} from '../support/meeting-wizard';
import { shootBothWidths } from '../support/screenshots';

// The meeting's reschedule page (#/meeting/reschedule/{token}), opened as from the e-mail's link:
// a fresh browser with nothing of the wizard's state. The meetings are booked through the API.
const API = '/harbor-county/api';
const TITLE = 'Change your meeting';
// Days (see pickSlot) and parcels no other spec uses, so this file may run beside the others.
// Two days of their own (the demo plan has as few as nine such days ahead, by the date): the tests of
// this file run one after another, so each takes the next free time of its day, and a second time in
// one test is any other free time from that day on.
const DAYS = { moved: 7, taken: 8 } as const;
const another = (slot: Slot) => (other: Slot) => other.id !== slot.id;
const PARCELS = { moved: HARBOR.fresh[36], cancelled: HARBOR.fresh[37], taken: HARBOR.fresh[38] } as const;

async function statusOf(request: APIRequestContext, token: string) {
  const response = await request.get(`${API}/status/${token}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** 'Tuesday, November 24, 2026 at 9:30 AM Eastern Time', as the page names a time. */
const when = (slot: Pick<Slot, 'startTime'>) => loose(`${countyDay(slot.startTime)} at ${countyTime(slot.startTime)} Eastern Time`);

async function openReschedule(page: Page, token: string) {
  await page.goto(`/harbor-county/#/meeting/reschedule/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page).toHaveTitle(`${TITLE} - Harbor County Assessor's Office`);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses `key` (Tab by default) until `target` has focus, as a keyboard user moves through the page. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', most = 60): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The calendar and the time list from the keyboard alone, as meeting-keyboard.spec.ts does in the wizard. */
async function chooseSlotByKeyboard(page: Page, slot: Slot): Promise<void> {
  await expect(calendarLoaded(page)).toBeVisible();
  const day = page.getByRole('button', { name: loose(countyDay(slot.startTime)) });
  for (let months = 0; months < 2 && !(await day.isVisible()); months += 1) {
    await pressUntilFocused(page, page.getByRole('button', { name: 'Go to the next month' }));
    await page.keyboard.press('Enter');
  }
  await pressUntilFocused(page, page.getByRole('button', { name: /, (available|selected)$/ }).first());
  await pressUntilFocused(page, day, 'ArrowRight', 25);
  await page.keyboard.press('Enter');
  await expect(day).toHaveAccessibleName(loose(`${countyDay(slot.startTime)}, selected`));
  const half = page.getByRole('button', { name: hourIn(slot) < 12 ? 'AM' : 'PM', exact: true });
  await pressUntilFocused(page, half);
  await page.keyboard.press('Enter');
  await expect(half).toHaveAttribute('aria-pressed', 'true');
  await pressUntilFocused(page, page.getByRole('radio').first());
  const time = page.getByRole('radio', { name: slotName(slot) });
  await pressUntilFocused(page, time, 'ArrowDown', 15);
  await page.keyboard.press('Space');
  await expect(time).toBeChecked();
}

/** The page's own alert (the shell's assertive live region is an alert too). */
const pageAlert = (page: Page, text: string | RegExp) => page.getByRole('main').getByRole('alert').filter({ hasText: text });

test('the link moves a booked meeting, from the keyboard alone: the new time is booked, the old one offered again', async ({ page, request }) => {
  const old = await pickSlot(request, { placeId: null, dayIndex: DAYS.moved });
  const target = await pickSlot(request, { placeId: null, dayIndex: DAYS.moved, where: another(old) });
  const booking = await bookMeeting(request, PARCELS.moved, old);

  await openReschedule(page, booking.statusToken);
  const now = page.getByRole('region', { name: 'Your meeting' });
  await expect(now).toContainText(booking.reference);
  await expect(now.getByText(when(old))).toBeVisible();
  await expect(now).toContainText('Virtual meeting');
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a date' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move my meeting' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('link', { name: 'Keep my current time' })).toHaveAttribute('href', `#/status/${booking.statusToken}`);
  // Its own time is not offered.
  await expectSlotNotOffered(page, old);
  await expectNoA11yViolations(page);

  await chooseSlotByKeyboard(page, target);
  await shootBothWidths(page, 'reschedule-loaded');
  await pressUntilFocused(page, page.getByRole('button', { name: 'Move my meeting' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/status/${booking.statusToken.replace(/\./g, '\\.')}$`));
  // Said to screen readers on the status page (the shell's polite live region).
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^Your meeting has been moved to ${when(target).source}\\.$`) })).toHaveCount(1);

  const moved = await statusOf(request, booking.statusToken);
  expect(moved.meeting).toMatchObject({ status: 'booked', startTime: target.startTime, canChange: true });
  expect(await slotState(request, target.id)).toMatchObject({ booked: true });
  // The old slot is free again for anyone: listed as neither booked nor reserved.
  expect(await slotState(request, old.id)).toMatchObject({ booked: false, reserved: false });
});

test('a cancelled meeting cannot be moved: the page says why and links back to the meeting', async ({ page, request }) => {
  const slot = await pickSlot(request, { placeId: null, dayIndex: DAYS.moved });
  const booking = await bookMeeting(request, PARCELS.cancelled, slot);
  expect((await request.post(`${API}/status/${booking.statusToken}/cancel`)).ok()).toBe(true);

  await openReschedule(page, booking.statusToken);
  await expect(page.getByText('This meeting was cancelled, so it can no longer be changed. To meet the office, please book a new meeting.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your meeting' })).toHaveAttribute('href', `#/status/${booking.statusToken}`);
  await expect(page.getByRole('heading', { name: 'Choose a date' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Move my meeting' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'reschedule-refused');
});

test('a time taken meanwhile: the message at the top takes focus, the choice is cleared and the time is no longer offered', async ({ page, request }) => {
  const slot = await pickSlot(request, { placeId: null, dayIndex: DAYS.taken });
  const target = await pickSlot(request, { placeId: null, dayIndex: DAYS.taken, where: another(slot) });
  const booking = await bookMeeting(request, PARCELS.taken, slot);

  await openReschedule(page, booking.statusToken);
  await chooseSlot(page, target);
  // Someone else holds the time between the list and the press.
  expect((await request.post(`${API}/time-slots/${target.id}/reserve`)).ok()).toBe(true);
  await page.getByRole('button', { name: 'Move my meeting' }).click();

  const alert = pageAlert(page, 'This time slot has just been taken. Please choose another.');
  await expect(alert).toBeVisible();
  await expect(page.locator('.portal-reschedule-problem')).toBeFocused();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Move my meeting' })).toHaveAttribute('aria-disabled', 'true');
  await shootBothWidths(page, 'reschedule-taken');
  await expectSlotNotOffered(page, target);
  await expectNoA11yViolations(page);
  // Nothing changed.
  expect((await statusOf(request, booking.statusToken)).meeting).toMatchObject({ status: 'booked', startTime: slot.startTime });
});

test("a link that is not valid shows the API's message and a way home", async ({ page }) => {
  await openReschedule(page, 'v1.not-a-real-token.at-all');
  await expect(pageAlert(page, /^This link is not valid\. Please open the whole link from your most recent email\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'reschedule-error');
});
