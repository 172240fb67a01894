import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

// Its own file so that client.ts (which opens databases) and cached-plan.ts (which client.ts
// imports) can both name the type without importing each other.
/** The Drizzle database whichever driver is underneath; queries never need to know which. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
