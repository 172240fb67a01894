import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { HARBOR } from '../support/demo-parcels';
import { tabTo } from '../support/keyboard';
import { waitForMail } from '../support/mail';
import { ATTENDEE, bookMeeting, openPlaces, slotState, type Slot } from '../support/meeting-wizard';
import { shootBothWidths } from '../support/screenshots';
import { HARBOR_ADMIN, HARBOR_CLERK, signIn } from '../support/staff';

// The office's meetings: the day view, a place's list, and cancelling a booking for its
// attendee (the slot is free again, the attendee e-mailed, the change audited). fresh[43] is this spec's
// parcel; its slot is one the spec adds itself, on a day far ahead that no other spec uses.
const PARCEL = HARBOR.fresh[43];
const API = '/harbor-county/api';

/** The first Wednesday of next May: a county day of this spec's own. */
function farDay(): string {
  const year = new Date().getUTCFullYear() + 1;
  const first = new Date(Date.UTC(year, 4, 1));
  return new Date(Date.UTC(year, 4, 1 + ((3 - first.getUTCDay() + 7) % 7))).toISOString().slice(0, 10);
}

test('a clerk finds a booking in the day view and cancels it for the attendee, who is emailed; the time is free again', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const day = farDay();
  const [place] = await openPlaces(page.request);

  // The administrator opens 14:00 that day at the place; a visitor books it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, HARBOR_ADMIN);
  const added = await admin.request.post(`${API}/office/availability`, {
    headers: { origin: new URL(admin.url()).origin },
    data: { action: 'add', places: [place.id], from: day, to: day, weekdays: [3], start: '14:00', end: '14:30', every: 30 },
  });
  expect(await added.json()).toMatchObject({ added: 1 });
  await adminContext.close();
  const slots = (await (await page.request.get(`${API}/time-slots`, { params: { placeId: place.id, from: `${day}T00:00:00Z` } })).json()).results as Slot[];
  const slot = slots.find((candidate) => candidate.startTime.startsWith(day))!;
  const booking = await bookMeeting(page.request, PARCEL, slot);

  const office = await browser.newContext();
  const clerk = await office.newPage();
  await signIn(clerk, HARBOR_CLERK);
  await clerk.getByRole('banner').getByRole('link', { name: 'Office desk' }).click();
  await clerk.getByRole('navigation', { name: 'Office desk' }).getByRole('link', { name: 'Meetings' }).click();
  await expect(clerk.getByRole('heading', { level: 1, name: 'Meetings' })).toBeFocused();

  // The day and the place, chosen from the keyboard.
  await tabTo(clerk, clerk.getByLabel('Day', { exact: true }));
  await clerk.getByLabel('Day', { exact: true }).fill(day);
  await clerk.getByLabel('Place', { exact: true }).selectOption({ label: place.name });
  await tabTo(clerk, clerk.getByRole('button', { name: 'Show meetings' }));
  await clerk.keyboard.press('Enter');
  const table = clerk.getByRole('table', { name: 'Meetings of the day (1 in all)' });
  await expect(table).toBeVisible();
  await expect(clerk).toHaveURL(new RegExp(`#/office/meetings\\?date=${day}&place=${place.id}$`));
  await expect(table.getByRole('columnheader', { name: /^Time/ })).toHaveAttribute('aria-sort', 'ascending');
  const row = table.getByRole('row').filter({ has: clerk.getByRole('rowheader', { name: booking.reference }) });
  await expect(row).toContainText('2:00');
  await expect(row).toContainText(ATTENDEE.name);
  await expect(row).toContainText(ATTENDEE.email);
  await expect(row).toContainText(`In person: ${place.name}`);
  await expect(row).toContainText(PARCEL);
  // Booked by a visitor with no right to the parcel shown (docs/product.md#who-takes-the-parcels-meeting-and-change-requests):
  // it keeps its time, but the owner may still book.
  await expect(row).toContainText("Not the parcel's meeting of the year");
  await expectNoA11yViolations(clerk);
  await shootBothWidths(clerk, 'office-meetings-day');

  // Cancel: asked first, by the keyboard.
  await tabTo(clerk, row.getByRole('button', { name: `Cancel the meeting ${booking.reference}` }));
  await clerk.keyboard.press('Enter');
  await expect(clerk.getByRole('heading', { level: 2, name: `Cancel the meeting ${booking.reference}?` })).toBeFocused();
  await expectNoA11yViolations(clerk);
  await shootBothWidths(clerk, 'office-meetings-cancel');
  await tabTo(clerk, clerk.getByLabel(/^Note/));
  await clerk.keyboard.type('Phoned: the owner is away that week.');
  await tabTo(clerk, clerk.getByRole('button', { name: 'Yes, cancel the meeting' }));
  await clerk.keyboard.press('Enter');
  const done = `The meeting ${booking.reference} is cancelled and its time is free again. ${ATTENDEE.name} has been emailed.`;
  await expect(clerk.locator(':focus')).toContainText(done);
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText('by the office');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expectNoA11yViolations(clerk);
  await shootBothWidths(clerk, 'office-meetings-cancelled');

  // The place's own list, from today on.
  await clerk.getByRole('link', { name: `Upcoming at ${place.name}` }).click();
  await expect(clerk.getByRole('heading', { level: 2, name: `Upcoming at ${place.name}` })).toBeVisible();
  await expect(clerk.getByRole('table', { name: /^Meetings from today on \(\d+ in all\)$/ })).toBeVisible();
  await expectNoA11yViolations(clerk);
  await shootBothWidths(clerk, 'office-meetings-place');

  // The audit trail has who, what and the before and after, with the note.
  const audit = (await (await clerk.request.get(`${API}/audit`, { params: { action: 'meeting-cancelled' } })).json()).results as Array<{
    accountName: string;
    detail: Record<string, unknown>;
  }>;
  expect(audit.find((entry) => entry.detail.reference === booking.reference)).toMatchObject({
    accountName: HARBOR_CLERK.name,
    detail: { before: 'booked', after: 'cancelled', note: 'Phoned: the owner is away that week.' },
  });
  await office.close();

  // The attendee is told, with the cancelling invitation; the time can be booked again.
  const mail = await waitForMail(page.request, ATTENDEE.email, new RegExp(`Your meeting is cancelled: ${booking.reference}`));
  expect(mail.text).toContain("Harbor County Assessor's Office has cancelled your meeting on");
  expect(mail.attachments.map((file) => file.filename)).toEqual([`meeting-${booking.reference}-cancelled.ics`]);
  expect(await slotState(page.request, slot.id)).toMatchObject({ booked: false, reserved: false });
});
