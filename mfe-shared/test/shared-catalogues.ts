import formsEn from '../src/locales/en/forms.json';
import uiEn from '../src/locales/en/ui.json';
import formsEs from '../src/locales/es/forms.json';
import uiEs from '../src/locales/es/ui.json';

/** mfe-shared's own texts in English and Spanish, for the apps' tests that look for English left on a Spanish screen. */
export const SHARED_ENGLISH: Record<string, string> = { ...uiEn, ...formsEn };
export const SHARED_SPANISH: Record<string, string> = { ...uiEs, ...formsEs };
