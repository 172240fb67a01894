import { startTracingIfConfigured } from './tracing';

/**
 * Imported first by main.ts, for its side effect: the SDK starts (when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set) before fastify, http and pg are required, so its instrumentations can patch them.
 */
export const startedTracing = startTracingIfConfigured(process.env);
