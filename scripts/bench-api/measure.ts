// Latency (one request at a time) and throughput (autocannon) of the benchmark's server.
import http from 'node:http';
import autocannon from 'autocannon';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The q-th quantile (0..1) by the nearest-rank method. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET over a kept-alive connection: milliseconds from sending to the last byte of the body, and the status. `headers`: a staff cookie, for instance. */
export function timedGet(port: number, path: string, headers: Record<string, string> = {}): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: response.statusCode ?? 0 });
      });
    });
    request.on('error', reject);
  });
}

export interface Latencies {
  /** Every request's milliseconds, in order. */
  samples: number[];
  /** Answers other than 200 (the baseline's statements stop after 10 s). */
  failures: number;
  /** Milliseconds by path: the slowest of its passes. */
  byPath: Map<string, number>;
}

/** Each path once per pass, one request at a time. */
export async function measureLatency(port: number, paths: string[], passes: number, headers: Record<string, string> = {}): Promise<Latencies> {
  const samples: number[] = [];
  const byPath = new Map<string, number>();
  let failures = 0;
  for (let pass = 0; pass < passes; pass += 1) {
    for (const path of paths) {
      const { ms, status } = await timedGet(port, path, headers);
      if (status !== 200) failures += 1;
      samples.push(ms);
      byPath.set(path, Math.max(ms, byPath.get(path) ?? 0));
    }
  }
  return { samples, failures, byPath };
}

export interface Throughput {
  requestsPerSecond: number;
  /** Requests answered. */
  requests: number;
  /** Answers other than 2xx, and connection errors or timeouts. */
  failures: number;
}

/** autocannon at `connections` for `seconds`, each request taking the next path of the cycle. */
export async function measureThroughput(port: number, paths: string[], connections: number, seconds: number, headers: Record<string, string> = {}): Promise<Throughput> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          request.path = paths[next % paths.length];
          next += 1;
          return request;
        },
      },
    ],
  });
  return { requestsPerSecond: result.requests.total / result.duration, requests: result.requests.total, failures: result.non2xx + result.errors + result.timeouts };
}
