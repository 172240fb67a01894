import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { shootBothWidths } from '../support/screenshots';

// Demo account of README "Staff accounts" (api/src/tools/demo/seed-staff.ts).
const CLERK = { email: 'clerk@harborcounty.example', name: 'Dana Whitfield', password: 'demo-staff-password' };

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Signs the clerk in and out `times` times through the API, in a request context of its own (its
 * sessions are not the browser's): two audit events each, so the trail has more than one page.
 */
async function signInAndOut(request: APIRequestContext, baseURL: string, times: number): Promise<void> {
  const headers = { origin: baseURL };
  for (let time = 0; time < times; time++) {
    expect((await request.post('/harbor-county/api/session', { headers, data: { email: CLERK.email, password: CLERK.password } })).status()).toBe(200);
    expect((await request.delete('/harbor-county/api/session', { headers })).status()).toBe(204);
  }
}

test('staff sign in by keyboard only, see their name, open the audit trail, page and filter it, and sign out', async ({ page, context, playwright, baseURL }) => {
  // 26 sign-ins (argon2 each) before the page is even opened.
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL });
  await signInAndOut(api, baseURL!, 26);
  await api.dispose();

  await page.goto('/harbor-county/#/');
  const header = page.getByRole('banner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(header).not.toContainText('Signed in as');

  // The footer's link, reached and followed with the keyboard.
  await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Staff sign in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/staff\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeFocused();
  await expect(page).toHaveTitle("Staff sign in - Harbor County Assessor's Office");

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email address')).toBeFocused();
  await page.keyboard.type(CLERK.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(CLERK.password);
  await page.keyboard.press('Enter');

  // Home again, with the staff member named in the header (no reload: the shared identity changed).
  await expect(page).toHaveURL(/#\/$/);
  await expect(header.getByText(`Signed in as ${CLERK.name}`)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Staff sign in' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  const cookie = (await context.cookies()).find((c) => c.name === 'portal_staff_session');
  expect(cookie).toMatchObject({ path: '/harbor-county/', httpOnly: true, sameSite: 'Strict' });
  // The session is worthless in another county.
  const pineMe = await page.request.get('/pine-county/api/me');
  expect((await pineMe.json()).accountId ?? null).toBeNull();

  await tabTo(page, header.getByRole('link', { name: 'Audit trail' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/staff\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Staff actions, newest first' });
  const signInRow = table.getByRole('row').filter({ hasText: CLERK.name }).filter({ hasText: 'Signed in' }).first();
  await expect(signInRow).toBeVisible();
  await expect(signInRow).toContainText('UTC');
  await expect(page.getByRole('columnheader', { name: 'Time (Eastern Time)' })).toBeVisible();
  // More than a page: 50 rows, the count said and announced, and a way to the older ones.
  const summary = page.locator('.portal-audit__summary');
  await expect(summary).toHaveText(/^Showing events 1 to 50 of \d+$/);
  await expect(page.getByTestId('live-polite')).toHaveText(/Showing events 1 to 50 of/);
  await expect(table.getByRole('row')).toHaveCount(51);
  await expect(page.getByRole('button', { name: 'Newer events' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'audit-trail');

  // Older events, by keyboard: the next page, with the focus on the table.
  await tabTo(page, page.getByRole('button', { name: 'Older events' }), 200);
  await page.keyboard.press('Enter');
  await expect(summary).not.toHaveText(/^Showing events 1 to /);
  await expect(summary).toHaveText(/^Showing events \d+ to \d+ of \d+$/);
  // The older page starts after the 50 shown; later, when other specs' staff actions were written meanwhile.
  const shownFrom = async () =>
    (await summary.textContent())!
      .match(/events (\d+) to (\d+)/)!
      .slice(1)
      .map(Number);
  const [olderFirst] = await shownFrom();
  expect(olderFirst).toBeGreaterThanOrEqual(51);
  await expect(page.getByRole('region', { name: 'Staff actions, newest first' })).toBeFocused();
  // Newer events: the 50 just above the older page (1 to 50 unless other specs wrote staff actions meanwhile).
  await page.getByRole('button', { name: 'Newer events' }).click();
  await expect(summary).not.toHaveText(new RegExp(`^Showing events ${olderFirst} `));
  const [newerFirst, newerLast] = await shownFrom();
  expect(newerLast - newerFirst).toBe(49);
  expect(newerLast).toBeGreaterThanOrEqual(olderFirst - 1);

  // Filters: the clerk's sign-ins only.
  const filters = page.getByRole('form', { name: 'Filter the audit trail' });
  await filters.getByLabel('Action').selectOption({ label: 'Signed in' });
  await filters.getByLabel('Staff member').selectOption({ label: CLERK.name });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(summary).toHaveText(/^Showing events 1 to \d+ of \d+$/);
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  expect(await rows.count()).toBeGreaterThanOrEqual(27);
  for (const text of await rows.allTextContents()) expect(text).toMatch(new RegExp(`${CLERK.name}Signed in`));
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'audit-trail-filtered');

  // A To date before the From date is refused on the page, at its field.
  await filters.getByLabel('From').fill('2026-02-01');
  await filters.getByLabel('To').fill('2026-01-01');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(problem).toBeFocused();
  await expect(problem).toContainText('The "From" date must be on or before the "To" date.');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'audit-trail-date-error');
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(summary).toHaveText(/^Showing events 1 to 50 of \d+$/);

  await tabTo(page, header.getByRole('button', { name: 'Sign out' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/$/);
  await expect(header).not.toContainText('Signed in as');
  await expect(header.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Staff sign in' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'portal_staff_session')).toBeUndefined();

  // The audit trail is for staff only now.
  await page.goto('/harbor-county/#/staff/audit');
  await expect(page.getByRole('link', { name: 'Sign in as a member of staff' })).toBeVisible();
});

test('the sign-in page has no accessibility violations, with and without errors', async ({ page }) => {
  await page.goto('/harbor-county/#/staff/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await expectNoA11yViolations(page);

  const signIn = page.getByRole('button', { name: 'Sign in' });
  await signIn.click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Enter your email address');
  await expect(summary).toContainText('Enter your password');
  await expectNoA11yViolations(page);

  await summary.getByRole('link', { name: 'Enter your password' }).click();
  await expect(page.getByLabel('Password')).toBeFocused();

  // A wrong password, from an account no other test signs in with.
  await page.getByLabel('Email address').fill('appraiser@harborcounty.example');
  await page.getByLabel('Password').fill('not-the-password');
  await signIn.click();
  await expect(summary.getByRole('link', { name: 'Email or password is incorrect' })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(signIn).toBeEnabled();
  await expectNoA11yViolations(page);
});
