import { defineCatalogue } from 'mfe-shared';
import en from '../locales/en';

/** mfe-shared/forms' and mfe-shared/wizard's texts, and its schemas' messages in other languages. */
export const useFormsT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "mfe-shared-forms-es" */ '../locales/es') });
