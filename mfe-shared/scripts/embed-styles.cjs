// The site's compiled USWDS subset, rewritten for the embed's shadow root (docs/architecture.md, "The embed"):
// - `html`, `body` and `:root` match nothing in a shadow tree, so their rules move to `:host`. What the
//   portal inherits from the element is made `!important` there (an important rule of the shadow tree
//   beats the county page's, even `* { font: 30px serif !important }`), and the other inherited text
//   properties are reset the same way; the element's box (margin, width) stays the county's to lay out;
// - `rem` follows the county page's root font size (62.5 % on many CMS themes), so lengths become px
//   at 16 px a rem and the portal looks the same on every page (browser zoom still scales it);
// - Chromium ignores @font-face inside a shadow root: the faces are listed for the embed host, which
//   declares them once for the page (document.fonts).
const postcss = require('postcss');

const ROOT_SELECTOR = /^(html|body|:root)(?=$|[\s>+~])/;
const REM = /(-?\d*\.?\d+)rem\b/g;
const PX_PER_REM = 16;
// The page scrolls, not the portal: a scroll container here would stop the sticky search bar sticking.
const DROPPED_ON_HOST = new Set(['overflow-x', 'overflow-y', 'overflow']);
const INHERITED = /^(box-sizing|color|cursor|visibility|white-space|line-height|letter-spacing|word-spacing|list-style.*|font.*|text-.*|-webkit-text-size-adjust)$/;
const HOST_RESET = [
  ':host{all:initial;display:block}',
  ':host{font-style:normal;font-variant:normal;font-weight:400;font-stretch:normal;letter-spacing:normal;word-spacing:normal;text-transform:none;text-indent:0;text-align:start;text-shadow:none;text-decoration:none;white-space:normal;visibility:visible;cursor:auto;list-style:disc outside none}',
].join('');

const px = (value) => value.replace(REM, (_, n) => `${Number((Number(n) * PX_PER_REM).toFixed(3))}px`);

function fontOf(rule) {
  const read = (prop) => rule.nodes.find((node) => node.type === 'decl' && node.prop === prop)?.value;
  const file = /url\(["']?([^"')]+)["']?\)/.exec(read('src') ?? '')?.[1];
  return {
    family: (read('font-family') ?? '').replace(/^["']|["']$/g, ''),
    style: read('font-style') ?? 'normal',
    weight: read('font-weight') ?? '400',
    display: read('font-display') ?? 'auto',
    file,
  };
}

/** @returns {{ css: string, fonts: Array<{ family: string, style: string, weight: string, display: string, file: string }> }} */
function toEmbedStyles(css) {
  const root = postcss.parse(css);
  const fonts = [];
  root.walkAtRules('font-face', (rule) => {
    fonts.push(fontOf(rule));
    rule.remove();
  });
  root.walkRules((rule) => {
    if (!rule.selectors.some((selector) => ROOT_SELECTOR.test(selector))) return;
    const onHost = rule.selectors.every((selector) => ROOT_SELECTOR.test(selector));
    rule.selectors = rule.selectors.map((selector) => selector.replace(ROOT_SELECTOR, ':host'));
    if (!onHost) return;
    rule.walkDecls((decl) => {
      if (DROPPED_ON_HOST.has(decl.prop)) return decl.remove();
      // 100 % of the county page's font size is what we must not follow.
      if (decl.prop === 'font-size' && decl.value === '100%') decl.value = `${PX_PER_REM}px`;
      // Custom properties stay overridable: a county may theme the element from its own page.
      if (INHERITED.test(decl.prop)) decl.important = true;
    });
  });
  root.walkDecls((decl) => {
    decl.value = px(decl.value);
  });
  const reset = postcss.parse(HOST_RESET);
  reset.last.walkDecls((decl) => {
    decl.important = true;
  });
  root.prepend(reset);
  return { css: root.toString(), fonts };
}

module.exports = { toEmbedStyles, PX_PER_REM };
