/*
 * Import this first in every test file that opens a database or builds the app.
 *
 * Some dependencies cannot run inside Jest's module sandbox on Node 20: PGlite (and the
 * Emscripten code inside it) loads Node built-ins with import(), which Jest's VM refuses without
 * --experimental-vm-modules; @fastify/static and light-my-request (behind app.inject) require
 * the ESM-only content-disposition and cookie, which Jest cannot require untransformed. Node itself handles both, so these modules are loaded by
 * Node's own loader and handed to the code under test unchanged. (Jest replaces the `module`
 * built-in's createRequire with its own; Module._load is still Node's.)
 */
const { Module } = jest.requireActual<typeof import('node:module')>('node:module');
const loadWithNode = (name: string) =>
  jest.mock(name, () => (Module as unknown as { _load(path: string, parent: null, isMain: boolean): unknown })._load(require.resolve(name), null, false));

loadWithNode('@electric-sql/pglite');
loadWithNode('@electric-sql/pglite/contrib/pg_trgm');
loadWithNode('@electric-sql/pglite/contrib/btree_gin');
loadWithNode('@fastify/static');
loadWithNode('light-my-request');
// Large libraries that keep no state between test files, loaded once per jest worker instead of
// once per file: a file's own module registry spent about a second requiring them, and a run has
// eighty files on each engine (docs/architecture.md#tests). Not here: libraries a test spies on
// (argon2) or that keep a registry (prom-client, lingui), which each file must get afresh.
for (const name of [
  'zod',
  'fastify-type-provider-zod',
  'pdfkit',
  'drizzle-orm',
  'drizzle-orm/pg-core',
  'drizzle-orm/pglite',
  'drizzle-orm/pglite/migrator',
  'drizzle-orm/node-postgres',
  'drizzle-orm/node-postgres/migrator',
  'fastify',
  '@fastify/rate-limit',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@fastify/helmet',
  '@fastify/etag',
  '@fastify/compress',
  'nodemailer',
  'mailparser',
  'smtp-server',
  'ics',
  'csv-parse',
  'pg',
  'pg-copy-streams',
  'fast-json-stringify',
])
  loadWithNode(name);
