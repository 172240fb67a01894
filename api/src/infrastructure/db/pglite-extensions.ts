import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the migrations create (drizzle/0000 pg_trgm, drizzle/0035 btree_gin): every PGlite is opened with them. */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };
