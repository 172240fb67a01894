// The cluster suite: three API processes on one PostgreSQL behind nginx, started by
// scripts/cluster/cluster.mjs as npm run start:cluster does. Run by scripts/test-cluster.mjs
// (npm run test:cluster), which provides CLUSTER_DATABASE_URL: a database of its own.
//
// The anonymous write limits are raised through their environment variables (LIMIT_*): the load
// here comes from one machine, and the limits are not what is being tested.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from 'pg';
import { startCluster, type Cluster, type ClusterApi } from '../scripts/cluster/cluster.mjs';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../api/src/tools/demo/seed-staff';
import { appealBody, bodySource, nextAddress, openSeason, parcelSource, steadyAppealLoad, type SentAppeal } from '../scripts/cluster/appeal-load';

const databaseUrl = process.env.CLUSTER_DATABASE_URL!;
const base = Number(process.env.CLUSTER_TEST_PORT || 9160);
const PARCELS = 8_000;
const generous = '1000000/10m';
const LIMITS = Object.fromEntries(
  ['APPEALS', 'RESERVATIONS', 'UPLOADS', 'SIGN_IN'].flatMap((write) => [
    [`LIMIT_${write}_PER_ADDRESS`, generous],
    [`LIMIT_${write}_PER_COUNTY`, generous],
  ]),
);

let cluster: Cluster;
let db: Client;
let dir: string;
const nextParcel = parcelSource(PARCELS);

before(async () => {
  assert.ok(databaseUrl, 'CLUSTER_DATABASE_URL is not set: run npm run test:cluster');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-test-'));
  cluster = await startCluster({
    databaseUrl,
    dir,
    processes: 3,
    listen: `127.0.0.1:${base + 3}`,
    apiPorts: [base, base + 1, base + 2],
    mailPorts: { smtp: base + 4, web: base + 5 },
    upstreamHeader: true,
    env: { DEMO: '1', PARCELS: String(PARCELS), ...LIMITS },
    log: () => undefined,
  });
  db = new Client({ connectionString: databaseUrl });
  await db.connect();
});

after(async () => {
  await db?.end();
  await cluster?.stop();
  // CLUSTER_TEST_KEEP=1 keeps the processes' logs and nginx's error log for a look afterwards.
  if (dir && !process.env.CLUSTER_TEST_KEEP) fs.rmSync(dir, { recursive: true, force: true });
  else if (dir) console.log(`kept ${dir}`);
});

const [a, b, c] = [0, 1, 2];
const api = (index: number) => cluster.apis[index];
const portOf = (upstream: string) => upstream.split(',').map((part) => Number(part.trim().split(':').pop()));

