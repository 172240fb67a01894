// The slot-hoarding attack (docs/product.md#slot-holds), as an anonymous script would run it: from one address, hold
// every free meeting slot of a county, as fast as it can. Prints how many slots it got, how many
// were refused and why, how long it took, and how many stayed free for everyone else.
// Usage: node scripts/hoard-slots.mjs [--origin http://localhost:8080] [--tenant harbor-county] [--concurrency 32] [--release]
//   Without --origin it starts the site from this checkout on a fresh data directory (like npm run serve).
//   --release gives every hold it got back at the end (DELETE /time-slots/{id}/reserve), where the API has that call.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startSite, stopSite } from './lib/site.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const tenant = option('--tenant', 'harbor-county');
const concurrency = Number(option('--concurrency', '32'));

async function freeSlots(api) {
  const response = await fetch(`${api}/time-slots?size=10000`);
  if (!response.ok) throw new Error(`GET /time-slots answered ${response.status}`);
  const { results } = await response.json();
  const now = Date.now();
  return results.filter((slot) => !slot.reserved && !slot.booked && Date.parse(slot.startTime) > now);
}

async function hoard(api) {
  const free = await freeSlots(api);
  const answers = new Map();
  const holds = [];
  let retryAfter;
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < free.length) {
      const slot = free[next++];
      const response = await fetch(`${api}/time-slots/${slot.id}/reserve`, { method: 'POST' });
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
      if (response.status === 200) holds.push({ id: slot.id, token: (await response.json()).hold.token });
      else {
        if (response.status === 429) retryAfter ??= response.headers.get('retry-after');
        await response.arrayBuffer();
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const left = (await freeSlots(api)).length;
  console.log(`${tenant}: ${free.length} free slots; one address held ${holds.length} of them in ${seconds.toFixed(2)} s (${concurrency} requests at a time)`);
  console.log(`  answers: ${[...answers].map(([status, n]) => `${status} x ${n}`).join(', ')}${retryAfter ? `; Retry-After of the first 429: ${retryAfter} s` : ''}`);
  console.log(`  still free for everyone else: ${left}`);
  if (args.includes('--release')) {
    let released = 0;
    for (const hold of holds) {
      const response = await fetch(`${api}/time-slots/${hold.id}/reserve`, { method: 'DELETE', headers: { 'X-Slot-Hold': hold.token } });
      if (response.status === 204) released += 1;
    }
    console.log(`  released ${released} of ${holds.length}; free now: ${(await freeSlots(api)).length}`);
  }
}

const given = option('--origin', undefined);
if (given) {
  await hoard(`${given.replace(/\/$/, '')}/${tenant}/api`);
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hoard-'));
  const { server, origin } = await startSite(dataDir);
  try {
    await hoard(`${origin}/${tenant}/api`);
  } finally {
    await stopSite(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
