import { expect, type Page } from '@playwright/test';

/** Demo accounts of README "Staff accounts" (api/src/tools/demo/seed-staff.ts). */
export const HARBOR_CLERK = { tenant: 'harbor-county', email: 'clerk@harborcounty.example', name: 'Dana Whitfield', password: 'demo-staff-password' };
export const HARBOR_ADMIN = { tenant: 'harbor-county', email: 'admin@harborcounty.example', name: 'Morgan Reyes', password: 'demo-staff-password' };
export const HARBOR_APPRAISER = { tenant: 'harbor-county', email: 'appraiser@harborcounty.example', name: 'Sam Okafor', password: 'demo-staff-password' };
export const PINE_CLERK = { tenant: 'pine-county', email: 'clerk@pinecounty.example', name: 'Robin Alvarez', password: 'demo-staff-password' };

export type StaffAccount = typeof HARBOR_CLERK;

/** Signs in through the staff sign-in page of the account's county (on `site`, the run's server by default); the header names them after. */
export async function signIn(page: Page, account: StaffAccount = HARBOR_CLERK, site = ''): Promise<void> {
  await page.goto(`${site}/${account.tenant}/#/staff/sign-in`);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByText(`Signed in as ${account.name}`)).toBeVisible();
}

/** Paths of the office desk's files (mfe-office, staff only). */
export const isOfficeFile = (path: string) => path.startsWith('/remotes/mfe-office/');
