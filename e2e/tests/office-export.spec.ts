import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { EXPORT_COLUMNS } from '../../api/src/capabilities/office/queue-export';
import { parseCsv } from '../../api/test/support/csv';
import { tabTo } from '../support/keyboard';
import { shootBothWidths } from '../support/screenshots';
import { HARBOR_CLERK, signIn } from '../support/staff';

// The queue's CSV export: the filtered view, every page, named after its filter. The
// previous season's demo appeals of parcels HC-000010 to HC-000019 are a small view no spec changes.

async function download(page: Page, name: RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  return { fileName: file.suggestedFilename(), header, rows: rows.map((cells) => Object.fromEntries(header.map((column, i) => [column, cells[i]]))) };
}

test("the CSV export of the filtered queue holds the view's rows, in its order, named after its filter", async ({ page }) => {
  test.setTimeout(120_000);
  const seasons = (await (await page.request.get('/harbor-county/api/appeal-windows')).json()).results as Array<{ id: string; name: string; open: boolean }>;
  const previous = seasons[seasons.findIndex((season) => season.open) - 1];
  await signIn(page, HARBOR_CLERK);
  await page.getByRole('banner').getByRole('link', { name: 'Office desk' }).click();
  await page.getByLabel('Search', { exact: true }).fill('HC-00001');
  await page.getByLabel('Season', { exact: true }).selectOption({ label: previous.name });
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Filed' });
  await tabTo(page, page.getByRole('button', { name: 'Apply filters' }));
  await page.keyboard.press('Enter');
  // The filtered view, not the season's first view still on screen: every row the previous season's, of those parcels.
  await expect(page).toHaveURL(/q=HC-00001/);
  const anyTable = page.getByRole('table', { name: /^Appeals \(\d+ in all\)$/ });
  await expect
    .poll(async () => {
      const rows = (await anyTable.getByRole('row').allInnerTexts()).slice(1);
      return rows.length > 1 && rows.every((row) => row.includes('HC-00001') && /filed/i.test(row));
    })
    .toBe(true);
  const total = Number(
    (
      await page
        .getByRole('main')
        .getByText(/^\d+ appeals? found\.$/)
        .innerText()
    ).split(' ')[0],
  );
  const table = page.getByRole('table', { name: `Appeals (${total} in all)` });
  const shown = await table.getByRole('rowheader').allInnerTexts();
  expect(shown).toHaveLength(total);
  const link = page.getByRole('link', { name: `Download these ${total} appeals (CSV)` });
  await expect(link).toBeVisible();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'office-queue-export');

  const slug = previous.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const newest = await download(page, /^Download these \d+ appeals \(CSV\)$/);
  expect(newest.fileName).toBe(`appeals-harbor-county-${slug}-status-filed-q-hc-00001.csv`);
  expect(newest.header).toEqual(EXPORT_COLUMNS.map((column) => (column === 'Filed' ? 'Filed (America/New_York)' : column)));
  expect(newest.rows.map((row) => row.Reference)).toEqual(shown);
  expect(newest.rows.every((row) => row.Status === 'Filed' && row.Season === previous.name && row['Parcel number'].startsWith('HC-00001'))).toBe(true);
  expect(newest.rows.every((row) => /^\d+$/.test(row['Claimed value']) && /^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(row['Filed (America/New_York)']))).toBe(true);

  // Sorted another way, the file follows.
  await table.getByRole('button', { name: /Opinion of value/ }).click();
  await expect(table.getByRole('columnheader', { name: /Opinion of value/ })).toHaveAttribute('aria-sort', 'descending');
  const byClaim = await download(page, /^Download these \d+ appeals \(CSV\)$/);
  expect(byClaim.fileName).toBe(`appeals-harbor-county-${slug}-status-filed-q-hc-00001-by-claimed-desc.csv`);
  expect(byClaim.rows.map((row) => row.Reference)).toEqual(await table.getByRole('rowheader').allInnerTexts());
  const claims = byClaim.rows.map((row) => Number(row['Claimed value']));
  expect(claims).toEqual([...claims].sort((a, b) => b - a));
});
