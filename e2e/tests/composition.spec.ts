import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { recordRequests } from '../support/requests';

test('the front door lists the demo counties with links to each', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Harbor County/ })).toHaveAttribute('href', '/harbor-county/');
  await expect(page.getByRole('link', { name: /Pine County/ })).toHaveAttribute('href', '/pine-county/');
  await expectNoA11yViolations(page);
});

test('the home page comes from the search remote inside the shell, with React loaded once', async ({ page }) => {
  const requests = recordRequests(page);
  const scriptErrors: string[] = [];
  page.on('pageerror', (error) => scriptErrors.push(error.message));
  await page.goto('/harbor-county/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();

  // The shell frames the page; the search remote's manifest and exposed routes were fetched at run time.
  await expect(page.getByRole('banner')).toContainText("Harbor County Assessor's Office");
  expect(requests).toContain('/remotes.json');
  expect(requests).toContain('/remotes/mfe-search/mf-manifest.json');
  expect(requests.some((p) => /^\/remotes\/mfe-search\/__federation_expose_routes\./.test(p))).toBe(true);

  // One copy of React and React DOM, served by the shell; the remote reuses it.
  // (one chunk, react.[hash].js, since React and React DOM are grouped: rspack.config.base.ts)
  const reactFiles = requests.filter((p) => /react-dom_index_js|react_index_js|react-dom_client|\/react\.[0-9a-f]+\.js$/.test(p));
  expect(reactFiles.length).toBeGreaterThan(0);
  expect(reactFiles.every((p) => p.startsWith('/shell/'))).toBe(true);
  expect(new Set(reactFiles).size).toBe(reactFiles.length);
  const reactInstances = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } }).__FEDERATION__?.__SHARE__;
    return JSON.stringify(share ?? {});
  });
  expect(reactInstances).toContain('react');
  expect(scriptErrors).toEqual([]);
  await expectNoA11yViolations(page);
});

test('each county is branded from its own settings', async ({ page }) => {
  await page.goto('/harbor-county/#/');
  const search = page.getByRole('button', { name: 'Search' });
  await expect(search).toHaveCSS('background-color', 'rgb(26, 68, 128)');
  await expect(page.getByRole('contentinfo')).toContainText('(555) 555 0100');
  await expect(page.getByRole('contentinfo')).toContainText('Eastern');
  await expect(page.getByRole('contentinfo')).toContainText('US dollars (USD)');
  await expect(page.locator('.portal-hero')).toHaveAttribute('style', /hero-harbor/);
  await expect(page).toHaveTitle("Search for your property - Harbor County Assessor's Office");

  await page.goto('/pine-county/#/');
  await expect(page.getByRole('banner')).toContainText('Pine County');
  await expect(page.getByRole('button', { name: 'Search' })).toHaveCSS('background-color', 'rgb(46, 107, 48)');
  await expect(page.getByRole('contentinfo')).toContainText('Mountain');
  await expect(page.locator('.portal-hero')).toHaveAttribute('style', /hero-pine/);
});

test('a search term goes to its first page of results; an empty one stays home', async ({ page }) => {
  await page.goto('/harbor-county/#/');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await page.getByLabel(/Search by/).fill('main street');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/search\/main%20street\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeFocused();
});

test('the appeal and meeting areas load from their remotes where the county enables them', async ({ page }) => {
  await page.goto('/harbor-county/#/appeal');
  await expect(page.getByRole('heading', { level: 1, name: 'Filing an appeal' })).toBeVisible();
  await expectNoA11yViolations(page);
  // The meeting steps need a selected parcel (docs/product.md#meeting-wizard); the remote's own not-found page shows it loaded.
  await page.goto('/harbor-county/#/meeting/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found', exact: true })).toBeVisible();
  await page.goto('/harbor-county/#/appeal/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: "Let's get you home" })).toBeVisible();
});

test('with meetings disabled, no meeting file is ever requested and its routes are not found', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/pine-county/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
  for (const route of ['#/meeting', '#/meeting/details', '#/meeting/datetime']) {
    await page.goto(`/pine-county/${route}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
  await expectNoA11yViolations(page);
  expect(requests.filter((p) => p.includes('mfe-meeting'))).toEqual([]);
  // The appeal area is still on for this county.
  await page.goto('/pine-county/#/appeal');
  await expect(page.getByRole('heading', { level: 1, name: 'Filing an appeal' })).toBeVisible();
});

test('an unknown county gets a clear message and a way back', async ({ page }) => {
  const response = await page.goto('/no-such-county/#/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('We could not find a county called “no-such-county”.')).toBeVisible();
  await page.getByRole('link', { name: 'See the list of counties' }).click();
  await expect(page.getByRole('link', { name: /Harbor County/ })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('keyboard users can skip straight to the main content', async ({ page }) => {
  await page.goto('/harbor-county/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveURL(/#\/$/);
});
