import { defineCatalogue } from 'mfe-shared';
import en from '../locales/en';

/** The shell's texts (issue 23): English bundled, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "shell-es" */ '../locales/es') });
