import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';

// Demo account of README "Staff accounts" (api/src/demo/seed-staff.ts).
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

test('staff sign in by keyboard only, see their name, open the audit trail, and sign out', async ({ page, context }) => {
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
  const table = page.getByRole('table', { name: /Recent staff actions/ });
  const signInRow = table.getByRole('row').filter({ hasText: CLERK.name }).filter({ hasText: 'Signed in' }).first();
  await expect(signInRow).toBeVisible();
  await expect(signInRow).toContainText('UTC');
  await expect(page.getByRole('columnheader', { name: 'Time (Eastern Time)' })).toBeVisible();
  await expectNoA11yViolations(page);

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
