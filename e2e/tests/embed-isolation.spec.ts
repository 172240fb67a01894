import { expect, test, type Locator, type Page } from '@playwright/test';
import { PINE } from '../support/demo-parcels';
import { COUNTY_PAGE, embedded, expectNoA11yViolationsInPortal, expectScreen, openCountyPage, selectParcel } from '../support/embed';

// Isolation both ways. The county page's CSS does not reach the portal in its shadow root,
// the portal's CSS does not reach the county page, and two portals on one page keep apart.

const PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'color',
  'letter-spacing',
  'text-transform',
  'text-align',
  'text-decoration-line',
  'box-sizing',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'margin-top',
  'background-color',
  'height',
];

/** The computed styles of the portal's first screen: its heading, label, field, button and texts. */
async function portalStyles(portal: Locator) {
  const parts = {
    heading: portal.getByRole('heading', { level: 1 }),
    label: portal.getByText(/^Search by address/),
    field: portal.getByLabel(/^Search by address/),
    button: portal.getByRole('button', { name: 'Search' }),
    subheading: portal.getByRole('heading', { level: 2 }).first(),
    text: portal.getByText(/^Find your property to/),
  };
  const styles: Record<string, Record<string, string>> = {};
  for (const [name, part] of Object.entries(parts)) {
    styles[name] = await part.evaluate((element, properties) => {
      const computed = getComputedStyle(element);
      return Object.fromEntries(properties.map((property) => [property, computed.getPropertyValue(property)]));
    }, PROPERTIES);
  }
  return styles;
}

/** The county's own elements, as its styles draw them. */
async function countyStyles(page: Page) {
  return page.evaluate(
    (properties) => {
      const pick = (selector: string) => {
        const computed = getComputedStyle(document.querySelector(selector)!);
        return Object.fromEntries(properties.map((property) => [property, computed.getPropertyValue(property)]));
      };
      return { name: pick('.county-name'), heading: pick('h1'), text: pick('.county-main > p'), footer: pick('.county-footer p'), body: pick('body') };
    },
    PROPERTIES.filter((property) => property !== 'height'),
  );
}

test("the county page's hostile CSS changes none of the portal's computed styles", async ({ page }) => {
  const bare = await portalStyles(await openCountyPage(page, '?styles=none'));
  const portal = await openCountyPage(page, '?styles=hostile');
  // The hostile rule is in force on the county's own elements...
  await expect(page.locator('h1').first()).toHaveCSS('font-size', '30px');
  await expect(page.locator('h1').first()).toHaveCSS('color', 'rgb(255, 0, 0)');
  // ...and changes nothing in the portal, whose sizes no longer follow the page's root font size either.
  expect(await portalStyles(portal)).toEqual(bare);
  expect(bare.heading['font-family']).toContain('Public Sans Web');
  expect(await openCountyPage(page, '?styles=loud').then(portalStyles)).toEqual(bare);
});

test('the portal adds no style to the county page: only its fonts, declared once', async ({ page }) => {
  await page.goto(`${COUNTY_PAGE}/iframe?styles=loud`);
  const withoutPortal = await countyStyles(page);
  await openCountyPage(page, '?styles=loud');
  expect(await countyStyles(page)).toEqual(withoutPortal);
  expect(
    await page.evaluate(() => ({
      sheets: [...document.styleSheets].map((sheet) => sheet.href && new URL(sheet.href).pathname),
      adopted: document.adoptedStyleSheets.length,
      styleElements: document.querySelectorAll('style').length,
      fonts: [...document.fonts].map((face) => `${face.family} ${face.weight} ${face.style}`).sort(),
    })),
  ).toEqual({
    sheets: ['/county.css'],
    adopted: 0,
    styleElements: 0,
    fonts: ['"Public Sans Web" 400 italic', '"Public Sans Web" 400 normal', '"Public Sans Web" 700 italic', '"Public Sans Web" 700 normal'],
  });
});

test('two counties side by side keep their own screens, colours, focus and state', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${COUNTY_PAGE}/two-counties`);
  const harbor = embedded(page, 'harbor-county');
  const pine = embedded(page, 'pine-county');
  await expect(harbor.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
  await expect(pine.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
  await expect(harbor.getByRole('button', { name: 'Search' })).toHaveCSS('background-color', 'rgb(26, 68, 128)');
  await expect(pine.getByRole('button', { name: 'Search' })).toHaveCSS('background-color', 'rgb(46, 107, 48)');
  await expect(pine).toContainText('Welcome to the Pine County Assessor property portal');
  // Neither first screen takes the county page's focus.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  await harbor.getByLabel(/^Search by address/).fill('main');
  await harbor.getByRole('button', { name: 'Search' }).click();
  await expectScreen(harbor, 'Find your property');
  await expect(pine.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();

  await selectParcel(pine, PINE.fresh[10]);
  await expect(pine.getByRole('button', { name: 'Book a meeting' })).toHaveCount(0);
  await expect(harbor.getByRole('heading', { level: 1, name: 'Find your property' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    harbor: localStorage.getItem('assessor:harbor-county:selected-parcel:v1'),
    pine: JSON.parse(localStorage.getItem('assessor:pine-county:selected-parcel:v1') ?? 'null')?.id,
  }));
  // Harbor's visitor has selected nothing; Pine's parcel is Pine's alone.
  expect(stored).toEqual({ harbor: null, pine: PINE.fresh[10] });
  await expectNoA11yViolationsInPortal(page, 'harbor-county');
  await expectNoA11yViolationsInPortal(page, 'pine-county');
});

test('Pine County embedded shows no Book a meeting and never fetches the meeting remote', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const portal = await openCountyPage(page, '?county=pine-county', 'pine-county');
  await selectParcel(portal, PINE.fresh[9]);
  await expect(portal.getByRole('button', { name: 'File an appeal' })).toBeVisible();
  await expect(portal.getByRole('button', { name: 'Book a meeting' })).toHaveCount(0);
  await expect(portal).toContainText('Booking a meeting online is not available for this county.');
  await expectNoA11yViolationsInPortal(page, 'pine-county');
  await portal.getByRole('button', { name: 'File an appeal' }).click();
  await expectScreen(portal, 'Filing an appeal');
  expect(requested.filter((url) => url.includes('/remotes/mfe-search/')).length).toBeGreaterThan(0);
  expect(requested.filter((url) => url.includes('mfe-meeting') || url.includes('mfe_meeting'))).toEqual([]);
});
