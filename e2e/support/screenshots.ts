import type { Page } from '@playwright/test';
import path from 'node:path';

/**
 * With E2E_SHOTS=<folder>, a full-page screenshot of what the page shows at a phone's width (390 px)
 * and at 1280 px, named `{name}-390.png` and `{name}-1280.png`, for a person to look at. Without it,
 * nothing. The viewport is put back afterwards.
 */
export async function shootBothWidths(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
