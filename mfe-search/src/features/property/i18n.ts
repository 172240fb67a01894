import { defineCatalogue } from 'mfe-shared';
import en from '../../locales/en/property.json';

/** The property page's texts: English bundled with them, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "mfe-search-property-es" */ '../../locales/es/property.json') });
