import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export interface WorkerStore {
  pglite?: { key: string; idle: PGlite[]; template?: unknown };
  closeIdleLater(ms: number): void;
  keepIdle(): void;
}

const { Module } = jest.requireActual<typeof import('node:module')>('node:module');
const load = (Module as unknown as { _load(request: string, parent: null, isMain: boolean): unknown })._load;

/** This jest worker's store (across-files.cjs), the same object in every test file. */
export const workerStore = () => load(path.join(__dirname, 'across-files.cjs'), null, false) as WorkerStore;
