import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { es } from '../support/catalogues';
import { shootBothWidths } from '../support/screenshots';
import { HARBOR_CLERK, signIn } from '../support/staff';

/**
 * Manual entry of a property the county's records do not hold (docs/product.md#unlisted-properties):
 * Harbor offers it to its staff, who file on someone's behalf; a visitor is not offered it, and at its
 * address reads that it is for staff, with the way back to search, instead of being refused at Submit
 * Appeal. A county that lets the public use it says at the start that the office checks the property.
 */

const OFFICE = "Harbor County Assessor's Office";
const LINK = 'Is your property not listed here? You can input your property details manually.';
const NOTE = `${OFFICE} checks a property entered by hand against its records before it accepts an appeal for it.`;
const NO_MATCH = '/harbor-county/#/search/zzzzqqq/1';

async function noMatch(page: Page): Promise<void> {
  await page.goto(NO_MATCH);
  await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
}

/** Harbor as a county that lets the public enter a property by hand: its settings answered with the switch on. */
async function publicMayEnter(page: Page): Promise<void> {
  await page.route(/\/harbor-county\/api\/settings$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), 'appeal.allow_public_unlisted_property': true } });
  });
}

test('a visitor of a county that keeps manual entry to its staff is not offered it, and its address says it is for staff, with the way back to search', async ({ page }) => {
  await noMatch(page);
  await expect(page.getByText(LINK)).toHaveCount(0);
  await expect(page.getByText(NOTE)).toHaveCount(0);

  await page.goto('/harbor-county/#/property/unlisted');
  await expect(page.getByRole('heading', { level: 1, name: 'Entering a property by hand is for office staff' })).toBeFocused();
  await expect(page).toHaveTitle(`Entering a property by hand is for office staff - ${OFFICE}`);
  const main = page.getByRole('main');
  await expect(main).toContainText(`Only staff at ${OFFICE} can enter a property that is not in the county's records, when they file an appeal on someone's behalf.`);
  await expect(main).toContainText('Call (555) 555 0100 or email assessor@harborcounty.example.');
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'manual-entry-staff-only-en');

  await main.getByRole('link', { name: 'Search for your property' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
});

test('the same in Spanish', async ({ page }) => {
  await page.goto('/harbor-county/');
  await page.getByRole('button', { name: 'Español' }).click();
  await page.goto('/harbor-county/#/property/unlisted');
  await expect(page.getByRole('heading', { level: 1, name: es('search.manualEntry.staffOnlyTitle') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(es('search.manualEntry.staffOnlyBody', { office: 'Oficina del Tasador del Condado de Harbor' }));
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'manual-entry-staff-only-es');
  await page
    .getByRole('main')
    .getByRole('link', { name: es('search.manualEntry.search') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: es('search.home.title') })).toBeVisible();
});

test('staff are offered manual entry on the results page, without the note for the public', async ({ page }) => {
  await signIn(page, HARBOR_CLERK);
  await noMatch(page);
  await expect(page.getByText(NOTE)).toHaveCount(0);
  await page.getByRole('link', { name: LINK }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter property details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The office checks this property before it accepts your appeal' })).toHaveCount(0);
});

test('a county that lets the public enter a property offers it to a visitor, saying first that the office checks the property', async ({ page }) => {
  await publicMayEnter(page);
  await noMatch(page);
  await expect(page.getByText(NOTE)).toBeVisible();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'manual-entry-public-results-en');
  await page.getByRole('link', { name: LINK }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Enter property details' })).toBeVisible();
  const note = page.locator('.usa-alert').filter({ has: page.getByRole('heading', { level: 2, name: 'The office checks this property before it accepts your appeal' }) });
  await expect(note).toContainText(`${OFFICE} will check the property's details before it accepts the appeal.`);
  // At the start: before the first field.
  const [noteTop, addressTop] = await Promise.all([note.boundingBox(), page.getByLabel('Address', { exact: true }).boundingBox()]);
  expect(noteTop!.y).toBeLessThan(addressTop!.y);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'manual-entry-public-form-en');
});

test('the note for the public in Spanish', async ({ page }) => {
  await publicMayEnter(page);
  await page.goto('/harbor-county/');
  await page.getByRole('button', { name: 'Español' }).click();
  await page.goto(NO_MATCH);
  await expect(page.getByText(es('search.results.unlistedNote', { office: 'Oficina del Tasador del Condado de Harbor' }))).toBeVisible();
  await shootBothWidths(page, 'manual-entry-public-results-es');
  await page.getByRole('link', { name: es('search.results.unlistedLink') }).click();
  await expect(page.getByRole('heading', { level: 2, name: es('search.unlisted.publicNoteHeading') })).toBeVisible();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'manual-entry-public-form-es');
});
