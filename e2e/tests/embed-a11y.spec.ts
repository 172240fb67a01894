import { expect, test } from '@playwright/test';
import { demoOwnerCode } from '../../api/src/tools/demo/demo-owner-codes';
import { expectNoA11yViolations } from '../support/a11y';
import { pdfFile } from '../support/appeal-wizard';
import { PINE } from '../support/demo-parcels';
import { fileChoosers } from '../support/keyboard';
import { confirmEmbeddedAppeal, COUNTY_PAGE, embedded, expectNoA11yViolationsInPortal, expectScreen, hasDeepFocus, openCountyPage, tabToIn } from '../support/embed';
import { COUNTY_PAGE_PORT } from '../support/paths';

// The embed as a keyboard and screen-reader user meets it on the county's page.

test('a whole appeal can be filed with the keyboard alone inside the embed, an upload included', async ({ page }) => {
  test.setTimeout(120_000);
  const parcel = PINE.fresh[8];
  const email = 'sasha.keys@example.org';
  const portal = await openCountyPage(page, '?county=pine-county', 'pine-county');
  const claimed = Math.floor(((await (await page.request.get(`/pine-county/api/prc/${parcel}`)).json()).value.amount as number) * 0.8).toLocaleString('en-US');
  const press = async (key: string) => page.keyboard.press(key);
  const nextFileChooser = fileChoosers(page);

  // From the county's own links, Tab goes on into the portal.
  await tabToIn(page, portal.getByLabel(/^Search by address/));
  await page.keyboard.type(parcel);
  await press('Enter');
  await expectScreen(portal, 'Find your property');
  await tabToIn(page, portal.getByRole('listitem').filter({ hasText: parcel }).getByRole('link'));
  await press('Enter');
  await expectScreen(portal, 'Your selected property');
  await tabToIn(page, portal.getByRole('button', { name: 'File an appeal' }));
  await press('Enter');
  await expectScreen(portal, 'Filing an appeal');
  await tabToIn(page, portal.getByRole('button', { name: 'Start my appeal' }));
  await press('Enter');

  await expectScreen(portal, 'Your details');
  await press('Tab');
  expect(await hasDeepFocus(portal.getByLabel('Full name'))).toBe(true);
  await page.keyboard.type('Sasha Keys');
  // The relation is one stop, the owner already chosen; the arrow keys move between the two.
  await press('Tab');
  await expect(portal.getByRole('radio', { name: 'Owner' })).toBeFocused();
  await press('ArrowDown');
  await expect(portal.getByRole('radio', { name: 'Agent' })).toBeChecked();
  await expect(portal).toContainText('An Agent Authorization form signed by the owner is required: upload it in the Supporting documents step.');
  await press('ArrowUp');
  await expect(portal.getByRole('radio', { name: 'Owner' })).toBeChecked();
  await tabToIn(page, portal.getByLabel('Phone number'));
  await page.keyboard.type('5555550123');
  await tabToIn(page, portal.getByLabel('Email', { exact: true }));
  await page.keyboard.type(email);
  await press('Tab');
  await page.keyboard.type(email);
  await tabToIn(page, portal.getByRole('button', { name: 'Continue' }));
  await press('Enter');

  await expectScreen(portal, 'Value and reasons');
  await press('Tab');
  await expect(portal.getByLabel("Your opinion of the property's market value")).toBeFocused();
  await page.keyboard.type(claimed);
  await tabToIn(page, portal.getByRole('checkbox', { name: 'Market value is too high' }));
  await press('Space');
  await expect(portal.getByRole('checkbox', { name: 'Market value is too high' })).toBeChecked();
  await tabToIn(page, portal.getByRole('button', { name: 'Continue' }));
  await press('Enter');

  await expectScreen(portal, 'Supporting documents');
  await expectNoA11yViolationsInPortal(page, 'pine-county');
  await tabToIn(page, portal.getByLabel('Supporting documents (optional)'));
  // Space opens the file chooser; the test stands in for the person picking a file. The upload crosses origins.
  await press('Space');
  await (await nextFileChooser()).setFiles(pdfFile('tax-bill.pdf'));
  await expect(portal.getByRole('list', { name: 'Uploaded files' }).getByRole('button', { name: 'Remove tax-bill.pdf' })).toBeVisible();
  await tabToIn(page, portal.getByRole('button', { name: 'Continue' }));
  await press('Enter');

  await expectScreen(portal, 'Summary');
  await expect(portal).toContainText('Sasha Keys, Owner');
  await expect(portal).toContainText('tax-bill.pdf');
  await expectNoA11yViolationsInPortal(page, 'pine-county');
  await tabToIn(page, portal.getByLabel('Owner code'));
  await page.keyboard.type(demoOwnerCode('pine-county', parcel));
  await tabToIn(page, portal.getByRole('button', { name: 'Submit my appeal' }));
  await press('Enter');

  await expectScreen(portal, 'Check your email to finish your appeal');
  await expectNoA11yViolationsInPortal(page, 'pine-county');
  await confirmEmbeddedAppeal(page, portal, email, 'pine-county');
  const windows = await (await page.request.get('/pine-county/api/appeal-windows', { params: { year: new Date().getFullYear() } })).json();
  const open = (windows.results as Array<{ id: string; open: boolean }>).find((window) => window.open)!;
  const filed = await page.request.head('/pine-county/api/appeals', { params: { parcel, window: open.id } });
  expect(filed.headers()['x-total-count']).toBe('1');
});

test('the start-up failure inside the embed has no violation and leaves the page focus alone', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${COUNTY_PAGE_PORT}/`);
  const portal = embedded(page);
  await expect(portal.getByRole('heading', { name: 'The property portal could not be loaded' })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expectNoA11yViolationsInPortal(page);
});

test("axe does look inside the portal's shadow root, at what it shows at the time of each check", async ({ page }) => {
  const portal = await openCountyPage(page);
  await expectNoA11yViolationsInPortal(page);
  await portal.evaluate((element) => element.shadowRoot!.append(Object.assign(document.createElement('img'), { src: 'data:,' })));
  await expect(expectNoA11yViolationsInPortal(page)).rejects.toThrow(/image-alt/);
});

test("axe looks inside a frame from another origin: the portal in the county page's frame", async ({ page }) => {
  await page.goto(`${COUNTY_PAGE}/iframe`);
  const frame = page.locator('iframe[data-assessor-portal]').contentFrame();
  await expect(frame.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
  await expectNoA11yViolations(page);
  await frame.locator('body').evaluate((body) => body.append(Object.assign(document.createElement('img'), { src: 'data:,' })));
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/image-alt/);
});
