import { expect, type Page } from '@playwright/test';

/** The focused element (through shadow roots) and the sticky or fixed elements that overlap it and its focus ring. */
interface FocusCover {
  focused: string;
  covers: string[];
  /** Sticky or fixed elements on screen at this press, covering or not: a walk that met none checked nothing. */
  stuck: number;
}

/**
 * Where focus is now and what sticky or fixed element lies over it (WCAG 2.2 SC 2.4.11). Shadow
 * roots are searched, so an embed's sticky bar on a county's page counts; a dialog holding the
 * focus does not cover it. Null when nothing has focus.
 */
export function focusCover(page: Page): Promise<FocusCover | null> {
  return page.evaluate(() => {
    let focused = document.activeElement;
    while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
    if (!focused || focused === document.body) return null;
    const hostOf = (node: Node) => (node.getRootNode() as ShadowRoot).host as Element | undefined;
    const inside = (node: Element, outer: Element) => {
      for (let at: Element | undefined = node; at; at = at.parentElement ?? hostOf(at)) if (at === outer) return true;
      return false;
    };
    // A USWDS radio or checkbox sits off screen and shows its focus on its label.
    let shown: Element = focused;
    let box = focused.getBoundingClientRect();
    const labels = (focused as HTMLInputElement).labels;
    if (box.right <= 0 && labels?.length) {
      shown = labels[0];
      box = shown.getBoundingClientRect();
    }
    const style = getComputedStyle(focused);
    const ring = shown === focused && style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset) : 0;
    const top = box.top - ring;
    const bottom = box.bottom + ring;
    const left = box.left - ring;
    const right = box.right + ring;

    const elements: Element[] = [];
    const collect = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        elements.push(element);
        if (element.shadowRoot) collect(element.shadowRoot);
      }
    };
    collect(document);
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`;
    const onScreen = elements.filter((element) => {
      const css = getComputedStyle(element);
      if (!['sticky', 'fixed'].includes(css.position) || css.visibility === 'hidden' || css.display === 'none') return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < innerHeight;
    });
    const covers = onScreen
      .filter((element) => !inside(shown, element) && !inside(element, shown))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.top < bottom && rect.bottom > top && rect.left < right && rect.right > left;
      })
      .map(name);
    const text = (focused.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return { focused: `${name(focused)} "${text || focused.getAttribute('aria-label') || ''}" at ${Math.round(top)}..${Math.round(bottom)}`, covers, stuck: onScreen.length };
  });
}

/**
 * Tabs forwards from the top through every focusable element until focus leaves the last one, then
 * backwards to the first, checking after each press that no sticky or fixed element covers the
 * focused one. Answers how many elements it met and how many presses found a sticky element on screen.
 */
export async function walkFocusBothWays(page: Page, { maxPresses = 250 } = {}): Promise<{ elements: number; withSticky: number }> {
  const problems: string[] = [];
  let withSticky = 0;
  const check = async (key: string) => {
    await page.keyboard.press(key);
    const now = await focusCover(page);
    if (!now) return null;
    if (now.stuck > 0) withSticky++;
    if (now.covers.length) problems.push(`${key}: ${now.focused} under ${now.covers.join(', ')}`);
    return now.focused.replace(/ at .*$/, '');
  };

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(() => window.scrollTo(0, 0));
  const forwards: string[] = [];
  for (let press = 0; press < maxPresses; press++) {
    const focused = await check('Tab');
    if (!focused || focused === forwards[0]) break;
    forwards.push(focused);
  }
  expect(forwards.length, 'Tab reached the end of the page').toBeLessThan(maxPresses);
  for (let press = 0; press < forwards.length; press++) await check('Shift+Tab');
  expect(problems).toEqual([]);
  return { elements: forwards.length, withSticky };
}
