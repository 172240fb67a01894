import { expect, test, type Locator, type Page } from '@playwright/test';
import { HARBOR, PINE } from '../support/demo-parcels';
import { COUNTY_PAGE, embedded, expectNoA11yViolationsInPortal, expectScreen, openCountyPage, portalParam, selectParcel } from '../support/embed';
import { apiParcel } from '../support/property-page';
import { shootBothWidths } from '../support/screenshots';

// The embed behaves like a page: each screen has an address on the county's page (?portal=/property/HC-1)
// that a reload, a bookmark or a new tab opens there, and Back and Forward move between screens. A
// screen whose address could hold something personal (a search term may be an owner's name) shows a
// public one instead. The parcels are only read here.
const PARCEL = HARBOR.fresh[1];
// The county's own parameter and fragment, which the portal leaves as they are.
const COUNTY_PART = '?styles=loud#other-services';

/** The county's page around the portal: its heading, its own links, its own words. */
function countyContent(page: Page) {
  return page.evaluate(() => ({
    heading: document.querySelector('h1')?.textContent,
    links: [...document.querySelectorAll('.county-header a')].map((link) => link.getAttribute('href')),
    words: [...document.querySelectorAll('.county-main > h2, .county-main > p, .county-footer')].map((part) => part.textContent),
  }));
}

/** The screen a page load opened on: shown, its heading left alone (the first screen keeps the page's focus). */
async function expectOpenedOn(portal: Locator, title: string, text: string): Promise<void> {
  await expect(portal.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(portal).toContainText(text);
}

test('each screen has its address on the county page: a reload and a new tab open it there, Back and Forward move between screens', async ({ page, context }) => {
  test.setTimeout(90_000);
  const owner = (await apiParcel(page.request, 'harbor-county', PARCEL)).ownerName;
  await page.goto('data:text/html,<title>The page before</title>');
  const portal = await openCountyPage(page, COUNTY_PART);
  const county = page.url();
  expect(portalParam(county)).toBeNull();
  const content = await countyContent(page);

  // A search by the owner's name: the results have no address of their own, so the name stays out of the county's.
  await portal.getByLabel(/^Search by address/).fill(owner);
  await portal.getByRole('button', { name: 'Search' }).click();
  await expectScreen(portal, 'Find your property');
  await expect(portal.getByRole('region').getByText(/^Showing [\d,]+ of [\d,]+ results$/)).toBeVisible();
  expect(page.url()).toBe(county);
  await expectNoA11yViolationsInPortal(page);
  await shootBothWidths(page, 'embed-urls-results');

  // By the parcel number: its card links to the property's address on the county's page.
  await portal.getByLabel(/^Search by address/).fill(PARCEL);
  await portal.getByRole('button', { name: 'Search' }).click();
  await expectScreen(portal, 'Find your property');
  const property = `${COUNTY_PAGE}/?styles=loud&portal=/property/${PARCEL}#other-services`;
  const card = portal.getByRole('listitem').filter({ hasText: PARCEL }).getByRole('link');
  await expect(card).toHaveAttribute('href', property);
  await card.click();
  await expectScreen(portal, 'Your selected property');
  expect(page.url()).toBe(property);
  await expectNoA11yViolationsInPortal(page);
  await shootBothWidths(page, 'embed-urls-property');

  await page.reload();
  await expectOpenedOn(portal, 'Your selected property', PARCEL);
  expect(page.url()).toBe(property);
  expect(await countyContent(page)).toEqual(content);

  // The link opened in a new tab: the same screen, inside the county's page.
  const tab = await context.newPage();
  await tab.goto(property);
  await expectOpenedOn(embedded(tab), 'Your selected property', PARCEL);
  expect(await countyContent(tab)).toEqual(content);
  await expectNoA11yViolationsInPortal(tab);
  await shootBothWidths(tab, 'embed-urls-new-tab');
  await tab.close();

  // Back goes back one screen each time, the reload in between changes nothing...
  await page.goBack();
  await expectScreen(portal, 'Find your property');
  await expect(portal.getByLabel(/^Search by address/)).toHaveValue(PARCEL);
  expect(page.url()).toBe(county);
  await page.goBack();
  await expectScreen(portal, 'Find your property');
  await expect(portal.getByLabel(/^Search by address/)).toHaveValue(owner);
  await page.goBack();
  await expectScreen(portal, 'Search for your property');
  expect(page.url()).toBe(county);
  // ...and from the first screen it leaves the county's page, as any page's Back does.
  await page.goBack();
  expect(page.url()).toMatch(/^data:/);

  await page.goForward();
  await expect(portal.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
  await page.goForward();
  await expect(portal.getByLabel(/^Search by address/)).toHaveValue(owner);
  await page.goForward();
  await page.goForward();
  await expectScreen(portal, 'Your selected property');
  expect(page.url()).toBe(property);
  expect(await countyContent(page)).toEqual(content);
});

test('two portals on one page keep their screens in two parameters of its address; Back moves the one that moved', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${COUNTY_PAGE}/two-counties`);
  const harbor = embedded(page, 'harbor-county');
  const pine = embedded(page, 'pine-county');
  await expect(pine.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
  await selectParcel(harbor, HARBOR.fresh[1]);
  await selectParcel(pine, PINE.fresh[1]);
  expect([portalParam(page.url(), 'harbor'), portalParam(page.url(), 'pine')]).toEqual([`/property/${HARBOR.fresh[1]}`, `/property/${PINE.fresh[1]}`]);

  await page.reload();
  await expectOpenedOn(harbor, 'Your selected property', HARBOR.fresh[1]);
  await expectOpenedOn(pine, 'Your selected property', PINE.fresh[1]);
  await page.goBack();
  await expectScreen(pine, 'Find your property');
  await expect(harbor.getByRole('heading', { level: 1, name: 'Your selected property' })).toBeVisible();
  expect(portalParam(page.url(), 'harbor')).toBe(`/property/${HARBOR.fresh[1]}`);
  expect(portalParam(page.url(), 'pine')).toBeNull();
});
