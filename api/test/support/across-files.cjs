// Loaded with Node's own loader (worker-store.ts), so one object per jest worker outlives the module
// sandbox that jest makes afresh for every test file: what one file leaves here the next one finds.
// Its timer is Node's own too, so a test file's fake timers cannot stop it.
let closing;
const store = {
  /** The PGlite databases kept between test files (pglite-pool.ts). */
  pglite: undefined,
  /**
   * Closes the idle databases in `ms` unless the next test file starts first (keep-databases.ts):
   * a database left open keeps a ten-second PostgreSQL timer that holds the worker's exit.
   */
  closeIdleLater(ms) {
    clearTimeout(closing);
    closing = setTimeout(() => {
      const idle = store.pglite?.idle.splice(0) ?? [];
      for (const client of idle) client.close().catch(() => undefined);
    }, ms);
  },
  keepIdle() {
    clearTimeout(closing);
  },
};
module.exports = store;
