-- The text the trigram indexes hold for an address or owner name (parcels.address_key and
-- owner_key, next migration; src/parcels/search-key.ts, searchKey, is the same function):
-- lower-cased, each run of ASCII characters other than letters and digits written as one 'q', so
-- that pg_trgm reads the value as one word and takes trigrams across its words too. A term of
-- several common words is rare by how its words meet, which trigrams taken within words cannot see.
-- test/parcel-search.test.ts checks that the two functions agree on every ASCII character.
CREATE FUNCTION search_key(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(lower(value), E'[\x01-/:-@[-`{-\x7f]+', 'q', 'g')
$$;
