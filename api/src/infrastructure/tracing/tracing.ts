/*
 * Traces (docs/operations.md#traces): OpenTelemetry's Node SDK, started only when
 * OTEL_EXPORTER_OTLP_ENDPOINT names a collector. Without it nothing of OpenTelemetry is loaded:
 * no module, no patch of http, Fastify or pg, so no cost. This file imports nothing of it; the SDK
 * lives in otel-sdk.ts, required here only when wanted. It must run before fastify, http and pg
 * are first required (main.ts imports it first), since the instrumentations patch them as they load.
 */

import type { StartedTracing, TraceLogFields } from './tracing-types';

export type { StartedTracing, TraceLogFields } from './tracing-types';

let logFields: TraceLogFields | undefined;

/** Whether traces are on in this process, and how a log line gets their ids. */
export const tracing = {
  get logFields(): TraceLogFields | undefined {
    return logFields;
  },
};

/** Starts the SDK when the variable is set; undefined (and nothing loaded) when it is not. */
export function startTracingIfConfigured(env: NodeJS.ProcessEnv = process.env): StartedTracing | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose: before the modules it patches are loaded; never loaded without the variable
  const { startOtelSdk } = require('./otel-sdk') as typeof import('./otel-sdk');
  const started = startOtelSdk(env);
  logFields = started.logFields;
  return started;
}
