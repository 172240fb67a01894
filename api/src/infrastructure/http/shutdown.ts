/** A stopping process that has not closed by then exits anyway (main.ts). */
export const SHUTDOWN_DEADLINE_MS = 30_000;
