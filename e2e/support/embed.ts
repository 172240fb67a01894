import { expect, type Locator, type Page } from '@playwright/test';
import { violationSummary, WCAG_TAGS } from './a11y';
import { analyze } from './axe';
import { statusLink, waitForMail } from './mail';
import { COUNTY_PAGE_PORT } from './paths';

/** The demo county web page of this run (api/src/county-page): another origin than the portal's. */
export const COUNTY_PAGE = `http://localhost:${COUNTY_PAGE_PORT}`;

/** One county's <assessor-portal> on the page; Playwright's locators reach into its open shadow root. */
export const embedded = (page: Page, tenant = 'harbor-county') => page.locator(`assessor-portal[tenant="${tenant}"]`);

/** The county's page with its portal (`query`: `?county=pine-county`, `?styles=hostile`, ...), once the portal shows its first screen. */
export async function openCountyPage(page: Page, query = '', tenant = 'harbor-county'): Promise<Locator> {
  await page.goto(`${COUNTY_PAGE}/${query}`);
  const portal = embedded(page, tenant);
  await expect(portal.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
  return portal;
}

/** The screen the portal shows now: its heading took focus when it opened (not on the first screen). */
export async function expectScreen(portal: Locator, title: string): Promise<void> {
  await expect(portal.getByRole('heading', { level: 1, name: title })).toBeFocused();
}

/** From the portal's search to the selected property, as a visitor does: the parcel number, the list, its card. */
export async function selectParcel(portal: Locator, parcelId: string): Promise<void> {
  await portal.getByLabel(/^Search by address/).fill(parcelId);
  await portal.getByRole('button', { name: 'Search' }).click();
  await expectScreen(portal, 'Find your property');
  await portal.getByRole('listitem').filter({ hasText: parcelId }).getByRole('link').click();
  await expectScreen(portal, 'Your selected property');
}

/** The element with focus, looked for through shadow roots (document.activeElement is the <assessor-portal>). */
export function hasDeepFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

/** Presses Tab (or Shift+Tab) until `target`, inside a portal, has focus, as a keyboard user would. */
export async function tabToIn(page: Page, target: Locator, { backwards = false, maxPresses = 80 } = {}): Promise<void> {
  await expect(target).toBeAttached();
  for (let press = 0; press < maxPresses; press++) {
    if (await hasDeepFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `Tab never reached ${target}`).toBeFocused();
}

/** Zero axe-core violations at WCAG 2.2 AA inside the portal's shadow root (the county's page is the county's). */
export async function expectNoA11yViolationsInPortal(page: Page, tenant = 'harbor-county'): Promise<void> {
  const { violations, passes } = await analyze(page, { tags: WCAG_TAGS, include: `assessor-portal[tenant="${tenant}"]` });
  expect(violationSummary(violations)).toEqual([]);
  // axe did look inside: rules passed on the portal's own elements.
  expect(passes.length).toBeGreaterThan(0);
}

/** Confirms the appeal on the portal's confirmation screen as its filer does, with the e-mail's link. */
export async function confirmEmbeddedAppeal(page: Page, portal: Locator, email: string, tenant = 'harbor-county'): Promise<string> {
  const reference = (await portal.locator('dt:text-is("Reference") + dd').innerText()).trim();
  const mail = await waitForMail(page.request, email, new RegExp(`Confirm your appeal ${reference}`));
  const token = statusLink(mail).split('#/status/')[1];
  const response = await page.request.post(`/${tenant}/api/status/${token}/confirm`);
  expect(response.ok()).toBe(true);
  return reference;
}

/** The portal's screen as the county page's address shows it: its one query parameter (docs/architecture.md#the-embed). */
export function portalParam(url: string, param = 'portal'): string | null {
  return new URL(url).searchParams.get(param);
}

/** The county page's own address: all of it but the portal's parameter, its other parameters and fragment as they are. */
export function countyAddress(url: string, param = 'portal'): string {
  const { origin, pathname, search, hash } = new URL(url);
  const kept = search
    .slice(1)
    .split('&')
    .filter((part) => part && part.split('=')[0] !== param);
  return `${origin}${pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`;
}

/** The county page's address holds none of what the visitor typed: no name, no e-mail address (nor a part of one). */
export function expectNothingPersonalInAddress(page: Page, ...personal: string[]): void {
  const address = decodeURIComponent(page.url()).toLowerCase();
  for (const word of personal.flatMap((text) => text.toLowerCase().split(/[\s@]+/))) expect(address).not.toContain(word);
}

/** What must not change on the county's page while its visitor uses the portal: its own address and its title. */
export async function hostState(page: Page) {
  return { address: countyAddress(page.url()), title: await page.title() };
}
