import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ParcelBreakdown, ParcelFacts } from 'mfe-shared/schemas';
import { expectNoA11yViolations } from '../support/a11y';
import { es, expectNoEnglish } from '../support/catalogues';
import { HARBOR } from '../support/demo-parcels';
import { apiParcel, openProperty, optionCard } from '../support/property-page';
import { shootBothWidths } from '../support/screenshots';

// What the county holds about a parcel, for an owner to check before deciding to appeal
// (docs/product.md#what-the-county-holds). The parcels are only looked at, never changed
// (HARBOR.valueHistory, and noPriorAppeal[0] for a closed Appeals card).

const OFFICE = "Harbor County Assessor's Office";
/** The county's own name for itself in Spanish (general.translations). */
const OFICINA = 'Oficina del Tasador del Condado de Harbor';
const WIDTHS = [390, 1280];
const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const percent = (share: number, locale: string) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);

async function record(page: Page, id: string): Promise<{ facts: ParcelFacts; breakdown: ParcelBreakdown }> {
  const read = async (what: string) => (await page.request.get(`/harbor-county/api/prc/${encodeURIComponent(id)}/${what}`)).json();
  return { facts: await read('facts'), breakdown: await read('breakdown') };
}

/** A summary list's rows as "key: value", in order. */
async function rows(region: Locator): Promise<string[]> {
  return region
    .locator('.portal-summary-list__row')
    .evaluateAll((items) => items.map((row) => `${row.querySelector('dt')?.textContent?.trim()}: ${row.querySelector('dd')?.textContent?.trim()}`));
}

/** axe at a phone's width and at 1280 px, each with nothing scrolling sideways. */
async function checkBothWidths(page: Page): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
}

test("an owner reads this year's value beside last year's, the land and buildings and the characteristics, and where to go when something is wrong", async ({ page }) => {
  const id = HARBOR.valueHistory.rose;
  const parcel = await apiParcel(page.request, 'harbor-county', id);
  const { facts, breakdown } = await record(page, id);
  const value = parcel.value!.amount;
  const prior = facts.priorValue!.amount;
  const { livingArea, yearBuilt, bedrooms, bathrooms, lotSize } = facts.characteristics;
  await openProperty(page, 'harbor-county', id);

  const valueSection = page.getByRole('region', { name: 'Value', exact: true });
  expect(await rows(valueSection)).toEqual([
    `This year's value: ${money(value)}`,
    `Last year's value: ${money(prior)}`,
    `Change from last year: Up ${money(value - prior)} (${percent((value - prior) / prior, 'en-US')})`,
    `Land: ${money(breakdown.land.amount)}`,
    `Buildings and other improvements: ${money(breakdown.improvements.amount)}`,
  ]);
  const characteristics = page.getByRole('region', { name: 'Property characteristics' });
  await expect(characteristics).toContainText('The value is based on these facts about the property.');
  expect(await rows(characteristics)).toEqual([
    'Use: Residential',
    `Living area: ${livingArea!.toLocaleString('en-US')} square feet`,
    `Year built: ${yearBuilt}`,
    `Bedrooms: ${bedrooms}`,
    `Bathrooms: ${bathrooms}`,
    `Lot size: ${lotSize!.toLocaleString('en-US')} square feet`,
  ]);
  const wrong = page.getByRole('region', { name: 'If something here is wrong' });
  await expect(wrong).toContainText(`If a fact about the property is wrong, such as the owner's name, the living area or the number of bedrooms, ask ${OFFICE} to correct it.`);
  await expect(wrong).toContainText('If you think the value is wrong, you can file an appeal.');
  await checkBothWidths(page);
  await shootBothWidths(page, 'property-record');

  // A wrong fact goes to a change request about this parcel, and back.
  await wrong.getByRole('link', { name: `ask ${OFFICE} to correct it` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ask for a correction' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Tell the office what is wrong in its records for parcel ${id}, ${parcel.address}.`);
  await page.getByRole('link', { name: 'Back to the property' }).click();
  // A value the owner thinks wrong goes to an appeal, as the Appeals card does.
  await page.getByRole('region', { name: 'If something here is wrong' }).getByRole('link', { name: 'file an appeal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Filing an appeal' })).toBeVisible();
});

test("says so plainly when the value did not change, and when the county has no value for last year or no split of this year's", async ({ page }) => {
  await openProperty(page, 'harbor-county', HARBOR.valueHistory.unchanged);
  await expect(page.getByRole('region', { name: 'Value', exact: true })).toContainText('Change from last yearNo change');

  const parcel = await apiParcel(page.request, 'harbor-county', HARBOR.valueHistory.noPriorValue);
  await openProperty(page, 'harbor-county', parcel.id);
  expect(await rows(page.getByRole('region', { name: 'Value', exact: true }))).toEqual([
    `This year's value: ${money(parcel.value!.amount)}`,
    "Last year's value: No value recorded for last year",
  ]);
  await checkBothWidths(page);
});

test('sends an owner who cannot appeal now to the Appeals card, which says why', async ({ page }) => {
  await openProperty(page, 'harbor-county', HARBOR.noPriorAppeal[0]);
  await expect(page.getByRole('region', { name: 'If something here is wrong' })).toContainText(
    'If you think the value is wrong, Appeals below says why you cannot file an appeal now and what you can do instead.',
  );
  await expect(optionCard(page, 'Appeals')).toContainText("An appeal has not been filed previously at the Assessor's Office.");
});

test('says it all in Spanish, with no English left', async ({ page }) => {
  const id = HARBOR.valueHistory.rose;
  const parcel = await apiParcel(page.request, 'harbor-county', id);
  const { facts } = await record(page, id);
  const value = parcel.value!.amount;
  const prior = facts.priorValue!.amount;
  await openProperty(page, 'harbor-county', id);
  await page.getByRole('button', { name: 'Español' }).click();
  const valueSection = page.getByRole('region', { name: es('search.record.value.heading'), exact: true });
  await expect(valueSection).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect((await rows(valueSection)).slice(0, 3)).toEqual([
    `Valor de este año: ${money(value)}`,
    `Valor del año pasado: ${money(prior)}`,
    `Cambio desde el año pasado: Sube ${money(value - prior)} (${percent((value - prior) / prior, 'es-US')})`,
  ]);
  await expect(page.getByRole('region', { name: es('search.record.characteristics.heading') })).toContainText(es('search.record.characteristics.intro'));
  const wrong = page.getByRole('region', { name: es('search.record.wrong.heading') });
  await expect(wrong.getByRole('link', { name: `pida a ${OFICINA} que lo corrija` })).toBeVisible();
  await expect(wrong.getByRole('link', { name: 'presentar una apelación' })).toBeVisible();
  await expectNoEnglish(page);
  await checkBothWidths(page);
  await shootBothWidths(page, 'property-record-spanish');
});
