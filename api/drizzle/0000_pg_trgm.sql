-- Trigram indexes (parcel search by address and owner substrings) need this; drizzle-kit never writes CREATE EXTENSION.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
