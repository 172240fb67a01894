/*
 * The text the trigram indexes hold for an address or owner name (parcels.address_key and
 * owner_key): lower-cased, each run of ASCII characters other than letters and digits written as
 * one SEARCH_KEY_JOINER. pg_trgm takes trigrams within words only, so on the plain text a term of
 * several common words ("Ana Kowalski & Jennifer Okafor") has only common trigrams, and the index
 * intersects lists of a tenth of the county each. On keys, trigrams also span the words ("aqk": a
 * name ending in a, then one starting with k), and those are what make such a term rare.
 *
 * A value holding a term holds the term's key: a run inside the term is a whole run of the value,
 * and a run at the term's edge is part of one, so each becomes one joiner in both. The rows a key
 * finds are checked against the term itself (a joiner also stands for a real q). Runs are written
 * as one joiner, not one each, so that the key of ' & ' is not 'qqq', a term people type.
 * search_key() in drizzle/0010_search_key.sql is the same function for PostgreSQL.
 */

/** What each run of ASCII non-alphanumerics becomes: a letter, so pg_trgm reads a key as one word. */
const SEARCH_KEY_JOINER = 'q';

// Runs of ASCII characters other than a-z, 0-9 and the capitals (which lower-casing has removed); NUL cannot be in a text.
// eslint-disable-next-line no-control-regex -- control characters are among the ones it removes
const NOT_ALPHANUMERIC = /[\u0001-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007f]+/g;

/** The key of an already lower-cased text (search_key(value) is that of lower(value)). */
export const searchKey = (lowered: string) => lowered.replace(NOT_ALPHANUMERIC, SEARCH_KEY_JOINER);
