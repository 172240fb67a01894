import { FastifyOtelInstrumentation } from '@fastify/otel';
import { trace, type Context } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK, tracing as sdkTracing } from '@opentelemetry/sdk-node';
import type { StartedTracing } from './tracing-types';

type ReadableSpan = sdkTracing.ReadableSpan;
type SpanProcessor = sdkTracing.SpanProcessor;
type Span = sdkTracing.Span;

/*
 * The SDK, loaded by tracing.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Spans of incoming
 * HTTP requests, of Fastify's hooks and handler, and of each PostgreSQL statement, sent in batches
 * over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT (…/v1/traces). The SDK's other OTEL_*
 * variables apply (OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, OTEL_BSP_SCHEDULE_DELAY...).
 */

/**
 * Attributes a span may carry; every other is removed before export. The instrumentations name
 * the raw URL (url.path, url.query, http.target, http.url: a search term, a parcel id, a status
 * link's token), the client's address and its user agent: none of that leaves the process. A
 * request is named by its route template (http.route), as in the metrics; a statement by its SQL
 * text, whose values are placeholders ($1: instrumentation-pg sends no values unless told).
 */
const KEPT_ATTRIBUTES = new Set([
  'http.route',
  'http.request.method',
  'http.method',
  'http.response.status_code',
  'http.status_code',
  'http.flavor',
  'network.protocol.version',
  'error.type',
  'db.system',
  'db.system.name',
  'db.name',
  'db.namespace',
  'db.statement',
  'db.query.text',
  'db.operation',
  'db.operation.name',
  'db.collection.name',
  'db.postgresql.idle.timeout.millis',
  'db.postgresql.max.client',
  'fastify.type',
  'fastify.root',
  'hook.name',
  'hook.callback.name',
  'service.name',
  'exception.type',
]);

/** A plugin or hook name as written (helmetApplyHeaders, @fastify/rate-limit); an anonymous function's is its source text. */
const SHORT_NAME = /^[\w@./-]{1,60}$/;

/** "fastify -> <a plugin's source text> - onRequest" -> "fastify -> anonymous - onRequest". */
const shortNames = (path: string) =>
  path
    .split(' -> ')
    .map((part) => {
      const [name, hook] = part.split(/ - (?=\w+$)/);
      return [SHORT_NAME.test(name) ? name : 'anonymous', hook].filter(Boolean).join(' - ');
    })
    .join(' -> ');

/** The kept attributes of a span or an event: what is not listed goes. */
function keepListed(attributes: Record<string, unknown>): void {
  for (const key of Object.keys(attributes)) if (!KEPT_ATTRIBUTES.has(key)) delete attributes[key];
  if (typeof attributes['hook.name'] === 'string') attributes['hook.name'] = shortNames(attributes['hook.name']);
}

/** Strips each span as it ends, before the batch processor holds it for export. */
function redacting(next: SpanProcessor): SpanProcessor {
  return {
    onStart(span: Span, context: Context) {
      // @fastify/otel names a hook's span after its function, the source text of an anonymous one.
      const hook = /^(\w+) - (.*)$/s.exec(span.name);
      if (hook && !/^[\w@./-]{1,60}( -> [\w@./-]{1,60})*$/.test(hook[2])) span.updateName(`${hook[1]} - anonymous`);
      next.onStart(span, context);
    },
    onEnd(span: ReadableSpan) {
      keepListed(span.attributes as Record<string, unknown>);
      // An exception event's message can quote a value (a database error quotes the one it refused).
      for (const event of span.events) if (event.attributes) keepListed(event.attributes as Record<string, unknown>);
      next.onEnd(span);
    },
    forceFlush: () => next.forceFlush(),
    shutdown: () => next.shutdown(),
  };
}

export function startOtelSdk(env: NodeJS.ProcessEnv): StartedTracing {
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'assessor-portal-api',
    spanProcessors: [redacting(new sdkTracing.BatchSpanProcessor(new OTLPTraceExporter()))],
    instrumentations: [
      new HttpInstrumentation({
        // The scrapes and health checks of every few seconds are not worth a trace each.
        ignoreIncomingRequestHook: (request) => /^\/(metrics|healthz|readyz)(\?|$)/.test(request.url ?? ''),
      }),
      // Fastify's own instrumentation: it registers itself on every Fastify instance as it is created.
      // A span per request and per handler; a span per hook (a dozen a request) only with
      // OTEL_FASTIFY_HOOK_SPANS=on, as they cost more than the rest together (docs/benchmarks.md).
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: env.OTEL_FASTIFY_HOOK_SPANS === 'on' }),
      new PgInstrumentation(),
    ],
    // The process's own resource only (host, process): no cloud metadata lookups at start.
    autoDetectResources: false,
  });
  sdk.start();
  return {
    logFields() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { traceId, spanId };
    },
    shutdown: () => sdk.shutdown(),
  };
}