describe('no state in a process', () => {
  it('a file uploaded through process A is downloaded, byte for byte, through B and C', async () => {
    // Over 4 pieces of the database store (256 KB each).
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(1_100_000)]);
    const uploaded = await fetch(`${api(a).url}/harbor-county/api/documents`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', 'x-original-name': 'evidence.pdf' },
      body: bytes,
    });
    assert.equal(uploaded.status, 201);
    const { id } = (await uploaded.json()) as { id: string };
    for (const index of [b, c]) {
      const download = await fetch(`${api(index).url}/harbor-county/files/${id}`);
      assert.equal(download.status, 200);
      assert.equal(download.headers.get('content-length'), String(bytes.length));
      assert.ok(Buffer.from(await download.arrayBuffer()).equals(bytes), `process ${index + 1} served other bytes`);
    }
  });

  it('a staff session made on one process works on the others, and after sign-out on none', async () => {
    const clerk = DEMO_STAFF.find((account) => account.tenantId === 'harbor-county')!;
    const signIn = await fetch(`${api(a).url}/harbor-county/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api(a).url },
      body: JSON.stringify({ email: clerk.email, password: DEMO_STAFF_PASSWORD }),
    });
    assert.equal(signIn.status, 200, await signIn.clone().text());
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    assert.ok(cookie, 'no session cookie');
    const me = async (index: number) =>
      (await (await fetch(`${api(index).url}/harbor-county/api/me`, { headers: { cookie } })).json()) as { accountId?: string | null; name?: string | null };
    for (const index of [a, b, c]) assert.equal((await me(index)).name, clerk.name, `process ${index + 1} does not know the session`);

    const signOut = await fetch(`${api(b).url}/harbor-county/api/session`, { method: 'DELETE', headers: { cookie, origin: api(b).url } });
    assert.ok(signOut.status >= 200 && signOut.status < 300, `sign-out answered ${signOut.status}`);
    for (const index of [a, b, c]) assert.ok(!(await me(index)).accountId, `process ${index + 1} still knows the session`);
  });
});

describe('one thing across processes', () => {
  it('200 racing reservations of one slot, spread over the three processes: exactly one wins', async () => {
    const { rows } = await db.query(
      `insert into time_slots (tenant_id, start_time) values ('harbor-county', now() + interval '5 days' + (random() * interval '1 hour')) returning id`,
    );
    const slotId = rows[0].id as string;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        fetch(`${api(n % 3).url}/harbor-county/api/time-slots/${slotId}/reserve`, { method: 'POST', headers: { 'x-forwarded-for': nextAddress() } }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    const tally = answers.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
    assert.deepEqual(tally, { 200: 1, 409: 199 });
    const held = await db.query(`select count(*)::int as n from time_slots where id = $1 and hold_token_hash is not null`, [slotId]);
    assert.equal(held.rows[0].n, 1);
  });

  it('the same Idempotency-Key sent to two processes at once files one appeal, and its e-mail is sent once', async () => {
    const filer = `same-key-${randomUUID()}@example.org`;
    const submission = await appealBody(api(a).url, nextParcel()!.id, await openSeason(api(a).url));
    const body = JSON.stringify({ ...submission, appellant: { ...submission.appellant, email: filer } });
    const key = `same-key-${randomUUID()}`;
    const send = (index: number) =>
      fetch(`${api(index).url}/harbor-county/api/appeals`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body });
    const [first, second] = await Promise.all([send(a), send(b)]);
    const [one, two] = (await Promise.all([first.json(), second.json()])) as Array<{ id: string }>;
    assert.deepEqual([first.status, second.status], [201, 201]);
    assert.equal(one.id, two.id);
    const filed = await db.query(`select count(*)::int as n from appeals where idempotency_key = $1`, [key]);
    assert.equal(filed.rows[0].n, 1);

    // Three outbox workers poll one table: the confirmation e-mail reaches the one mail catcher once.
    const toFiler = async () => {
      const { messages } = (await (await fetch(`${cluster.mail!.webUrl}messages`)).json()) as { messages: Array<{ to: string[] }> };
      return messages.filter((message) => message.to.some((address) => address.includes(filer))).length;
    };
    const deadline = Date.now() + 30_000;
    while ((await toFiler()) === 0 && Date.now() < deadline) await sleep(250);
    await sleep(3_000);
    assert.equal(await toFiler(), 1);
  });

  it('two processes starting together seeded once: six demo staff accounts, one set of demo counties', async () => {
    const staff = await db.query(`select count(*)::int as n from staff_accounts`);
    assert.equal(staff.rows[0].n, DEMO_STAFF.length);
    const parcels = await db.query(`select count(*)::int as n from parcels where tenant_id = 'harbor-county'`);
    assert.equal(parcels.rows[0].n, PARCELS);
  });
});

describe("an operator's view (docs/operations.md)", () => {
  it("/metrics is each process's, scraped directly; nginx passes it to no one", async () => {
    assert.equal((await fetch(`${api(a).url}/harbor-county/api/settings`)).status, 200);
    const direct = await fetch(`${api(a).url}/metrics`);
    assert.equal(direct.status, 200);
    assert.match(await direct.text(), /^http_request_duration_seconds_count\{method="GET",route="\/:tenant\/api\/settings",status_class="2xx",county="harbor-county"\} [1-9]/m);
    for (const path of ['/metrics', '/metrics?format=text', '//metrics', '/%6Detrics']) {
      const through = await fetch(`${cluster.url}${path}`);
      const text = await through.text();
      assert.equal(through.status, 404, `${path} through nginx answered ${through.status}`);
      assert.doesNotMatch(text, /http_request_duration_seconds/);
    }
  });

  it("a request id through nginx: the client's when well formed, nginx's own otherwise, answered and in nginx's log", async () => {
    const mine = await fetch(`${cluster.url}/healthz`, { headers: { 'x-request-id': 'operator-check.0001' } });
    assert.equal(mine.headers.get('x-request-id'), 'operator-check.0001');
    const malformed = await fetch(`${cluster.url}/healthz`, { headers: { 'x-request-id': 'not ok' } });
    const given = malformed.headers.get('x-request-id') ?? '';
    assert.match(given, /^[0-9a-f]{32}$/);
    // access.log is flushed every second.
    const log = path.join(cluster.dir, 'nginx', 'access.log');
    const deadline = Date.now() + 5_000;
    while (!fs.readFileSync(log, 'utf8').includes(given) && Date.now() < deadline) await sleep(250);
    assert.match(fs.readFileSync(log, 'utf8'), new RegExp(` ${given} GET /healthz 200 `));
  });
});

/** The appeals the database holds among `ids`. */
async function filedAmong(ids: string[]): Promise<number> {
  const { rows } = await db.query(`select count(*)::int as n from appeals where id = any($1::uuid[])`, [ids]);
  return rows[0].n;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A steady load of appeal submissions through nginx, up to 20 at a time and 25 a second (so a slow
 * restart on a busy machine does not use up the parcels), from 1.5 s before `during` to 1.5 s after it.
 */
async function loadAround(keyPrefix: string, during: () => Promise<void>) {
  const load = steadyAppealLoad(cluster.url, bodySource(nextParcel, await openSeason(cluster.url)), { concurrency: 20, perSecond: 25, keyPrefix });
  await sleep(1_500);
  await during();
  await sleep(1_500);
  const sent = await load.stop();
  assert.ok(!load.ranOut(), `the load ran out of parcels before the end: raise PARCELS (${PARCELS})`);
  return sent;
}

describe('losing a process under load', () => {
  it('kill -9 of one process: nginx routes around it; every 2xx is in the database; failures only among its requests in flight', async () => {
    const victim: ClusterApi = api(c);
    // From the signal until the process is gone (its socket closed), nginx may still hand it requests.
    let killedAt = 0;
    let goneAt = 0;
    const sent: SentAppeal[] = await loadAround(`kill-${randomUUID()}`, async () => {
      const gone = new Promise((resolve) => victim.child.once('exit', resolve));
      killedAt = performance.now();
      victim.child.kill('SIGKILL');
      await gone;
      goneAt = performance.now();
      await sleep(3_000);
    });
    const ok = sent.filter((request) => request.status >= 200 && request.status < 300);
    const failed = sent.filter((request) => !(request.status >= 200 && request.status < 300));
    const inFlightOnVictim = sent.filter((request) => request.startedAt < goneAt && request.endedAt > killedAt && portOf(request.upstream).includes(victim.port));
    console.log(
      `kill -9: ${sent.length} appeals sent, ${ok.length} 2xx, ${failed.length} failed, ${inFlightOnVictim.length} in flight on the killed process (gone ${(goneAt - killedAt).toFixed(0)} ms after the signal)`,
    );
    assert.ok(ok.length > 50, `too little load to say anything (${ok.length} 2xx)`);
    assert.equal(await filedAmong(ok.map((request) => request.id!)), ok.length, 'a 2xx appeal is missing from the database');
    const describe = (request: SentAppeal) =>
      `${request.status} via ${request.upstream || '?'} from ${(request.startedAt - killedAt).toFixed(0)} to ${(request.endedAt - killedAt).toFixed(0)} ms after the kill`;
    assert.ok(
      failed.length <= inFlightOnVictim.length,
      `${failed.length} failed, more than the ${inFlightOnVictim.length} in flight on the killed process: ${failed.map(describe).join('; ')}`,
    );
    for (const request of failed) assert.ok(inFlightOnVictim.includes(request), `a failed request was not in flight on the killed process: ${describe(request)}`);
    // After the kill, the requests went to the others.
    const afterwards = sent.filter((request) => request.startedAt > goneAt);
    assert.ok(afterwards.length > 0 && afterwards.every((request) => request.status === 201), 'requests after the kill failed');
    await cluster.start(victim);
  });

  it('a rolling restart of all three processes under load loses no request', async () => {
    let restarted = 0;
    const loadStart = performance.now();
    const sent = await loadAround(`rolling-${randomUUID()}`, () =>
      cluster.rollingRestart({ onStep: (line) => ((restarted += 1), console.log(`${(performance.now() - loadStart).toFixed(0)} ms: ${line}`)) }),
    );
    const ok = sent.filter((request) => request.status === 201);
    const failed = sent.filter((request) => request.status !== 201);
    const byProcess = new Map<number, number>();
    for (const request of ok) for (const port of portOf(request.upstream)) byProcess.set(port, (byProcess.get(port) ?? 0) + 1);
    console.log(
      `rolling restart: ${sent.length} appeals sent, ${ok.length} filed, ${failed.length} failed; answered by ${[...byProcess].map(([port, n]) => `${port}: ${n}`).join(', ')}`,
    );
    for (const request of failed)
      console.log(`failed: ${request.status} via ${request.upstream || '?'} at ${(request.startedAt - loadStart).toFixed(0)}-${(request.endedAt - loadStart).toFixed(0)} ms`);
    assert.equal(restarted, 3);
    assert.deepEqual(
      failed.map((request) => `${request.status} via ${request.upstream || '?'} at ${(request.startedAt - loadStart).toFixed(0)}-${(request.endedAt - loadStart).toFixed(0)} ms`),
      [],
    );
    assert.equal(await filedAmong(ok.map((request) => request.id!)), ok.length);
  });
});
