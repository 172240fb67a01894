import { defineCatalogue } from 'mfe-shared';
import en from '../locales/en/home.json';

/** The front door's texts: the home page and the search bar; one catalogue per lazily loaded part, so the home page carries only its own: English bundled with them, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "mfe-search-home-es" */ '../locales/es/home.json') });
