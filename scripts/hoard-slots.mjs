// The slot-hoarding attack (docs/security.md, "Meeting slots cannot be hoarded"), as an anonymous
// script would run it: hold every free meeting slot of a county, as fast as it can, from --addresses
// loopback addresses of one /24 (127.0.0.2, .3, ...; each used until it is refused). Prints how many
// slots it got, how many were refused and why, how long it took, how many stayed free, and what a
// visitor from another range (127.0.1.9) gets.
// Usage: node scripts/hoard-slots.mjs [--origin http://127.0.0.1:8080] [--tenant harbor-county] [--addresses 71] [--concurrency 32] [--again-after 305] [--release]
//   Without --origin it starts the site from this checkout on a fresh data directory (like npm run serve).
//   The addresses are the server's view of the client only on this machine (loopback) and without TRUST_PROXY.
//   --again-after waits that many seconds (past the holds' end) and runs the loop again: it shows
//   whether the same slots can be held again by the same range.
//   --release gives every hold it got back at the end (DELETE /time-slots/{id}/reserve).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
// undici's own fetch: Node's global one takes no Agent of another undici copy.
import { Agent, fetch as fetchWith } from 'undici';
import { startSite, stopSite } from './lib/site.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const tenant = option('--tenant', 'harbor-county');
const concurrency = Number(option('--concurrency', '32'));
const addressCount = Number(option('--addresses', '71'));
const againAfter = Number(option('--again-after', '0'));
const VISITOR = '127.0.1.9';

const agents = new Map();
/** fetch from `address` (a loopback address: the connection's source, as the server sees it). */
function fetchFrom(address, url, init = {}) {
  if (!agents.has(address)) agents.set(address, new Agent({ localAddress: address }));
  return fetchWith(url, { ...init, dispatcher: agents.get(address) });
}

async function freeSlots(api) {
  const response = await fetch(`${api}/time-slots?size=10000`);
  if (!response.ok) throw new Error(`GET /time-slots answered ${response.status}`);
  const { results } = await response.json();
  const now = Date.now();
  return results.filter((slot) => !slot.reserved && !slot.booked && Date.parse(slot.startTime) > now);
}

async function hoard(api, round) {
  const free = await freeSlots(api);
  const addresses = Array.from({ length: addressCount }, (_, index) => `127.0.0.${index + 2}`);
  const answers = new Map();
  const refusals = new Map();
  const holds = [];
  const started = performance.now();
  let next = 0;
  let address = 0;
  const worker = async () => {
    while (next < free.length && address < addresses.length) {
      const slot = free[next++];
      // One slot is tried from the current address, then from the next ones while they are refused for themselves (429).
      for (;;) {
        const from = address;
        if (from >= addresses.length) return;
        const response = await fetchFrom(addresses[from], `${api}/time-slots/${slot.id}/reserve`, { method: 'POST' });
        answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
        if (response.status === 200) {
          holds.push({ id: slot.id, token: (await response.json()).hold.token, address: addresses[from] });
          break;
        }
        const { message } = await response.json();
        const key = `${response.status} ${message}`;
        if (!refusals.has(key)) refusals.set(key, response.headers.get('retry-after'));
        if (response.status !== 429) break;
        if (address === from) address += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const left = await freeSlots(api);
  console.log(
    `${round}: ${free.length} free slots of ${tenant}; ${addressCount} addresses of 127.0.0.0/24 held ${holds.length} of them in ${seconds.toFixed(2)} s (${concurrency} requests at a time)`,
  );
  console.log(`  answers: ${[...answers].map(([status, n]) => `${status} x ${n}`).join(', ')}`);
  for (const [refusal, retryAfter] of refusals) console.log(`  ${refusal}${retryAfter ? ` (Retry-After ${retryAfter} s)` : ''}`);
  console.log(`  still free for everyone else: ${left.length}`);
  if (left.length) {
    const response = await fetchFrom(VISITOR, `${api}/time-slots/${left[0].id}/reserve`, { method: 'POST' });
    const body = await response.json();
    console.log(`  a visitor from ${VISITOR} (another range): ${response.status}${response.status === 200 ? ' (held a slot)' : ` ${body.message}`}`);
    if (response.status === 200) await fetchFrom(VISITOR, `${api}/time-slots/${left[0].id}/reserve`, { method: 'DELETE', headers: { 'X-Slot-Hold': body.hold.token } });
  }
  return holds;
}

async function run(api) {
  const holds = await hoard(api, 'first round');
  if (againAfter > 0) {
    console.log(`waiting ${againAfter} s, past the holds' end ...`);
    await sleep(againAfter * 1000);
    const again = await hoard(api, 'second round');
    const first = new Set(holds.map((hold) => hold.id));
    console.log(`  of the first round's ${holds.length} slots, held again: ${again.filter((hold) => first.has(hold.id)).length}`);
    holds.push(...again);
  }
  if (args.includes('--release')) {
    let released = 0;
    for (const hold of holds) {
      const response = await fetchFrom(hold.address, `${api}/time-slots/${hold.id}/reserve`, { method: 'DELETE', headers: { 'X-Slot-Hold': hold.token } });
      if (response.status === 204) released += 1;
    }
    console.log(`  released ${released} of ${holds.length} (a hold that has ended cannot be); free now: ${(await freeSlots(api)).length}`);
  }
}

// Loopback by number: "localhost" may be ::1, which the 127.0.0.x sources cannot reach.
const loopback = (origin) => origin.replace(/\/$/, '').replace('//localhost', '//127.0.0.1');
const given = option('--origin', undefined);
if (given) {
  await run(`${loopback(given)}/${tenant}/api`);
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hoard-'));
  const { server, origin } = await startSite(dataDir);
  try {
    await run(`${loopback(origin)}/${tenant}/api`);
  } finally {
    await stopSite(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
