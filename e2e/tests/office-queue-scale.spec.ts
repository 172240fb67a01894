import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { demoParcel } from '../../api/src/tools/demo/demo-parcels';
import { DEMO_COUNTIES } from '../../api/src/tools/demo/seed-parcels';
import { expectNoA11yViolations } from '../support/a11y';
import { HARBOR } from '../support/demo-parcels';
import { fileAndConfirmByApi } from '../support/file-by-api';
import { tabTo } from '../support/keyboard';
import { shootBothWidths } from '../support/screenshots';
import { HARBOR_ADMIN, HARBOR_CLERK, signIn, type StaffAccount } from '../support/staff';

/**
 * The office queue at season scale (docs/product.md#office-desk): a clerk filters by neighborhood,
 * pages by keyboard with the cursor links, ticks three appeals and schedules their hearings on a
 * panel in one go, then finds them by hearing date. Axe on each screen.
 *
 * Its parcels: the first three usable residential parcels below index 1,600 that the showcase gives
 * no role, all of one neighborhood (e2e/support/demo-parcels.ts).
 */
const API = '/harbor-county/api';
const county = DEMO_COUNTIES.find((candidate) => candidate.tenantId === 'harbor-county')!;
const SHOWCASE = new Set(
  Object.values(HARBOR).flatMap((value: unknown) => (typeof value === 'string' ? [value] : Array.isArray(value) ? value : Object.values(value as Record<string, string>))),
);
const { neighborhood: NEIGHBORHOOD, parcels: PARCELS } = (() => {
  const byNeighborhood = new Map<string, string[]>();
  for (let n = 1_599; n >= 1_000; n -= 1) {
    const parcel = demoParcel(county, n);
    if (parcel.active === false || parcel.type !== 'residential' || parcel.valueAmount === null || SHOWCASE.has(parcel.id) || !parcel.neighborhood) continue;
    const found = [...(byNeighborhood.get(parcel.neighborhood) ?? []), parcel.id];
    if (found.length === 3) return { neighborhood: parcel.neighborhood, parcels: found };
    byNeighborhood.set(parcel.neighborhood, found);
  }
  throw new Error('no three parcels of one neighborhood for the queue spec');
})();

async function staffOf(baseURL: string, account: StaffAccount): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await context.post(`${API}/session`, { data: { email: account.email, password: account.password } })).ok()).toBe(true);
  return context;
}

