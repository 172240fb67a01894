import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoParcel } from '../../api/src/tools/demo/demo-parcels';
import { parseCsv } from '../../api/test/support/csv';
import { DEMO_COUNTIES } from '../../api/src/tools/demo/seed-parcels';
import { expectNoA11yViolations } from '../support/a11y';
import { HARBOR } from '../support/demo-parcels';
import { fileAndConfirmByApi } from '../support/file-by-api';
import { tabTo } from '../support/keyboard';
import { shootBothWidths } from '../support/screenshots';
import { HARBOR_ADMIN, HARBOR_CLERK, signIn, type StaffAccount } from '../support/staff';

/**
 * Hearing panels in the county console and the day's docket (docs/product.md#hearings): an
 * administrator adds a panel by video and one in person and a session, by keyboard, and sees what
 * the form refuses summarised and linked; a clerk is refused the set-up; hearings scheduled through
 * the API are on the docket, in time order, and in its CSV. Axe on each screen.
 *
 * Its parcels: the first four usable residential parcels below index 1,800 of the 2,000 the e2e server
 * seeds that the showcase gives no role (e2e/support/demo-parcels.ts), two a try: a retry files anew.
 */
const API = '/harbor-county/api';
const ZONE = 'America/New_York';
const SHOWCASE = new Set(
  Object.values(HARBOR).flatMap((value: unknown) => (typeof value === 'string' ? [value] : Array.isArray(value) ? value : Object.values(value as Record<string, string>))),
);
const PARCELS = (() => {
  const county = DEMO_COUNTIES.find((candidate) => candidate.tenantId === 'harbor-county')!;
  const found: string[] = [];
  for (let n = 1_799; n >= 0 && found.length < 4; n -= 1) {
    const parcel = demoParcel(county, n);
    if (parcel.active !== false && parcel.type === 'residential' && parcel.valueAmount !== null && !SHOWCASE.has(parcel.id)) found.push(parcel.id);
  }
  return found;
})();
// A day 45 days ahead on the county's calendar: past any notice, and not the day other hearing specs use.
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + 45 * 86_400_000));

async function staffOf(baseURL: string, account: StaffAccount): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await context.post(`${API}/session`, { data: { email: account.email, password: account.password } })).ok()).toBe(true);
  return context;
}

async function ok<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** Tabs to `target` and presses a key on it, as a keyboard user does. */
async function press(page: Page, target: ReturnType<Page['locator']>, key: 'Enter' | 'Space') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

