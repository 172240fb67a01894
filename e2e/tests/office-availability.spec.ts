import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { HARBOR } from '../support/demo-parcels';
import { tabTo } from '../support/keyboard';
import { countyTime, expectStep, goToSummary, loose, openPlaces, slotName, type Slot } from '../support/meeting-wizard';
import { shootBothWidths } from '../support/screenshots';
import { HARBOR_ADMIN, HARBOR_CLERK, signIn } from '../support/staff';

// Availability: an administrator adds a week of slots across New York's spring-forward at
// two places, and a visitor books one; a clerk is refused. fresh[42] is this spec's parcel.
const PARCEL = HARBOR.fresh[42];
const API = '/harbor-county/api';

/** Next year's second Sunday of March, as YYYY-MM-DD days around it: New York's clocks go forward that night. */
function daysAroundTheChange() {
  const year = new Date().getUTCFullYear() + 1;
  const first = new Date(Date.UTC(year, 2, 1));
  const sunday = new Date(Date.UTC(year, 2, 1 + ((7 - first.getUTCDay()) % 7) + 7));
  const day = (offset: number) => new Date(sunday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  // Wednesday before to Tuesday after: a week holding Thursday (still EST) and Tuesday (EDT).
  return { from: day(-4), to: day(2), thursday: day(-3), tuesday: day(2) };
}

/** Checks a checkbox by its label, as a keyboard user does: focus it, then Space. */
async function tick(page: Page, label: string | RegExp) {
  const box = page.getByRole('checkbox', { name: label });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

test('an administrator adds a week of slots at two places across a daylight-saving change; a visitor books one at 9:00 on the far side', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const days = daysAroundTheChange();
  const [first, second] = await openPlaces(page.request);

  const office = await browser.newContext();
  const admin = await office.newPage();
  await signIn(admin, HARBOR_ADMIN);
  await admin.getByRole('banner').getByRole('link', { name: 'Office desk' }).click();
  await admin.getByRole('navigation', { name: 'Office desk' }).getByRole('link', { name: 'Meeting times' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Meeting times' })).toBeFocused();
  await expect(admin.getByRole('main')).toContainText('Times are on the county’s clock (Eastern Time)');

  // The pattern, from the keyboard: Tuesdays and Thursdays (the default), 9:00 to 12:00, every 30 minutes.
  await tick(admin, first.name);
  await tick(admin, second.name);
  await admin.getByLabel('First day').fill(days.from);
  await admin.getByLabel('Last day').fill(days.to);
  await expect(admin.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
  await expect(admin.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
  await expect(admin.getByLabel(/^From/)).toHaveValue('09:00');
  await expect(admin.getByLabel(/^Until/)).toHaveValue('12:00');
  await expectNoA11yViolations(admin);
  await shootBothWidths(admin, 'office-availability');
  await tabTo(admin, admin.getByRole('button', { name: 'Check what this does' }));
  await admin.keyboard.press('Enter');

  const preview = admin.getByRole('heading', { name: 'What this does' }).locator('xpath=ancestor::*[contains(@class,"usa-alert")][1]');
  await expect(preview).toContainText('This adds 24 time slots.');
  // The first at 9:00 EST, the last at 11:30 EDT: the same clock on both sides of the change.
  await expect(preview).toContainText(loose('9:00 AM EST'));
  await expect(preview).toContainText(loose('11:30 AM EDT'));
  await expectNoA11yViolations(admin);
  await shootBothWidths(admin, 'office-availability-preview');
  const add = admin.getByRole('button', { name: 'Add 24 time slots' });
  await tabTo(admin, add);
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('heading', { name: 'Meeting times changed' })).toBeVisible();
  await expect(admin.getByRole('main')).toContainText('Added 24 time slots.');
  await expect(admin.getByTestId('live-polite')).toHaveText('Added 24 time slots.');
  await expectNoA11yViolations(admin);
  await shootBothWidths(admin, 'office-availability-added');

  // In UTC the wall clock moved: 9:00 is 14:00Z on Thursday (EST) and 13:00Z on Tuesday (EDT).
  const listed = (await (await page.request.get(`${API}/time-slots`, { params: { placeId: first.id, from: `${days.from}T00:00:00Z` } })).json()).results as Slot[];
  const ours = listed.filter((slot) => slot.startTime < `${days.to}T23:59:59Z`);
  expect(ours.map((slot) => slot.startTime)).toEqual([
    ...['14:00', '14:30', '15:00', '15:30', '16:00', '16:30'].map((time) => `${days.thursday}T${time}:00.000Z`),
    ...['13:00', '13:30', '14:00', '14:30', '15:00', '15:30'].map((time) => `${days.tuesday}T${time}:00.000Z`),
  ]);
  // Applied again, nothing is added twice.
  const again = await admin.request.post(`${API}/office/availability/preview`, {
    headers: { origin: new URL(admin.url()).origin },
    data: { action: 'add', places: [first.id, second.id], from: days.from, to: days.to, weekdays: [2, 4], start: '09:00', end: '12:00', every: 30 },
  });
  expect(await again.json()).toMatchObject({ added: 0, alreadyThere: 24 });
  await office.close();

  // A visitor books Tuesday 9:00, after the change, at the first place.
  const tuesdayNine = ours.find((slot) => slot.startTime === `${days.tuesday}T13:00:00.000Z`)!;
  expect(countyTime(tuesdayNine.startTime)).toMatch(loose('9:00 AM'));
  await goToSummary(page, PARCEL, tuesdayNine, { place: first, maxMonths: 6 });
  await page.getByRole('button', { name: 'Book my meeting' }).click();
  await expectStep(page, 'Confirmation');
  await expect(page.getByRole('main')).toContainText(slotName(tuesdayNine));
  await expect(page.getByRole('main')).toContainText(first.address);
});

test('a clerk is refused the meeting times: no link, a plain message, and the API says who may', async ({ page }) => {
  await signIn(page, HARBOR_CLERK);
  await page.getByRole('banner').getByRole('link', { name: 'Office desk' }).click();
  const nav = page.getByRole('navigation', { name: 'Office desk' });
  await expect(nav.getByRole('link')).toHaveText(['Appeals', /^Letters to check/, 'Meetings', 'Hearings', 'Correction requests']);
  await page.goto('/harbor-county/#/office/availability');
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting times' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'Only administrators can change the meeting times. You are signed in as a clerk. Ask an administrator of your office if you need to.',
  );
  await expect(page.getByRole('button', { name: 'Check what this does' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'office-availability-clerk');
  const refused = await page.request.post(`${API}/office/availability`, {
    headers: { origin: new URL(page.url()).origin },
    data: { action: 'add', places: ['6f1c2d3e-4b5a-4c6d-8e7f-901234567890'], from: '2030-01-01', to: '2030-01-02', weekdays: [2], start: '09:00', end: '12:00', every: 30 },
  });
  expect([refused.status(), (await refused.json()).message]).toEqual([
    403,
    'Only administrators can change the meeting times. You are signed in as a clerk. Ask an administrator of your office if you need to.',
  ]);
});
