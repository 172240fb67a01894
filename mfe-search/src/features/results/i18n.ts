import { defineCatalogue } from 'mfe-shared';
import en from '../../locales/en/results.json';

/** The search results page's texts: English bundled with them, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "mfe-search-results-es" */ '../../locales/es/results.json') });