test('a clerk is refused the hearing panels, on the screen and by the API', async ({ page }) => {
  await signIn(page, HARBOR_CLERK);
  await page.goto('/harbor-county/#/office/county/panels');
  await expect(page.getByRole('heading', { level: 1, name: 'Hearing panels' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Only administrators can change .*hearing panels/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add a panel' })).toHaveCount(0);
  const refused = await page.request.post(`${API}/office/panels`, {
    data: { name: 'Clerk panel', mode: 'video', videoUrl: 'https://video.example/clerk' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'panels-clerk');
});

test('an administrator adds a panel by video, one in person and a session by keyboard; the docket shows the hearings and downloads them', async ({ page, request, baseURL }) => {
  test.setTimeout(150_000);
  // Panels are never deleted: a retry adds its own, and files on its own parcels.
  const attempt = test.info().retry;
  const VIDEO_PANEL = `Video hearings E2E ${attempt + 1}`;
  const ROOM_PANEL = `Room 12 hearings E2E ${attempt + 1}`;
  const parcels = PARCELS.slice(attempt * 2, attempt * 2 + 2);
  await signIn(page, HARBOR_ADMIN);
  await page.getByRole('banner').getByRole('link', { name: 'Office desk' }).click();
  await page.getByRole('navigation', { name: 'Office desk' }).getByRole('link', { name: 'County setup' }).click();
  await page.getByRole('navigation', { name: 'County setup' }).getByRole('link', { name: 'Hearing panels' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hearing panels' })).toBeFocused();
  const form = page.getByRole('form', { name: 'Add a panel' });
  await expect(form).toBeVisible();
  await expectNoA11yViolations(page);

  // Nothing filled in: the summary takes the focus and links to each field.
  await press(page, form.getByRole('button', { name: 'Add the panel' }), 'Enter');
  const problem = form.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(problem).toBeFocused();
  await expect(problem.getByRole('link')).toHaveText(['Enter the name of the panel, for example Panel 2.', "Choose how the panel sits: 'in-person' or 'video'."]);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'panels-refused');
  await problem.getByRole('link', { name: 'Enter the name of the panel, for example Panel 2.' }).press('Enter');
  await expect(form.getByLabel('Name of the panel')).toBeFocused();

  // By video, with a link that is not a full address first: refused, then mended.
  await page.keyboard.type(VIDEO_PANEL);
  await form.getByLabel('Members (optional)').fill('A. Chair\nB. Member, C. Member');
  await tabTo(page, form.getByRole('radio', { name: 'In person' }));
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: 'By video' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Room or address' })).toBeHidden();
  await form.getByRole('textbox', { name: 'Video link' }).fill('meet.example/hearings');
  await press(page, form.getByRole('button', { name: 'Add the panel' }), 'Enter');
  await expect(problem).toBeFocused();
  await expect(problem.getByRole('link')).toHaveText(["Enter the video link in full, as it appears in the browser's address bar."]);
  await form.getByRole('textbox', { name: 'Video link' }).fill('https://meet.example/hearings-e2e');
  await press(page, form.getByRole('button', { name: 'Add the panel' }), 'Enter');
  const outcome = page.locator('.console-outcome');
  await expect(outcome).toBeFocused();
  await expect(outcome).toContainText(`${VIDEO_PANEL} added. Add its sessions so that hearings can be scheduled.`);
  const videoRow = page.getByRole('listitem').filter({ has: page.locator('.console-rows__name', { hasText: VIDEO_PANEL }) });
  await expect(videoRow).toContainText('Members: A. Chair, B. Member, C. Member');
  await expect(videoRow.getByRole('link', { name: 'https://meet.example/hearings-e2e' })).toBeVisible();
  await expect(videoRow).toContainText('No upcoming sessions.');

  // In person: the room is revealed under its radio, and asked for.
  await form.getByLabel('Name of the panel').fill(ROOM_PANEL);
  await tabTo(page, form.getByRole('radio', { name: 'In person' }));
  await page.keyboard.press('Space');
  await expect(form.getByRole('textbox', { name: 'Video link' })).toBeHidden();
  await press(page, form.getByRole('button', { name: 'Add the panel' }), 'Enter');
  await expect(problem.getByRole('link')).toHaveText(['Enter where the panel sits, for example Room 204, County Building, 100 Main Street.']);
  await form.getByRole('textbox', { name: 'Room or address' }).fill('Room 12, County Building');
  await press(page, form.getByRole('button', { name: 'Add the panel' }), 'Enter');
  await expect(outcome).toContainText(`${ROOM_PANEL} added.`);
  await expect(page.getByRole('listitem').filter({ has: page.locator('.console-rows__name', { hasText: ROOM_PANEL }) })).toContainText('In person at Room 12, County Building');

  // A session of the video panel, 09:00 to 12:00 on the county's clock; first with the end before the start.
  const open = videoRow.getByRole('button', { name: `Add a session to ${VIDEO_PANEL}` });
  await press(page, open, 'Enter');
  const session = page.getByRole('form', { name: `Add a session to ${VIDEO_PANEL}` });
  await expect(session.getByLabel('Date')).toBeFocused();
  await session.getByLabel('Date').fill(DAY);
  await session.getByLabel('End time').fill('08:00');
  await press(page, session.getByRole('button', { name: 'Add the session' }), 'Enter');
  const sessionProblem = session.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(sessionProblem).toBeFocused();
  await expect(sessionProblem.getByRole('link')).toHaveText(['The session must end after it starts, on the same day.']);
  await expectNoA11yViolations(page);
  await session.getByLabel('End time').fill('12:00');
  await press(page, session.getByRole('button', { name: 'Add the session' }), 'Enter');
  await expect(outcome).toBeFocused();
  await expect(outcome).toContainText(new RegExp(`Session added to ${VIDEO_PANEL}: .*9:00\\sAM\\s–\\s12:00\\sPM\\sE[SD]T\\.`));
  await expect(videoRow.getByRole('listitem')).toHaveText(/9:00\sAM\s–\s12:00\sPM\sE[SD]T: \d+ hearings fit, none booked$/);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'panels-added');

  // Two appeals under review, scheduled through the API at the session's first two times.
  const admin = await staffOf(baseURL!, HARBOR_ADMIN);
  const panels = (await ok<{ results: Array<{ id: string; name: string }> }>(admin.get(`${API}/office/panels`))).results;
  const video = panels.find((panel) => panel.name === VIDEO_PANEL)!;
  const [sitting] = (await ok<{ results: Array<{ startsAt: string }> }>(admin.get(`${API}/office/panels/${video.id}/sessions`))).results;
  const minutes = ((await ok<Record<string, number>>(request.get(`${API}/settings`)))['appeal.hearing_minutes'] ?? 15) as number;
  const references: string[] = [];
  for (const [index, parcel] of parcels.entries()) {
    const reference = await fileAndConfirmByApi(request, parcel, { name: `Docket Filer ${index + 1}`, email: `docket.filer${index + 1}.${attempt}@example.org` });
    await ok(admin.post(`${API}/appeals/${reference}/status`, { data: { status: 'under-review' } }));
    const startsAt = new Date(Date.parse(sitting.startsAt) + index * minutes * 60_000).toISOString();
    await ok(admin.post(`${API}/office/hearings`, { data: { appeal: reference, panel: video.id, startsAt } }));
    references.push(reference);
  }
  await page.reload();
  await expect(videoRow.getByRole('listitem')).toHaveText(/: \d+ hearings fit, 2 booked$/);

  // The docket of that day, from the office's navigation, for the video panel.
  await page.getByRole('navigation', { name: 'Office desk' }).getByRole('link', { name: 'Hearings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hearings' })).toBeFocused();
  await page.getByLabel('Day', { exact: true }).fill(DAY);
  await page.getByLabel('Panel', { exact: true }).selectOption({ label: VIDEO_PANEL });
  await press(page, page.getByRole('button', { name: 'Show hearings' }), 'Enter');
  const table = page.getByRole('table', { name: `${VIDEO_PANEL}: 2 hearings` });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(references[0]);
  await expect(rows.nth(1)).toContainText(/^9:00\sAM\sE[SD]T/);
  await expect(rows.nth(1)).toContainText('Docket Filer 1');
  await expect(rows.nth(1)).toContainText('https://meet.example/hearings-e2e');
  await expect(rows.nth(2)).toContainText(references[1]);
  await expect(rows.nth(1).getByRole('link', { name: references[0] })).toHaveAttribute('href', new RegExp(`#/office/appeals/${references[0]}$`));
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'docket');

  // The CSV of the same view, with those rows.
  const downloading = page.waitForEvent('download');
  await press(page, page.getByRole('link', { name: 'Download as CSV' }), 'Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`hearings-harbor-county-${DAY}.csv`);
  const csv = parseCsv(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''));
  expect(csv[0]).toEqual([`Time (${ZONE})`, 'Minutes', 'Panel', 'Reference', 'Parcel', 'Address', 'Filer', 'Property type', 'Status']);
  expect(csv.slice(1).map((row) => [row[2], row[3], row[6]])).toEqual([
    [VIDEO_PANEL, references[0], 'Docket Filer 1'],
    [VIDEO_PANEL, references[1], 'Docket Filer 2'],
  ]);

  // On paper: the tables only, without the navigation, the day chooser or the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Office desk' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show hearings' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(table).toBeVisible();
  await page.screenshot({ path: `${process.env.E2E_SHOTS ?? '/tmp'}/docket-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // A day without hearings says so.
  await page.getByRole('link', { name: 'Next day' }).click();
  await expect(page.getByRole('main').getByText(/^No hearings on \w+ \d+, \d{4}\.$/)).toBeVisible();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'docket-empty');
  await admin.dispose();
});
