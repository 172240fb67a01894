import './support/load-outside-sandbox';
import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { openTestDatabase } from './support/test-database';

// A slow client must not hold a connection for minutes: headers and whole requests have deadlines
// (here 1 s and 2 s; 20 s and 120 s by default), checked over a real socket.
let database: DatabaseHandle;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', timeouts: { headersSeconds: 1, requestSeconds: 2, idleSeconds: 10 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Outcome {
  /** What the server sent before closing. */
  received: string;
  /** Milliseconds from connecting to the server closing the connection. */
  closedAfterMs: number;
}

/**
 * Connects, sends `start`, then `drip` every 200 ms (so the connection is never idle) until the
 * server closes it, or gives up after `giveUpMs`.
 */
function slowClient(start: string, drip: string, giveUpMs = 10_000): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('connect', () => {
      socket.write(start);
      timer = setInterval(() => socket.writable && socket.write(drip), 200);
    });
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined); // a reset after the 408 is the server closing too
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
  });
}

it('cuts off a client that sends its headers slowly, with 408', async () => {
  const outcome = await slowClient('POST /harbor-county/api/documents HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: a\r\n');
  expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(900);
  expect(outcome.closedAfterMs).toBeLessThan(5000);
});

it('cuts off an upload whose body trickles in, with 408', async () => {
  const headers = [
    'POST /harbor-county/api/documents HTTP/1.1',
    'Host: localhost',
    'Origin: http://localhost',
    'Content-Type: application/pdf',
    'X-Original-Name: notice.pdf',
    'Content-Length: 100000',
    '',
    '%PDF-1.4\n',
  ].join('\r\n');
  const outcome = await slowClient(headers, '0123456789');
  expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(1900);
  expect(outcome.closedAfterMs).toBeLessThan(6000);
});

it('still answers a client that sends at a normal pace', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/harbor-county/api/settings`);
  expect(response.status).toBe(200);
});
