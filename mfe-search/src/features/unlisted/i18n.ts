import { defineCatalogue } from 'mfe-shared';
import en from '../../locales/en/unlisted.json';

/** The manual entry's texts: English bundled with them, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "mfe-search-unlisted-es" */ '../../locales/es/unlisted.json') });
