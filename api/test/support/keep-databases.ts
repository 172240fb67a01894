import { workerStore } from './worker-store';

// Every API test file: the databases the file before it gave back stay open for this one
// (pglite-pool.ts), and are closed once it ends unless another file follows.
const IDLE_CLOSE_MS = 400;
workerStore().keepIdle();
afterAll(() => workerStore().closeIdleLater(IDLE_CLOSE_MS));

export { IDLE_CLOSE_MS };
