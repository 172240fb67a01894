// Types of postgres-server.mjs for the TypeScript that uses it (scripts/bench-appeals-cluster.ts).
export function canStartPostgres(): boolean;
export function startPostgres(): { url: string; given: boolean; stop: () => void } | undefined;
