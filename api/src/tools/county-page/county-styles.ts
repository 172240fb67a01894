// The demo county's own styles: a county web site's, loud on purpose, so the embed's isolation is
// seen to hold (README, "The demo county page"). Nothing here is meant for the portal; all of it
// would reach an embed without a shadow root.
export const LOUD_CSS = `
html { font-size: 62.5%; }
body { margin: 0; font: 1.9rem/2 Georgia, "Times New Roman", serif; color: #3b2f1e; background: #fdf6e3; letter-spacing: 0.02em; }
* { box-sizing: content-box; }
a { color: #b5179e; text-decoration: underline wavy; font-weight: 700; }
h1, h2, h3 { font-family: Impact, "Arial Black", sans-serif; text-transform: uppercase; color: #7a1f00; letter-spacing: 0.08em; }
h1 { font-size: 5.2rem; margin: 0.4em 0; }
h2 { font-size: 3.4rem; }
p { margin: 0 0 2.4rem; text-align: justify; }
button, input, select, textarea { font: inherit; border: 3px dashed #b5179e; background: #fff3b0; border-radius: 0; padding: 1.2rem; }
button { text-transform: uppercase; color: #7a1f00; }
ul { list-style: square; }
label { font-style: italic; color: #006400; }
section, div { line-height: 2.2; }
.county-header { background: #7a1f00; color: #ffe066; padding: 1.6rem 3.2rem; }
.county-header a { color: #ffe066; margin-right: 2.4rem; }
.county-name { font-size: 3rem; font-weight: 700; margin: 0; }
.county-main { max-width: 110rem; margin: 0 auto; padding: 1.6rem 3.2rem; }
.county-columns { display: flex; flex-wrap: wrap; gap: 3.2rem; }
.county-columns > * { flex: 1 1 48rem; min-width: 0; }
.county-footer { background: #3b2f1e; color: #fdf6e3; padding: 2.4rem 3.2rem; margin-top: 4.8rem; }
.county-footer a { color: #ffe066; }
iframe.county-portal-frame { width: 100%; border: 4px double #7a1f00; display: block; }
`;

/** The rule that tries hardest: every element, every text, important. */
export const HOSTILE_CSS = `* { font: 30px serif !important; color: red !important; }`;

export const STYLE_CHOICES = ['loud', 'hostile', 'none'] as const;
export type StyleChoice = (typeof STYLE_CHOICES)[number];

export function countyCss(choice: StyleChoice): string {
  if (choice === 'none') return '';
  return choice === 'hostile' ? `${LOUD_CSS}\n${HOSTILE_CSS}\n` : LOUD_CSS;
}
