// The cost of a sign-in flood to everyone else (80 wrong sign-ins a second once slowed an
// upload from 3.7 ms to 976 ms at p50). Starts the real server (api/src/main.ts) on PGlite in a
// scratch folder, then measures the latency of small uploads one after another: first alone, then
// while a loop sends wrong sign-ins at --rate a second, each from its own address (TRUST_PROXY and
// X-Forwarded-For: a botnet, so no per-address throttle helps) to --email (default: a new unknown
// e-mail each time, so no per-account throttle helps either: the worst case, bounded only by the
// password check gate). --one-address: every sign-in from one address instead (a curl loop).
// Prints p50/p95 of the uploads in both phases, the sign-in answers, and the server's CPU time
// per upload (alone) and per sign-in answered (the flood alone, before the second phase): on a
// machine other work shares, latency says how busy the machine was, CPU per request does not.
//
//   npx tsx scripts/measure-sign-in-flood.ts [--seconds 15] [--rate 80] [--email clerk@harborcounty.example] [--one-address] [--root <repo>]
//
// --root runs another checkout's server (for the figures before a change: a copy of the repo at
// the earlier commit with this repo's node_modules). Extra environment (LIMIT_*, SIGN_IN_*) passes
// through to the server. api/README.md, "Limits", has the figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { treeCpuMs } from './bench-api/cpu';

function option(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : (args[at + 1] ?? fallback);
}

const seconds = Number(option('seconds', '15'));
const rate = Number(option('rate', '80'));
const email = option('email', '');
const oneAddress = process.argv.includes('--one-address');
const root = path.resolve(option('root', path.resolve(__dirname, '..')));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
let addressCounter = 0;
/** A new client address each time (10.x.y.z), as TRUST_PROXY reads it from X-Forwarded-For. */
const nextAddress = () => {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

interface Answer {
  status: number;
  ms: number;
}

/**
 * One request on its own agent: the uploads keep one connection of their own, so they never queue
 * on the client behind the flood's (fetch shares one pool per origin, which measured the client).
 */
function send(agent: http.Agent, port: number, method: string, path: string, headers: Record<string, string>, body: Buffer | string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request({ host: '127.0.0.1', port, method, path, agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A small genuine PDF: what an upload of the appeal wizard sends. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'.padEnd(4096, ' '));

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sign-in-flood-'));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PARCELS: '50',
      COMPER_PORT: '0',
      MAIL_CATCHER_PORT: '0',
      MAIL_CATCHER_SMTP_PORT: '0',
      TRUST_PROXY: '127.0.0.1',
      DIST_ROOT: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    for (let tries = 0; ; tries++) {
      if (
        await fetch(`${base}/harbor-county/api/settings`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (tries > 600) throw new Error('the server did not start within 5 minutes');
      await sleep(500);
    }

    const uploadAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const floodAgent = new http.Agent({ keepAlive: true, maxSockets: 1000 });
    const upload = async (): Promise<number> => {
      const answer = await send(
        uploadAgent,
        port,
        'POST',
        '/harbor-county/api/documents',
        { 'content-type': 'application/pdf', 'x-original-name': 'notice.pdf', 'x-forwarded-for': nextAddress() },
        PDF,
      );
      if (answer.status !== 201) throw new Error(`an upload was answered ${answer.status}`);
      return answer.ms;
    };
    const uploadsFor = async (ms: number): Promise<number[]> => {
      const latencies: number[] = [];
      const until = Date.now() + ms;
      while (Date.now() < until) latencies.push(await upload());
      return latencies;
    };

    for (let warm = 0; warm < 20; warm++) await upload();
    const cpuBeforeUploads = treeCpuMs(server.pid!)!;
    const alone = await uploadsFor(seconds * 1000);
    const cpuPerUpload = (treeCpuMs(server.pid!)! - cpuBeforeUploads) / alone.length;

    const answers: Record<string, number> = {};
    let sent = 0;
    const floodStarted = Date.now();
    let flooding = true;
    const inFlight = new Set<Promise<void>>();
    const flood = (async () => {
      const started = Date.now();
      while (flooding) {
        // Keeps to --rate a second on average, whatever each answer takes.
        const due = Math.floor(((Date.now() - started) / 1000) * rate);
        for (; sent < due; sent++) {
          const request = send(
            floodAgent,
            port,
            'POST',
            '/harbor-county/api/session',
            { 'content-type': 'application/json', origin: base, 'x-forwarded-for': oneAddress ? '10.255.255.255' : nextAddress() },
            JSON.stringify({ email: email || `guess-${sent}@example.com`, password: `guess-${sent}` }),
          ).then(
            (answer) => void (answers[answer.status] = (answers[answer.status] ?? 0) + 1),
            () => void (answers.failed = (answers.failed ?? 0) + 1),
          );
          inFlight.add(request);
          void request.finally(() => inFlight.delete(request));
        }
        await sleep(5);
      }
    })();
    // The flood alone for a few seconds: the server's CPU per sign-in answered.
    const cpuBeforeFlood = treeCpuMs(server.pid!)!;
    const answeredBefore = () =>
      Object.entries(answers)
        .filter(([status]) => status !== 'failed')
        .reduce((sum, [, n]) => sum + n, 0);
    await sleep(5000);
    const cpuPerSignIn = (treeCpuMs(server.pid!)! - cpuBeforeFlood) / Math.max(1, answeredBefore());
    const flooded = await uploadsFor(seconds * 1000);
    flooding = false;
    await flood;
    await Promise.all(inFlight);

    const row = (name: string, values: number[]) =>
      `${name.padEnd(22)} n=${String(values.length).padStart(5)}  p50 ${quantile(values, 0.5).toFixed(1).padStart(7)} ms  p95 ${quantile(values, 0.95).toFixed(1).padStart(7)} ms`;
    console.log(`server: ${root}`);
    console.log(row('upload alone', alone));
    console.log(row(`upload, ${rate} sign-ins/s`, flooded));
    console.log(`sign-ins sent: ${sent} in ${((Date.now() - floodStarted) / 1000).toFixed(0)} s, answers: ${JSON.stringify(answers)}`);
    console.log(`server CPU: ${cpuPerUpload.toFixed(2)} ms per upload alone, ${cpuPerSignIn.toFixed(2)} ms per sign-in answered in the first 5 s of the flood`);
    uploadAgent.destroy();
    floodAgent.destroy();
  } finally {
    stop();
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
