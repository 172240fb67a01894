// Library: rules both the property page and the wizards read from settings and records.
export { appealWindows, seasonDay, seasonState } from './appeal-windows';
export type { SeasonState } from './appeal-windows';
export { comperUrl } from './comper-url';
export { SEARCH_PAGE_SIZE, SEARCH_MAX_RESULTS, ENCODED_PROPERTY_MIN_LENGTH_EXCLUSIVE, isEncodedProperty } from '../rules/search-rules';
export { comparablesStepOpen } from '../rules/comparables-rules';
export { manualEntryFor, manualEntryOffered } from '../rules/manual-entry-rules';
export type { ManualEntry } from '../rules/manual-entry-rules';
export { LANGUAGES, LANGUAGE_NAMES, INTL_LOCALES, SOURCE_LANGUAGE, isLanguage, offeredLanguages, languageFromHeader } from '../rules/languages';
export type { Language } from '../rules/languages';
