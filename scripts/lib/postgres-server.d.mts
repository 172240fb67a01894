// Types of postgres-server.mjs for the TypeScript that uses it (scripts/bench-appeals-cluster.ts, scripts/bench-import.ts).
export function canStartPostgres(): boolean;
export function startPostgres(serverOptions?: string): { url: string; given: boolean; stop: () => void } | undefined;
