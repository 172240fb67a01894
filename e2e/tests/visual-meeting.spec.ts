import { expect, test, type Page } from '@playwright/test';
import type { StatusResponse } from 'mfe-shared/schemas';
import { HARBOR } from '../support/demo-parcels';
import { chooseSlot, DAY, goToSummary, openPlaces, pickSlot, type Slot } from '../support/meeting-wizard';
import { checkScreen, rewriteJson } from '../support/visual';

// The visual suite (e2e/support/visual.ts): the meeting wizard's summary and confirmation,
// the meeting's status page (booked, the cancel question, cancelled) and its reschedule page.
// HARBOR.fresh[48] is this file's parcel; it books a real slot of its own day at the county's first
// open place (DAY.visualInPlace).
// The browser's clock is fixed, and the slots the pages are given are a fixed November 2026 in which
// the real slot stands on Tuesday the 17th at 10:00: the calendar, the times and the reference are the
// same on every run, while the hold, the booking and the cancel happen on the server.
const PARCEL = HARBOR.fresh[48];
const NOW = new Date('2026-11-02T14:00:00.000Z');
const BOOKED_AT = '2026-11-17T15:00:00.000Z';
const REFERENCE = 'HC-26-M7R2KD';
const API = /\/harbor-county\/api\//;

/** A few free times at the place on five days of the fixed month (9:00, 9:30 and 1:30 PM Eastern), besides the real slot. */
const OTHER_TIMES = ['2026-11-10', '2026-11-12', '2026-11-17', '2026-11-19', '2026-11-24'].flatMap((day) => [
  `${day}T14:00:00.000Z`,
  `${day}T14:30:00.000Z`,
  `${day}T18:30:00.000Z`,
]);

/** GET /time-slots answered with the fixed month: the real slot (as the server has it now) at BOOKED_AT, and the others. */
async function fixSlots(page: Page, real: Slot) {
  await page.route(/\/harbor-county\/api\/time-slots(\?|$)/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const now = response.ok() ? ((await response.json()).results as Slot[]).find((slot) => slot.id === real.id) : undefined;
    const others = OTHER_TIMES.map((startTime, index) => ({
      ...real,
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      startTime,
      reserved: false,
      booked: false,
    }));
    const results = [...others, { ...real, ...(now ?? {}), startTime: BOOKED_AT }].sort((a, b) => a.startTime.localeCompare(b.startTime));
    await route.fulfill({ response, json: { results } });
  });
}

test.setTimeout(480_000);

test('the meeting summary and confirmation, its status page booked, asked to cancel and cancelled, and its reschedule page', async ({ page }) => {
  const [place] = await openPlaces(page.request);
  const real = await pickSlot(page.request, { placeId: place.id, dayIndex: DAY.visualInPlace });
  await page.clock.setFixedTime(NOW);
  await fixSlots(page, real);
  await page.route(API, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.endsWith('/api/meetings') && route.request().method() === 'POST') return rewriteJson<{ reference: string }>(route, (body) => ({ ...body, reference: REFERENCE }));
    if (/\/api\/status\/[^/]+(\/cancel)?$/.test(pathname)) {
      return rewriteJson<StatusResponse>(route, (view) => ({ ...view, reference: REFERENCE, meeting: view.meeting && { ...view.meeting, startTime: BOOKED_AT } }));
    }
    return route.fallback();
  });

  await goToSummary(page, PARCEL, { ...real, startTime: BOOKED_AT }, { place });
  const main = page.getByRole('main');
  await expect(main).toContainText('Tuesday, November 17, 2026 at 10:00');
  await checkScreen(page, 'meeting-summary');
  await page.getByRole('button', { name: 'Book my meeting' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeFocused();
  await expect(main).toContainText(REFERENCE);
  await checkScreen(page, 'meeting-confirmation');

  await main.getByRole('link', { name: 'See, change or cancel your meeting' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Your meeting' })).toBeVisible();
  await expect(main).toContainText('Booked');
  await checkScreen(page, 'status-meeting');

  // The reschedule page, a new time chosen but not moved to.
  await main.getByRole('link', { name: 'Change the date or time' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Change your meeting' })).toBeVisible();
  await chooseSlot(page, { startTime: OTHER_TIMES[9] });
  await checkScreen(page, 'reschedule', { fixedCalendar: true });
  await main.getByRole('link', { name: 'Keep my current time' }).click();

  await main.getByRole('button', { name: 'Cancel this meeting' }).click();
  await expect(main.getByRole('button', { name: 'Yes, cancel the meeting' })).toBeFocused();
  await checkScreen(page, 'status-meeting-cancel-question');
  await main.getByRole('button', { name: 'Yes, cancel the meeting' }).click();
  await expect(main.getByRole('heading', { name: 'This meeting is cancelled' })).toBeVisible();
  await checkScreen(page, 'status-meeting-cancelled');
});
