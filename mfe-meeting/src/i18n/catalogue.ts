import { defineCatalogue } from 'mfe-shared';
import en from '../locales/en';

/** mfe-meeting's texts (issue 23): English bundled, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "mfe-meeting-es" */ '../locales/es') });
