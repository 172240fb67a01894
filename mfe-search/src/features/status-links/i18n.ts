import { defineCatalogue } from 'mfe-shared';
import en from '../../locales/en/status-links.json';

/** The way back to a status page: English bundled with it, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "mfe-search-status-links-es" */ '../../locales/es/status-links.json') });
