import { expect, test, type APIRequestContext, type Browser, type Page, type Route } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { HARBOR } from '../support/demo-parcels';
import { bookMeeting, chooseSlot, countyDay, countyTime, expectStep, goToSummary, loose, openPlaces, pickSlot, slotName, type Place, type Slot } from '../support/meeting-wizard';
import { shootBothWidths } from '../support/screenshots';

// Holds that belong to someone (docs/product.md#slot-holds): a hold the visitor no longer
// needs is given up as soon as they pick another slot or leave, so another browser can hold that
// slot at once instead of after the hold's 5 minutes.
const API = '/harbor-county/api';
// Meetings in person at two places no other spec books at (the others book virtual meetings or at
// the county office), each test on days of its own (see pickSlot), and parcels no other spec uses,
// so this file may run beside the others.
const WIZARD_PLACE = 'North Harbor Town Hall';
const RESCHEDULE_PLACE = 'Harbor Public Library, Community Room';
const DAYS = { leave: 0, other: 1, otherSecond: 2, gone: 3, moveBooked: 0, moveFirst: 1, moveSecond: 2, leaveBooked: 3, leaveFirst: 4 } as const;
const PARCELS = { leave: HARBOR.fresh[31], other: HARBOR.fresh[32], gone: HARBOR.fresh[33], move: HARBOR.fresh[34], moveLeave: HARBOR.fresh[41] } as const;
const BOOKING_ERROR = 'There was an error booking your meeting...';

// Each test walks the wizard or the reschedule page and asks another browser several times.
test.describe.configure({ timeout: 90_000 });

async function placeNamed(request: APIRequestContext, name: string): Promise<Place> {
  const place = (await openPlaces(request)).find((candidate) => candidate.name === name);
  expect(place, `the demo place ${name}`).toBeDefined();
  return place!;
}

/** A free slot at the place on the `dayIndex`-th of its days. */
const slotAt = async (request: APIRequestContext, place: Place, dayIndex: number) => pickSlot(request, { placeId: place.id, dayIndex });

/**
 * What another visitor's browser is answered when it tries to hold the slot now: 200 (the hold is
 * given straight back, so nobody keeps it) or the refusal's status.
 */
async function anotherVisitorHolds(browser: Browser, slot: Slot): Promise<number> {
  const context = await browser.newContext();
  try {
    const response = await context.request.post(`${API}/time-slots/${slot.id}/reserve`);
    if (response.ok()) {
      const { hold } = await response.json();
      expect((await context.request.delete(`${API}/time-slots/${slot.id}/reserve`, { headers: { 'X-Slot-Hold': hold.token } })).status()).toBe(204);
    }
    return response.status();
  } finally {
    await context.close();
  }
}

/** The slot is free again for others within a moment (the page gives the hold up without waiting for anything). */
const expectFreedAtOnce = (browser: Browser, slot: Slot) => expect.poll(() => anotherVisitorHolds(browser, slot), { timeout: 5_000 }).toBe(200);

/**
 * The next request to `path` with `method` is lost on the way, as on a network that drops it. The
 * route is taken away straight after: while one is in place every request of the page waits on
 * the test, which slows the next screen's code more than the wizard's 1-second reset allows.
 */
async function loseNext(page: Page, method: string, path: RegExp): Promise<void> {
  const matches = (url: URL) => path.test(url.pathname);
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.continue();
    await route.abort();
    await page.unroute(matches, handler);
  };
  await page.route(matches, handler);
}

/** On the summary: Book my meeting holds the slot, the booking itself is lost, and the hold stays for a retry. */
async function bookingLostOnce(page: Page, browser: Browser, slot: Slot): Promise<void> {
  await loseNext(page, 'POST', /\/api\/meetings$/);
  await page.getByRole('button', { name: 'Book my meeting' }).click();
  await expect(page.getByRole('alert').filter({ hasText: BOOKING_ERROR })).toBeVisible();
  expect(await anotherVisitorHolds(browser, slot)).toBe(409);
}

