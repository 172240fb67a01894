import { defineCatalogue } from 'mfe-shared';
import en from '../locales/en';

/** An id of mfe-appeal's catalogue, for constants and flows that keep ids rather than texts. */
export type AppealMessageId = Extract<keyof typeof en, string>;

/** mfe-appeal's texts: English bundled, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "mfe-appeal-es" */ '../locales/es') });
