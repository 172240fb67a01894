import { defineCatalogue } from 'mfe-shared';
import en from '../../locales/en/change-request.json';

/** The Change Request's texts: English bundled with them, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "mfe-search-change-request-es" */ '../../locales/es/change-request.json') });
