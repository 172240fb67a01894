import { defineCatalogue } from 'mfe-shared';
import en from '../../locales/en/status.json';

/** The status page's texts: English bundled with them, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "mfe-search-status-es" */ '../../locales/es/status.json') });