test('a clerk filters the queue by neighborhood, pages by keyboard, schedules three hearings at once and finds them by hearing date', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await staffOf(baseURL!, HARBOR_ADMIN);
  const clerkApi = await staffOf(baseURL!, HARBOR_CLERK);
  const panelName = `Queue panel ${Date.now().toString(36)}`;
  const created = await admin.post(`${API}/office/panels`, { data: { name: panelName, members: ['C. Chair'], mode: 'video', videoUrl: 'https://video.example/queue' } });
  expect(created.ok(), await created.text()).toBe(true);
  const panel = (await created.json()) as { id: string };
  // A session 40 days ahead, past any notice: 18:00 to 20:00 UTC, one afternoon of the county's clock.
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  expect((await admin.post(`${API}/office/panels/${panel.id}/sessions`, { data: { startsAt: `${day}T18:00:00Z`, endsAt: `${day}T20:00:00Z` } })).ok()).toBe(true);

  const references: string[] = [];
  for (const [i, parcel] of PARCELS.entries()) {
    const reference = await fileAndConfirmByApi(request, parcel, { name: `Rowan Queuewright ${i + 1}`, email: `queue.scale.${i + 1}@example.org` });
    expect((await clerkApi.post(`${API}/appeals/${reference}/status`, { data: { status: 'under-review' } })).ok()).toBe(true);
    references.push(reference);
  }

  await signIn(page, HARBOR_CLERK);
  await page.goto('/harbor-county/#/office');
  const form = page.getByRole('search', { name: 'Find appeals' });
  const pages = page.getByRole('navigation', { name: 'Pages of appeals' });

  // Paging by keyboard, in last season's (the demo files a prior appeal for nearly every parcel there):
  // "Next page" carries the cursor; the page number is said, then back.
  await form.getByLabel('Season').selectOption({ label: '2025 Appeal Season' });
  await form.getByRole('button', { name: 'Apply filters' }).press('Enter');
  await expect(pages.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await tabTo(page, pages.getByRole('link', { name: 'Next page' }));
  await page.keyboard.press('Enter');
  await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]after=[\w-]+/);
  await expect(page.getByRole('main').getByText(/appeals found, page 2 of \d+\./)).toBeVisible();
  await expect(page.getByTestId('live-polite')).toHaveText(/appeals found, page 2 of \d+\./);
  await tabTo(page, pages.getByRole('link', { name: 'Previous page' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(pages.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page).not.toHaveURL(/after=|before=/);
  await expectNoA11yViolations(page);

  // The neighborhood (the season's, from the list) and a search that keeps to this spec's filers.
  await form.getByLabel('Season').selectOption({ label: 'The current season' });
  await form.getByRole('button', { name: 'Apply filters' }).press('Enter');
  await form.getByLabel('Search').fill('Rowan Queuewright');
  await form.getByLabel('Neighborhood').selectOption(NEIGHBORHOOD);
  await form.getByRole('button', { name: 'Apply filters' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`neighborhood=${encodeURIComponent(NEIGHBORHOOD).replace(/%20/g, '(\\+|%20)')}`));
  const table = page.getByRole('table', { name: 'Appeals (3 in all)' });
  await expect(table).toBeVisible();
  for (const reference of references) await expect(table.getByRole('link', { name: reference })).toBeVisible();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'office-queue-neighborhood');

  // Ticked by "Select all on this page", scheduled on the panel; nothing chosen first: the error summary.
  const bulk = page.getByRole('form', { name: 'Schedule hearings' });
  await tabTo(page, bulk.getByRole('button', { name: 'Schedule hearings' }));
  await page.keyboard.press('Enter');
  const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(problem).toBeFocused();
  await expect(problem.getByRole('link')).toHaveText(['Select the appeals to schedule hearings for.', 'Choose the panel to hear the appeals.']);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).press('Space');
  for (const reference of references) await expect(page.getByRole('checkbox', { name: `Select ${reference}` })).toBeChecked();
  await expect(bulk.getByText('3 appeals selected.')).toBeVisible();
  await bulk.getByLabel('Panel', { exact: true }).selectOption({ label: panelName });
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'office-queue-bulk-form');
  await tabTo(page, bulk.getByRole('button', { name: 'Schedule hearings' }));
  await page.keyboard.press('Enter');
  const done = page.getByRole('heading', { name: '3 hearings scheduled' });
  await expect(done).toBeVisible();
  await expect(page.getByText('Each filer has been sent the notice of their hearing.')).toBeVisible();
  await expect(page.locator(':focus')).toContainText('3 hearings scheduled');
  await expect(page.getByTestId('live-polite')).toHaveText('3 hearings scheduled');
  // The queue read again: each is now "Hearing scheduled", and none ticked.
  for (const reference of references) {
    await expect(table.getByRole('row').filter({ has: page.getByRole('link', { name: reference }) })).toContainText('Hearing scheduled');
    await expect(page.getByRole('checkbox', { name: `Select ${reference}` })).not.toBeChecked();
  }
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'office-queue-bulk-done');

  // Found again by the hearing date (the county's day) and the panel.
  await form.getByLabel('Neighborhood').selectOption('');
  await form.getByLabel('Hearing date').fill(day);
  await form.getByLabel('Hearing panel').selectOption({ label: panelName });
  await form.getByRole('button', { name: 'Apply filters' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`hearingDay=${day}`));
  await expect(page.getByRole('table', { name: 'Appeals (3 in all)' })).toBeVisible();
  await expect(done).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Appeals by status' }).getByRole('link', { name: 'Hearing scheduled (3)' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'office-queue-hearing-day');
});
