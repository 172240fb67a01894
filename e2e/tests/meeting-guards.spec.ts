import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { HARBOR } from '../support/demo-parcels';
import { openMeetingWizard } from '../support/meeting-wizard';

/** Home, where the wizard's guards send a visitor who skipped a step. */
async function expectHome(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
  await expect(page).toHaveURL(/\/harbor-county\/#\/$/);
}

test('without a selected parcel, the intro and the attendee step send the visitor home', async ({ page }) => {
  for (const step of ['#/meeting', '#/meeting/details']) {
    await page.goto(`/harbor-county/${step}`);
    await expectHome(page);
  }
});

test('with a parcel but no attendee, the steps after the attendee step send the visitor home', async ({ page }) => {
  // Viewed only, never booked: the guard stops the visitor before any booking.
  const parcel = HARBOR.fresh[30];
  for (const step of ['location', 'datetime', 'fileupload', 'summary']) {
    // Home clears the selected parcel, so each step starts again from the property page.
    await openMeetingWizard(page, parcel);
    await page.goto(`/harbor-county/#/meeting/${step}`);
    await expectHome(page);
  }
});

test("an unknown meeting page is 'Not found'", async ({ page }) => {
  await page.goto('/harbor-county/#/meeting/xyz');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found', exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a county with meetings off offers no meetings on the property page nor in its API', async ({ page }) => {
  const search = await page.request.get('/pine-county/api/prc/search', { params: { q: 'a', size: 1 } });
  const [parcel] = (await search.json()).results as Array<{ id: string }>;
  await page.goto(`/pine-county/#/property/${parcel.id}`);
  const meetings = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Meetings' }) });
  await expect(meetings).toContainText('Booking a meeting online is not available for this county.');
  await expect(meetings.getByRole('button')).toHaveCount(0);
  const slots = await page.request.get('/pine-county/api/time-slots');
  expect(slots.status()).toBe(404);
  expect(await slots.json()).toEqual({ message: 'Meetings are not offered by this county.' });
});