test('leaving the summary gives the hold Book my meeting took up: another browser can hold the slot at once', async ({ page, browser }) => {
  const place = await placeNamed(page.request, WIZARD_PLACE);
  const slot = await slotAt(page.request, place, DAYS.leave);
  await goToSummary(page, PARCELS.leave, slot, { place });
  await bookingLostOnce(page, browser, slot);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'meeting-summary-booking-lost');

  await page.getByRole('link', { name: 'Back to supporting documents' }).click();
  await expectStep(page, 'Supporting documents');
  await expectFreedAtOnce(browser, slot);

  // Back on the summary, Book my meeting holds the slot afresh and books it.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Meeting summary');
  await page.getByRole('button', { name: 'Book my meeting' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(slotName(slot));
});

test('picking another slot gives the first one up at once, and the new one books', async ({ page, browser }) => {
  const place = await placeNamed(page.request, WIZARD_PLACE);
  const first = await slotAt(page.request, place, DAYS.other);
  const second = await slotAt(page.request, place, DAYS.otherSecond);
  await goToSummary(page, PARCELS.other, first, { place });
  await bookingLostOnce(page, browser, first);

  await page.getByRole('link', { name: 'Back to supporting documents' }).click();
  await expectStep(page, 'Supporting documents');
  await expectFreedAtOnce(browser, first);
  await page.getByRole('link', { name: 'Back to date and time' }).click();
  await expectStep(page, 'Date and time');
  await chooseSlot(page, second);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Supporting documents');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Meeting summary');
  await page.getByRole('button', { name: 'Book my meeting' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(slotName(second));
  expect(await anotherVisitorHolds(browser, first)).toBe(200);
});

test('a page that goes away gives its hold up on the way out', async ({ page, browser }) => {
  const place = await placeNamed(page.request, WIZARD_PLACE);
  const slot = await slotAt(page.request, place, DAYS.gone);
  await goToSummary(page, PARCELS.gone, slot, { place });
  await bookingLostOnce(page, browser, slot);
  await page.goto('about:blank');
  await expectFreedAtOnce(browser, slot);
});

test.describe('the reschedule page', () => {
  /** The move to `first` is lost on the way once: the page says so and keeps the hold it took. */
  async function moveLostOnce(page: Page, browser: Browser, token: string, first: Slot): Promise<void> {
    await page.goto(`/harbor-county/#/meeting/reschedule/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Change your meeting' })).toBeVisible();
    await chooseSlot(page, first);
    await loseNext(page, 'POST', /\/reschedule$/);
    await page.getByRole('button', { name: 'Move my meeting' }).click();
    await expect(page.locator('.portal-reschedule-problem').getByRole('alert')).toContainText('We could not move your meeting. Please try again.');
    expect(await anotherVisitorHolds(browser, first)).toBe(409);
  }

  test('keeps the held time on offer after a lost move, gives it up the moment another time is picked, and moves there', async ({ page, browser, request }) => {
    const place = await placeNamed(request, RESCHEDULE_PLACE);
    const booked = await slotAt(request, place, DAYS.moveBooked);
    const first = await slotAt(request, place, DAYS.moveFirst);
    const second = await slotAt(request, place, DAYS.moveSecond);
    const booking = await bookMeeting(request, PARCELS.move, booked);
    await moveLostOnce(page, browser, booking.statusToken, first);
    // Still this visitor's to choose (it is theirs), though the list shows it held.
    await chooseSlot(page, first);
    await expectNoA11yViolations(page);
    await shootBothWidths(page, 'reschedule-move-lost');

    await chooseSlot(page, second);
    await expectFreedAtOnce(browser, first);
    await page.getByRole('button', { name: 'Move my meeting' }).click();
    await expect(page).toHaveURL(new RegExp(`#/status/${booking.statusToken}$`));
    await expect(page.getByRole('main')).toContainText(loose(`${countyDay(second.startTime)} at ${countyTime(second.startTime)}`));
  });

  test('gives the hold up when the visitor keeps their current time', async ({ page, browser, request }) => {
    const place = await placeNamed(request, RESCHEDULE_PLACE);
    const booked = await slotAt(request, place, DAYS.leaveBooked);
    const first = await slotAt(request, place, DAYS.leaveFirst);
    const booking = await bookMeeting(request, PARCELS.moveLeave, booked);
    await moveLostOnce(page, browser, booking.statusToken, first);
    await page.getByRole('link', { name: 'Keep my current time' }).click();
    await expect(page).toHaveURL(new RegExp(`#/status/${booking.statusToken}$`));
    await expectFreedAtOnce(browser, first);
  });
});
