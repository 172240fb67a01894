import './support/load-outside-sandbox';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabaseTarget, type TestDatabaseTarget } from './support/test-database';

// Traces (docs/operations.md#traces): with OTEL_EXPORTER_OTLP_ENDPOINT set, a request's spans reach
// an OTLP/HTTP receiver named by their route template, with no query, parcel id or name in any
// attribute, and each log line of the request names its trace; unset, nothing of OpenTelemetry is loaded.

jest.setTimeout(90_000);

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const onPostgres = Boolean(process.env.DATABASE_URL);
const NAME = 'Quillon Ferraby';
const PARCEL = 'PC-000001-A929';

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  name: string;
  attributes?: { key: string; value: OtlpValue }[];
  events?: { attributes?: { key: string; value: OtlpValue }[] }[];
}
type Received = { spans: OtlpSpan[]; raw: string[] };

/** A tiny OTLP/HTTP receiver: keeps each JSON body posted to /v1/traces. */
async function otlpReceiver() {
  const received: Received = { spans: [], raw: [] };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        received.raw.push(body);
        const parsed = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
        for (const resource of parsed.resourceSpans) for (const scope of resource.scopeSpans) received.spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

interface Started {
  child: ChildProcessWithoutNullStreams;
  port: number;
  loaded: number;
  lines: string[];
}

async function startServer(target: TestDatabaseTarget, env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join('api', 'test', 'support', 'traced-server.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '', ...env, TRACED_DATABASE: JSON.stringify(target.options) },
  });
  const lines: string[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const ready = await new Promise<{ port: number; loaded: number }>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (line.startsWith('traced-server ')) resolve(JSON.parse(line.slice('traced-server '.length)) as { port: number; loaded: number });
      }
    });
    child.on('exit', (code) => reject(new Error(`the traced server stopped (${code}): ${stderr}`)));
  });
  return { child, lines, ...ready };
}

async function stop({ child }: Started) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const attributesOf = (span: OtlpSpan) => Object.fromEntries((span.attributes ?? []).map(({ key, value }) => [key, value.stringValue ?? value.intValue ?? value.boolValue]));

async function until<T>(what: string, check: () => T | undefined, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let target: TestDatabaseTarget;
let tempDir: string;

beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracing-test-'));
  // A directory the child process opens (PGlite), or a database of its own (PostgreSQL).
  target = await createTestDatabaseTarget(path.join(tempDir, 'data'));
});

afterAll(async () => {
  await target?.dispose();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

describe('with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  let server: Started;

  beforeAll(async () => {
    receiver = await otlpReceiver();
    server = await startServer(target, { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' });
  });

  afterAll(async () => {
    if (server) await stop(server);
    await receiver?.close();
  });

  it("sends a request's spans, named by its route template, with no query, id or name in them", async () => {
    const base = `http://127.0.0.1:${server.port}`;
    const search = await fetch(`${base}/pine-county/api/prc/search?q=${encodeURIComponent(NAME)}`, { headers: { 'x-request-id': 'trace-test-search-1' } });
    expect(search.status).toBe(200);
    expect((await fetch(`${base}/pine-county/api/prc/${PARCEL}?owner=${encodeURIComponent(NAME)}`)).status).toBe(404);

    const searchSpan = await until('the search span', () => receiver.received.spans.find((span) => attributesOf(span)['http.route'] === '/:tenant/api/prc/search'));
    await until('the parcel span', () => receiver.received.spans.find((span) => attributesOf(span)['http.route'] === '/:tenant/api/prc/:id'));
    // One trace from the HTTP server span down: Fastify's request and handler spans share its trace id.
    const searchTrace = receiver.received.spans.filter((span) => span.traceId === searchSpan.traceId);
    expect(searchTrace.map((span) => span.name)).toEqual(expect.arrayContaining(['GET /:tenant/api/prc/search', 'request']));
    // An anonymous plugin's or hook's name is its source text: it goes as "anonymous".
    for (const span of receiver.received.spans) expect(`${span.name} ${String(attributesOf(span)['hook.name'] ?? '')}`).not.toMatch(/=>|\{/);
    if (onPostgres) {
      // The search's statements, as their own spans in the same trace, their values as placeholders.
      const statements = await until('the statements', () => {
        const found = receiver.received.spans.filter(
          (span) => span.traceId === searchSpan.traceId && (attributesOf(span)['db.system.name'] ?? attributesOf(span)['db.system']) === 'postgresql',
        );
        return found.length ? found : undefined;
      });
      expect(statements.length).toBeGreaterThan(0);
    }

    const everything = receiver.received.raw.join('\n');
    for (const secret of [NAME, encodeURIComponent(NAME), 'Quillon', PARCEL, 'q=', 'owner=', '127.0.0.1']) expect(everything).not.toContain(secret);
    for (const span of receiver.received.spans) {
      const keys = Object.keys(attributesOf(span));
      for (const raw of ['url.path', 'url.query', 'url.full', 'http.target', 'http.url', 'client.address', 'user_agent.original']) expect(keys).not.toContain(raw);
    }
  });

  it('puts the trace id in each log line of a traced request, beside the request id', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/test-logs-a-line`, { headers: { 'x-request-id': 'trace-test-logs-1' } });
    expect(response.headers.get('x-request-id')).toBe('trace-test-logs-1');
    const line = await until('the log line', () => server.lines.find((text) => text.includes('a line of this request')));
    const logged = JSON.parse(line) as { reqId: string; traceId?: string; spanId?: string };
    expect(logged.reqId).toBe('trace-test-logs-1');
    expect(logged.traceId).toMatch(/^[0-9a-f]{32}$/);
    await until('the span of the logged request', () =>
      receiver.received.spans.find((span) => span.traceId === logged.traceId && attributesOf(span)['http.route'] === '/test-logs-a-line'),
    );
  });
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('loads nothing of OpenTelemetry and logs no trace id', async () => {
    const server = await startServer(target, {});
    try {
      expect(server.loaded).toBe(0);
      const response = await fetch(`http://127.0.0.1:${server.port}/test-logs-a-line`, { headers: { 'x-request-id': 'trace-test-plain-1' } });
      expect(response.status).toBe(200);
      const line = await until('the log line', () => server.lines.find((text) => text.includes('a line of this request')));
      const logged = JSON.parse(line) as Record<string, unknown>;
      expect(logged.reqId).toBe('trace-test-plain-1');
      expect(logged).not.toHaveProperty('traceId');
    } finally {
      await stop(server);
    }
  });
});
