// A local OTLP/HTTP receiver that keeps nothing: to measure what tracing costs (docs/benchmarks.md)
// without a collector. Answers every POST /v1/traces with 200 and counts the bytes it was sent.
//   node scripts/otlp-sink.mjs [port]   (4318, OTLP/HTTP's own; then OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318)
import http from 'node:http';

const port = Number(process.argv[2] ?? 4318);
let requests = 0;
let bytes = 0;
http
  .createServer((request, response) => {
    request.on('data', (chunk) => (bytes += chunk.length));
    request.on('end', () => {
      requests++;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  })
  .listen(port, '127.0.0.1', () => console.log(`OTLP sink on http://127.0.0.1:${port} (keeps nothing)`));
process.on('SIGTERM', () => {
  console.log(`OTLP sink: ${requests} exports, ${bytes} bytes`);
  process.exit(0);
});
