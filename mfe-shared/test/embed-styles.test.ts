// eslint-disable-next-line @typescript-eslint/no-require-imports -- the transform is a CommonJS script the build runs too
const { toEmbedStyles } = require('../scripts/embed-styles.cjs') as {
  toEmbedStyles(css: string): { css: string; fonts: Array<Record<string, string>> };
};

const USWDS_LIKE = [
  '@font-face{font-family:"Public Sans Web";font-style:italic;font-weight:700;font-display:fallback;src:url(fonts/public-sans/PublicSans-BoldItalic.woff2) format("woff2")}',
  'html{line-height:1.15;font-size:100%}',
  'body{margin:0;color:#1b1b1b;overflow-x:hidden}',
  ':root{--portal-button-color: #005ea2}',
  '.usa-alert__body{padding:1rem 0.5rem}',
  '@media all and (min-width:30em){.usa-button{width:auto;margin:.25rem}}',
].join('');

describe('toEmbedStyles', () => {
  const { css, fonts } = toEmbedStyles(USWDS_LIKE);

  it('moves @font-face out of the sheet into a list the page declares once', () => {
    expect(css).not.toContain('@font-face');
    expect(fonts).toEqual([{ family: 'Public Sans Web', style: 'italic', weight: '700', display: 'fallback', file: 'fonts/public-sans/PublicSans-BoldItalic.woff2' }]);
  });

  it('retargets html, body and :root to :host, inherited properties important, the box left to the county', () => {
    expect(css).toContain(':host{line-height:1.15 !important;font-size:16px !important}');
    expect(css).toContain(':host{margin:0;color:#1b1b1b !important}');
    expect(css).toContain(':host{--portal-button-color: #005ea2}');
    expect(css).not.toMatch(/(^|[},])(html|body|:root)\{/);
    expect(css).not.toContain('overflow-x');
  });

  it('starts by stopping what the county page would pass down', () => {
    expect(css.startsWith(':host{all:initial;display:block}:host{font-style:normal !important;')).toBe(true);
  });

  it('turns rem into px, but leaves media queries (which never follow the page) alone', () => {
    expect(css).toContain('.usa-alert__body{padding:16px 8px}');
    expect(css).toContain('@media all and (min-width:30em){.usa-button{width:auto;margin:4px}}');
  });
});
