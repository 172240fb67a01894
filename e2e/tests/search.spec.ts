import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { HARBOR } from '../support/demo-parcels';
import { apiParcel, expectAnnounced, holdRequests } from '../support/property-page';

const UNLISTED_LINK = 'Is your property not listed here? You can input your property details manually.';

/** The first page of a search as the API answers it: what the results page must show. */
async function apiSearch(request: APIRequestContext, term: string, page = 1) {
  const response = await request.get('/harbor-county/api/prc/search', { params: { q: term, page, size: 21 } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { results: Array<{ id: string; address: string }>; pagination: { totalCount: number; totalPages: number } };
}

const resultCards = (page: Page) => page.getByRole('list', { name: /^Showing/ }).getByRole('listitem');

async function search(page: Page, term: string) {
  const box = page.getByRole('searchbox', { name: 'Search by address, owner name or parcel number' });
  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/search/${encodeURIComponent(term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/1$`));
}

test('home: the hero, the welcome with the office name and the disclaimer with its phone pass axe', async ({ page }) => {
  await page.goto('/harbor-county/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
  await expect(page).toHaveTitle("Search for your property - Harbor County Assessor's Office");
  await expect(page.getByRole('heading', { name: "Welcome to the Harbor County Assessor's Office property portal" })).toBeVisible();
  await expect(page.getByText(/subject to daily change.*\(555\) 555 0100/)).toBeVisible();
  await expectNoA11yViolations(page);

  // An empty term goes nowhere.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
});

test('a visitor finds one parcel by part of its address, by its owner and by its parcel number', async ({ page }) => {
  const parcel = await apiParcel(page.request, 'harbor-county', HARBOR.fresh[0]);
  const byAddress = parcel.address.split(' ').slice(0, 2).join(' ');
  const byId = parcel.id.slice(0, 9);
  await page.goto('/harbor-county/#/');

  for (const term of [byAddress, parcel.ownerName, byId]) {
    const expected = await apiSearch(page.request, term);
    await search(page, term);
    await expect(page.getByRole('main').getByText(`Showing ${expected.results.length} of ${expected.pagination.totalCount} results`)).toBeVisible();
    const card = resultCards(page).filter({ hasText: parcel.id });
    await expect(card.getByRole('link', { name: parcel.address.toUpperCase() })).toBeVisible();
    await expect(card).toContainText(`$${parcel.value!.amount.toLocaleString('en-US')}`);
    await expect(card).toContainText(parcel.ownerName);
  }

  // Searching by number lists that parcel first; its card opens its page.
  await resultCards(page).first().getByRole('link', { name: parcel.address.toUpperCase() }).click();
  await expect(page).toHaveURL(new RegExp(`#/property/${parcel.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: parcel.address })).toBeVisible();
});

test('a visitor searches, pages through the results and opens a property', async ({ page }) => {
  await page.goto('/harbor-county/#/');
  await page.getByLabel(/Search by/).fill('harbor');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/search\/harbor\/1$/);
  await expect(page.getByRole('main').getByText(/^Showing 21 of [\d,]+ results$/)).toBeVisible();
  await expect(resultCards(page)).toHaveCount(21);
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/#\/search\/harbor\/2$/);
  await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');

  const firstCard = resultCards(page).first().getByRole('heading').getByRole('link');
  const address = (await firstCard.textContent()) ?? '';
  await firstCard.click();
  await expect(page).toHaveURL(/#\/property\/[A-Z]{2}-\d{6}-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));

  await page.getByRole('button', { name: 'Go back to search results' }).click();
  await expect(page).toHaveURL(/#\/search\/harbor\/2$/);
  await expect(resultCards(page)).toHaveCount(21);
});

test('the pager skips 2*1+1 pages past its one neighbour each side, and shows what the API has on that page', async ({ page }) => {
  const term = 'ri';
  const first = await apiSearch(page.request, term);
  expect(first.pagination.totalPages).toBeGreaterThan(8);
  const fourth = await apiSearch(page.request, term, 4);
  await page.goto(`/harbor-county/#/search/${term}/1`);
  const pager = page.getByRole('navigation', { name: 'Search results pages' });
  await expect(pager.getByRole('link')).toHaveText(['1', '2', '…', String(first.pagination.totalPages), 'Next']);

  await pager.getByRole('link', { name: 'Skip forward to page 4' }).click();
  await expect(page).toHaveURL(new RegExp(`#/search/${term}/4$`));
  await expect(pager.getByRole('link', { name: 'Page 4', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('link')).toHaveText(['Previous', '1', '2', '3', '4', '5', '…', String(first.pagination.totalPages), 'Next']);
  await expect(resultCards(page).first().getByRole('heading')).toHaveText(fourth.results[0].address.toUpperCase());
  // A new page starts at the top, with its heading focused.
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeFocused();

  await pager.getByRole('link', { name: 'Skip forward to page 7' }).click();
  await expect(page).toHaveURL(new RegExp(`#/search/${term}/7$`));
  await pager.getByRole('link', { name: 'Skip back to page 4' }).click();
  await expect(page).toHaveURL(new RegExp(`#/search/${term}/4$`));
});

test("'Loading search results' is shown and announced until the results arrive, then the count is announced", async ({ page }) => {
  await page.goto('/harbor-county/#/');
  const release = await holdRequests(page, /\/harbor-county\/api\/prc\/search\?/);
  await search(page, 'harbor');
  await expect(page.getByRole('main').getByText('Loading search results')).toBeVisible();
  await expectAnnounced(page, 'Loading search results');
  release();
  await expectAnnounced(page, /^Showing 21 of [\d,]+ results$/);
  await expect(resultCards(page)).toHaveCount(21);
});

test('a search with no match shows the county search help, and no manual entry to a visitor of Harbor, which keeps it to its staff', async ({ page }) => {
  await page.goto('/harbor-county/#/search/zzzzqqq/1');
  await expect(page.getByRole('main').getByText('Showing 0 of 0 results')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
  await expect(page.getByText(/Try part of the street address/)).toBeVisible();
  await expectNoA11yViolations(page);
  // Who is offered it: e2e/tests/manual-entry.spec.ts.
  await expect(page.getByText(UNLISTED_LINK)).toHaveCount(0);
});

test('Pine County, which does not take unlisted properties, offers no manual entry and has its own help', async ({ page }) => {
  await page.goto('/pine-county/#/search/zzzzqqq/1');
  await expect(page.getByText('Pine County parcel numbers start with the township code, for example R0012345.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
  await expect(page.getByText(UNLISTED_LINK)).toHaveCount(0);
});

test('a failed search says so in plain words', async ({ page }) => {
  // The API cannot be made to fail on demand, so this answers for it as a failing server would.
  await page.route(/\/harbor-county\/api\/prc\/search\?/, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The database is not available.' }) }),
  );
  await page.goto('/harbor-county/#/search/harbor/1');
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load the results. Check your connection and try again.' })).toBeVisible();
  // The server's words for its own fault are not the visitor's to act on (Try again: e2e/tests/load-failures.spec.ts).
  await expect(page.getByText('The database is not available.')).toHaveCount(0);
  await expectNoA11yViolations(page);
});
