import { defineCatalogue } from 'mfe-shared';
import en from '../locales/en/ui.json';

/**
 * mfe-shared/ui's texts (the frame of every screen, the language switch, the upload list): on the
 * home page, so kept apart from the forms' (forms-catalogue.ts), which load with the first form.
 */
export const useSharedT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "mfe-shared-ui-es" */ '../locales/es/ui.json') });
