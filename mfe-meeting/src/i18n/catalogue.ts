import { defineCatalogue } from 'mfe-shared';
import en from '../locales/en';

/** An id of mfe-meeting's catalogue, for constants that keep ids rather than texts. */
export type MeetingMessageId = Extract<keyof typeof en, string>;

/** mfe-meeting's texts: English bundled, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "mfe-meeting-es" */ '../locales/es') });
