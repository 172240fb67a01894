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
