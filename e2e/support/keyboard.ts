import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; no press when it
 * has focus already. Fails after `maxPresses`.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 80 } = {}): Promise<void> {
  await expect(target).toBeAttached();
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `Tab never reached ${target}`).toBeFocused();
}
