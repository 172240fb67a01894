import { defineCatalogue } from 'mfe-shared';
import en from '../../locales/en/policies.json';

/** The accessibility statement's and privacy notice's texts: English bundled with them, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "shell-policies-es" */ '../../locales/es/policies.json') });
