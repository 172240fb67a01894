import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A parcel as GET /{tenant}/api/prc/{id} sends it: only what the specs read. */
export interface ApiParcel {
  id: string;
  address: string;
  ownerName: string;
  type: string;
  value: { amount: number; currency: string } | null;
  recordCardUrl: string | null;
}

export async function apiParcel(request: APIRequestContext, tenant: string, id: string): Promise<ApiParcel> {
  const response = await request.get(`/${tenant}/api/prc/${encodeURIComponent(id)}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The option cards of the property page. */
export const optionList = (page: Page): Locator => page.getByRole('list', { name: 'What you can do with this property' });

/** One option card, found by its heading ('Meetings', 'Appeals', 'Comparable sales', 'Property record card'). */
export const optionCard = (page: Page, title: string): Locator =>
  optionList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** Opens a parcel's page and waits until its options have been worked out. */
export async function openProperty(page: Page, tenant: string, id: string): Promise<void> {
  await page.goto(`/${tenant}/#/property/${encodeURIComponent(id)}`);
  await expect(optionList(page)).toBeVisible();
}

/**
 * Holds every request to URLs matching `url` until `release()`, so a test can see what the page
 * shows and announces while it waits for the API, without guessing how long that takes.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether the site's live regions (role status) say exactly `text` now: what screen readers were just told. */
export async function expectAnnounced(page: Page, text: string | RegExp): Promise<void> {
  const exact = typeof text === 'string' ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text;
  await expect(page.getByRole('status').filter({ hasText: exact })).toHaveCount(1);
}
