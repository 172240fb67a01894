import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fillOwnerDetails, OWNER } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';
import { COUNTY_PAGE, expectNoA11yViolationsInPortal, expectScreen, hostState, openCountyPage, selectParcel } from '../support/embed';
import { COUNTY_PAGE_PORT, DEPLOY_DIR } from '../support/paths';

// The embed's own rules: its drafts live in memory, its comparables survive a reload; only the
// county's own sites get the API's answers; the iframe fallback for a page that takes no script.

test('reloading the county page starts the appeal draft afresh but keeps the comparables list', async ({ page }) => {
  test.setTimeout(120_000);
  const parcel = HARBOR.fresh[47];
  let portal = await openCountyPage(page);
  await selectParcel(portal, parcel);
  await portal.getByRole('button', { name: 'File an appeal' }).click();
  await portal.getByRole('button', { name: 'Start my appeal' }).click();
  await expectScreen(portal, 'Your details');
  await fillOwnerDetails(page);
  await portal.getByRole('button', { name: 'Continue' }).click();

  await expectScreen(portal, 'Comparable sales');
  const tool = portal.getByTitle('Comparable sales tool').contentFrame();
  const boxes = tool.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  await boxes.nth(0).check();
  await boxes.nth(2).check();
  await tool.getByRole('button', { name: 'Save My Comparables' }).click();
  // The save dialog renders inside the portal's shadow root, like every other piece of it.
  const dialog = portal.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Comparable sales saved' })).toBeVisible();
  await expect(dialog).toBeFocused();
  await expectNoA11yViolationsInPortal(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  const saved = portal.getByRole('status').filter({ hasText: 'Comparable sales saved:' });
  await expect(saved).toBeVisible();
  const savedText = await saved.innerText();

  const stored = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('assessor:harbor-county:'))
        .sort(),
    );
  expect(await stored()).toEqual(['assessor:harbor-county:comparables-pdf:v1', 'assessor:harbor-county:comparables:v1', 'assessor:harbor-county:selected-parcel:v1']);

  await page.reload();
  portal = await openCountyPage(page);
  await selectParcel(portal, parcel);
  await portal.getByRole('button', { name: 'File an appeal' }).click();
  await portal.getByRole('button', { name: 'Start my appeal' }).click();
  await expectScreen(portal, 'Your details');
  // The draft was in memory only: the filer starts again, as the owner.
  await expect(portal.getByLabel('Full name')).toHaveValue('');
  await expect(portal.getByLabel('Email', { exact: true })).toHaveValue('');
  await expect(portal.getByRole('radio', { name: 'Owner' })).toBeChecked();
  await fillOwnerDetails(page, { ...OWNER, name: 'Rowan Afresh' });
  await portal.getByRole('button', { name: 'Continue' }).click();
  await expectScreen(portal, 'Comparable sales');
  // The comparables list and its PDF were kept for the county and this parcel.
  await expect(saved).toHaveText(savedText);
  expect(await stored()).toContain('assessor:harbor-county:comparables:v1');
  expect(await stored()).not.toContain('assessor:harbor-county:appeal:v1');
});

test('a page on an origin the county has not allowed gets no CORS grant, so no portal', async ({ page }) => {
  const stranger = `http://127.0.0.1:${COUNTY_PAGE_PORT}`;
  await page.goto(`${stranger}/`);
  await expect(page.locator('assessor-portal').getByRole('heading', { name: 'The property portal could not be loaded' })).toBeVisible();

  const asked = (origin: string) => page.request.get('/harbor-county/api/settings', { headers: { Origin: origin } });
  expect((await asked(stranger)).headers()['access-control-allow-origin']).toBeUndefined();
  expect((await asked(COUNTY_PAGE)).headers()['access-control-allow-origin']).toBe(COUNTY_PAGE);
  const preflight = await page.request.fetch('/harbor-county/api/appeals', {
    method: 'OPTIONS',
    headers: { Origin: stranger, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });
  expect([preflight.status(), preflight.headers()['access-control-allow-origin']]).toEqual([403, undefined]);
});

test('the iframe fallback: the portal in a frame of the county page, which grows with each screen', async ({ page }) => {
  await page.goto(`${COUNTY_PAGE}/iframe`);
  const before = await hostState(page);
  const frame = page.locator('iframe[data-assessor-portal]');
  const portal = frame.contentFrame().locator('assessor-portal');
  await expect(portal.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
  const frameFits = () =>
    expect
      .poll(async () => {
        // The frame's inside (its borders are the county's) against its page's whole height.
        const outer = await frame.evaluate((element) => element.clientHeight);
        const inner = await frame
          .contentFrame()
          .locator('html')
          .evaluate((html) => html.getBoundingClientRect().height);
        return Math.abs(outer - inner) <= 1 ? 'fits' : `frame ${outer} px, page ${inner} px`;
      })
      .toBe('fits');
  await frameFits();
  const first = await frame.evaluate((element) => element.clientHeight);

  await portal.getByLabel(/^Search by address/).fill('main');
  await portal.getByRole('button', { name: 'Search' }).click();
  await expect(portal.getByRole('heading', { level: 1, name: 'Find your property' })).toBeFocused();
  // The heading comes before the results; the frame is measured once they are shown.
  await expect(portal.getByRole('region').getByText(/^Showing [\d,]+ of [\d,]+ results$/)).toBeVisible();
  await frameFits();
  expect(await frame.evaluate((element) => element.clientHeight)).toBeGreaterThan(first * 2);
  expect(await hostState(page)).toEqual(before);
});

test('the loader a county page includes stays under 10 KB compressed, as it is served', async ({ page }) => {
  const served = path.join(DEPLOY_DIR, 'shell', 'dist-embed', 'embed.js');
  for (const copy of [`${served}.br`, `${served}.gz`]) expect(statSync(copy).size).toBeLessThanOrEqual(10 * 1024);
  const response = await page.request.get('/embed.js', { headers: { 'Accept-Encoding': 'br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(Number(response.headers()['content-length'])).toBe(statSync(`${served}.br`).size);
});
