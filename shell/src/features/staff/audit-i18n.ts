import { defineCatalogue } from 'mfe-shared';
import en from '../../locales/en/audit.json';

/** The audit trail's texts: English bundled with them, Spanish loaded when chosen. */
export const useT = defineCatalogue(en, { es: () => import(/* webpackChunkName: "shell-audit-es" */ '../../locales/es/audit.json') });
