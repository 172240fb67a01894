// Library: rules both the property page and the wizards read from settings and records.
export { appealWindows } from './appeal-windows';
export { comperUrl } from './comper-url';
export { SEARCH_PAGE_SIZE, ENCODED_PROPERTY_MIN_LENGTH_EXCLUSIVE, isEncodedProperty } from '../rules/search-rules';
export { comparablesStepOpen } from '../rules/comparables-rules';
