import { defineCatalogue } from 'mfe-shared';
import en from '../locales/en';

/** mfe-office's texts: English bundled, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "mfe-office-es" */ '../locales/es') });
