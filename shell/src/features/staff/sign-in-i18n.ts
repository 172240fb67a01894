import { defineCatalogue } from 'mfe-shared';
import en from '../../locales/en/sign-in.json';

/** The staff sign-in page's texts: English bundled with them, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "shell-sign-in-es" */ '../../locales/es/sign-in.json') });
