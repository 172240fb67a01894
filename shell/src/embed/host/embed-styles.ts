import portalCss from 'mfe-shared/styles.embed.css?inline';
import { adoptStyleSheet } from 'mfe-shared/ui';
import type { Settings } from 'mfe-shared';
import embedCss from './embed.css?inline';

/** The host's own folder (embed/), where the styles' pictures and fonts were copied. */
export function hostBase(): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : document.baseURI;
  return new URL(base, document.baseURI).href;
}

let sheetText: string | null = null;

/**
 * The portal's styles (the site's USWDS subset made for a shadow root) and the embed's frame, adopted
 * by this portal's shadow root only: one parsed sheet shared by every portal on the page. Their
 * pictures are read from the host's folder, not from the county's page.
 */
export function adoptPortalStyles(root: ShadowRoot, base = hostBase()): void {
  sheetText ??= portalCss.replace(/url\((["']?)(img|fonts)\//g, (_, quote: string, folder: string) => `url(${quote}${base}${folder}/`);
  adoptStyleSheet(root, sheetText);
  adoptStyleSheet(root, embedCss);
}

/**
 * The county's colour, as the site's custom property. Not important: the county's page may set
 * --portal-button-color on the element itself, which then wins.
 */
export function adoptTheme(root: ShadowRoot, settings: Pick<Settings, 'general.button_color'>): void {
  adoptStyleSheet(root, `:host{--portal-button-color:${settings['general.button_color']}}`);
}
