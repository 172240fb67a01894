import { defineCatalogue } from 'mfe-shared';
import en from '../locales/en/site.json';

/** The shell's texts on every screen (start-up, header, footer, an area's fallback, the embed); each lazily loaded page has its own catalogue, so the first screen carries only these: English bundled with them, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "shell-site-es" */ '../locales/es/site.json') });
