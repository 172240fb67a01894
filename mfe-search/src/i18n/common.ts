import { defineCatalogue } from 'mfe-shared';
import en from '../locales/en/common.json';

/** Texts of the components the later pages share (the page error, the office's contact): English bundled with them, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "mfe-search-common-es" */ '../locales/es/common.json') });
