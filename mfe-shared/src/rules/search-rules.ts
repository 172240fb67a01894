// Plain data of search and the property page, without zod: the screens that only read these load
// no schema code (mfe-shared/schemas re-exports them for the API and the forms).

/** 21 results a page (docs/product.md#limits-and-constants). */
export const SEARCH_PAGE_SIZE = 21;

/**
 * How deep a search can be paged: its first 1,000 results (docs/product.md#search-rules). A page
 * costs the database every result before it, and nobody reads 48 pages of 21; a term with more
 * matches asks to be narrowed. The results pager offers no page past them.
 */
export const SEARCH_MAX_RESULTS = 1_000;

/** A /property/{param} longer than this is an encoded property, not a parcel number (docs/product.md#limits-and-constants). */
export const ENCODED_PROPERTY_MIN_LENGTH_EXCLUSIVE = 40;

export function isEncodedProperty(param: string): boolean {
  return param.length > ENCODED_PROPERTY_MIN_LENGTH_EXCLUSIVE;
}
