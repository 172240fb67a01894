import path from 'node:path';
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';

// The visual suite's checks, shared by tests/visual*.spec.ts: every screen compared with
// committed baselines at a phone's width and at 1280 px; at 320 and 768 px nothing may scroll
// sideways and axe (WCAG 2.2 AA, its 24 by 24 px target-size rule included) finds nothing.

export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Checked (no sideways scrolling, axe) but without a baseline: the smallest phone and a tablet. */
const CHECKED_ONLY = [
  { width: 320, height: 700 },
  { width: 768, height: 1024 },
] as const;

/**
 * What differs from run to run: the comparables tool's own page, and the calendar of this month
 * (unless the test fixed the browser's clock and the slots: `fixedCalendar`).
 */
const dynamic = (page: Page, fixedCalendar: boolean): Locator[] => [page.locator('iframe'), ...(fixedCalendar ? [] : [page.locator('.portal-calendar')])];

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Lazy images below the fold load only when scrolled to; a full-page picture needs them all.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    const loading = images.filter((image) => !image.complete);
    await Promise.all(
      loading.map(
        (image) =>
          new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          }),
      ),
    );
  });
  // The step's heading takes focus; its focus ring is part of the picture, so wait for it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.usa-spinner, [aria-busy="true"]')).toHaveCount(0);
}

/** What sticks out sideways at the current width (a wide table scrolling inside its own region is allowed: WCAG 1.4.10's exception). */
function sticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= edge) return [];
    const scrolls = (element: Element | null): boolean =>
      !!element && element !== document.body && (getComputedStyle(element).overflowX !== 'visible' || scrolls(element.parentElement));
    const named = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > edge + 0.5 && !scrolls(element.parentElement))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`)
      .slice(0, 5);
    return named.length ? named : [`the page is ${document.documentElement.scrollWidth} px wide`];
  });
}

/**
 * The screen at 320 and 768 px (no sideways scrolling, no axe violation; with E2E_SHOTS=<folder>,
 * the 768 px picture is saved there as `{name}-768.png` for a person to look at), then at each
 * width of WIDTHS against its baseline. `mask`: what cannot be made the same on every run.
 */
export async function checkScreen(page: Page, name: string, { mask = [], fixedCalendar = false }: { mask?: Locator[]; fixedCalendar?: boolean } = {}) {
  for (const { width, height } of CHECKED_ONLY) {
    await page.setViewportSize({ width, height });
    await settle(page);
    expect.soft(await sticksOut(page), `${name}: nothing wider than the screen at ${width} px`).toEqual([]);
    await expectNoA11yViolations(page);
    if (width === 768 && process.env.E2E_SHOTS)
      await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `${name}-768.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
  }
  for (const { name: size, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await settle(page);
    await expectNoA11yViolations(page);
    await expect(page).toHaveScreenshot(`${name}-${size}.png`, {
      fullPage: true,
      mask: [...dynamic(page, fixedCalendar), ...mask],
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixelRatio: 0.01,
    });
  }
}

/** Answers a GET with the server's own answer changed by `change` (references and times that differ from run to run made fixed). */
export async function rewriteJson<T>(route: Route, change: (body: T) => T): Promise<void> {
  const response = await route.fetch();
  if (!response.ok()) return route.fulfill({ response });
  await route.fulfill({ response, json: change((await response.json()) as T) });
}
