/* What tracing.ts and otel-sdk.ts share, apart from both: the SDK is loaded only when wanted. */

/** The ids of the span active now, for a log line: none outside a traced request. */
export type TraceLogFields = () => { traceId?: string; spanId?: string };

/** What starting the SDK answers: the log fields, and how to flush and stop it. */
export interface StartedTracing {
  logFields: TraceLogFields;
  shutdown(): Promise<void>;
}
