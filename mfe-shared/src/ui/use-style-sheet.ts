import { useCallback } from 'react';

type StyleRoot = Document | ShadowRoot;

// One sheet per text, shared by every root that adopts it (two embeds on a page parse it once).
const sheets = new Map<string, CSSStyleSheet>();
const constructable = () => typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in Document.prototype;

/**
 * Puts `css` into the tree `root` renders in: the document on the site, the shadow root in an embed,
 * where a bundler's <link> in the page's head would never reach (docs/architecture.md#the-embed).
 * Constructed sheets are adopted; where the browser has none (tests), a <style> is added once.
 */
export function adoptStyleSheet(root: StyleRoot, css: string): void {
  if (constructable()) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const parent = root instanceof Document ? root.head : root;
  const present = [...parent.querySelectorAll('style[data-portal-sheet]')].some((style) => style.textContent === css);
  if (present) return;
  const style = (root instanceof Document ? root : root.ownerDocument).createElement('style');
  style.setAttribute('data-portal-sheet', '');
  style.textContent = css;
  parent.append(style);
}

/**
 * A remote's own styles (imported as text: `import css from './x.css?inline'`), adopted by the tree
 * the element given to the returned ref renders in, before the browser paints it.
 */
export function useStyleSheet(css: string): (node: Element | null) => void {
  return useCallback(
    (node: Element | null) => {
      if (node) adoptStyleSheet(node.getRootNode() as StyleRoot, css);
    },
    [css],
  );
}
