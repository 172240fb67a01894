import { expect, test } from '@playwright/test';
import type { OfficePlace } from 'mfe-shared/schemas';
import { officeAppeal, meetingsPage, queuePage, SEASONS } from '../support/office-fixtures';
import { HARBOR_ADMIN, signIn } from '../support/staff';
import { checkScreen } from '../support/visual';

// The visual suite (e2e/support/visual.ts): the office desk as an administrator
// sees it. The queue, the appeal and the meetings hold whatever the other specs filed and booked, so
// their calls are answered with fixed pages (e2e/support/office-fixtures.ts); the places are the
// county's real ones. The browser's clock is fixed, so "today" and the meeting times' defaults are too.
const NOW = new Date('2026-11-16T14:00:00.000Z');
const DAY = '2026-11-17';
const API = '/harbor-county/api';

test.setTimeout(480_000);

test("the office desk: the appeals queue and its export, an appeal, a day's meetings and a place's, the meeting times", async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await signIn(page, HARBOR_ADMIN);
  const places = ((await (await page.request.get(`${API}/office/places`)).json()).results as OfficePlace[]).filter((place) => place.active);
  await page.route(`**${API}/appeal-windows*`, (route) => route.fulfill({ json: SEASONS }));
  await page.route(new RegExp(`${API}/office/appeals(\\?|$)`), (route) => route.fulfill({ json: queuePage(new URL(route.request().url()).searchParams.get('status')) }));
  await page.route(new RegExp(`${API}/office/appeals/HC-[^/?]+$`), (route) => route.fulfill({ json: officeAppeal() }));
  await page.route(new RegExp(`${API}/office/meetings(\\?|$)`), (route) => {
    const date = new URL(route.request().url()).searchParams.get('date');
    return route.fulfill({ json: meetingsPage(places, date ?? DAY, Boolean(date)) });
  });
  // The holds of the moment, at the cap of one network: the warning is part of the picture.
  await page.route(`**${API}/office/slot-holds`, (route) => route.fulfill({ json: { held: 7, heldFromBusiestRange: 6, perRangeCap: 6 } }));

  await page.getByRole('banner').getByRole('link', { name: 'Office desk' }).click();
  const main = page.getByRole('main');
  await expect(page.getByRole('table', { name: 'Appeals (5 in all)' })).toBeVisible();
  await checkScreen(page, 'office-queue');

  // A status's view, and the export of just that view.
  await page
    .getByRole('navigation', { name: 'Appeals by status' })
    .getByRole('link', { name: /^Decided/ })
    .click();
  await expect(page.getByRole('table', { name: 'Appeals (1 in all)' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Download this appeal (CSV)' })).toBeVisible();
  await checkScreen(page, 'office-queue-export');

  await page.goto('/harbor-county/#/office');
  await page.getByRole('table', { name: 'Appeals (5 in all)' }).getByRole('link', { name: officeAppeal().reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Appeal ${officeAppeal().reference}` })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Sales letter checked against the county records.');
  await checkScreen(page, 'office-appeal');

  await page.goto(`/harbor-county/#/office/meetings?date=${DAY}`);
  await expect(page.getByRole('table', { name: 'Meetings of the day (4 in all)' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'One network holds as many time slots as it can' })).toBeVisible();
  await checkScreen(page, 'office-meetings-day');
  await main.getByRole('link', { name: places[0].name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Upcoming at ${places[0].name}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Meetings from today on (3 in all)' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'One network holds as many time slots as it can' })).toBeVisible();
  await checkScreen(page, 'office-meetings-place');

  await page.getByRole('navigation', { name: 'Office desk' }).getByRole('link', { name: 'Meeting times' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting times' })).toBeFocused();
  await expect(page.getByLabel('First day')).toHaveValue('2026-11-16');
  await checkScreen(page, 'office-availability');
});
