import faces from 'mfe-shared/embed-fonts.json';

let declared = false;

/**
 * The portal's fonts, declared once for the page (document.fonts): Chromium ignores @font-face inside
 * a shadow root, so the embed's styles carry none (mfe-shared/scripts/embed-styles.cjs). Nothing is
 * downloaded until a portal shows text in them, and no style rule is added to the county's page.
 */
export function declareFonts(base: string, fonts: FontFaceSet | undefined = typeof document === 'undefined' ? undefined : document.fonts): void {
  if (declared || !fonts || typeof FontFace !== 'function') return;
  declared = true;
  for (const face of faces) {
    fonts.add(new FontFace(face.family, `url(${new URL(face.file, base).href}) format("woff2")`, { style: face.style, weight: face.weight, display: face.display as FontDisplay }));
  }
}
