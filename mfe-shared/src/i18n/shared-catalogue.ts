import { defineCatalogue } from 'mfe-shared';
import en from '../locales/en';

/** mfe-shared's own texts: its screens, forms and wizard parts, and its schemas' messages. */
export const useSharedT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "mfe-shared-es" */ '../locales/es') });
