import { expect, type FileChooser, type Locator, type Page } from '@playwright/test';

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

/**
 * The file choosers `page` opens, in order, for a test that opens them from the keyboard. Playwright
 * turns the browser's interception of choosers on when a listener subscribes, without waiting for
 * it: a key pressed at once can open a chooser before then, and that chooser is lost (about 1 in 20
 * on this machine). Call this when the page opens, long before the key is pressed.
 */
export function fileChoosers(page: Page): () => Promise<FileChooser> {
  const opened: FileChooser[] = [];
  const waiting: ((chooser: FileChooser) => void)[] = [];
  page.on('filechooser', (chooser) => {
    const take = waiting.shift();
    if (take) take(chooser);
    else opened.push(chooser);
  });
  return () => {
    const chooser = opened.shift();
    return chooser ? Promise.resolve(chooser) : new Promise((resolve) => waiting.push(resolve));
  };
}
