// npm run bench:reads: what costly public reads do to everyone else, tried against the server as an
// attacker would (docs/security.md, "Reads have a cost too"). Prints:
//   - a victim's parcel page (GET /prc/{id}, from an address of its own), one request at a time:
//     p50 and p95 alone, then during each flood;
//   - two floods of --connections concurrent searches for --seconds: deep pages ("st", page 900 of
//     21) and wildcards (q=%%%), with the answers the attacker got by status;
//   - the harvest: pages of 100 results (one parcel-number prefix a page, so no page is deep) until
//     the first refusal or the whole county; how many owners with mailing addresses came back, in how
//     many requests and seconds, and what the refusal said.
//
//   npm run bench:reads [-- --url http://localhost:8080] [--tenant harbor-county] [--seconds 10] [--connections 50] [--addresses 1]
//
// Without --url it starts the site on a fresh data directory (scripts/lib/site.mjs; 20,000 parcels a
// county unless PARCELS says otherwise) with TRUST_PROXY=127.0.0.1, so the attacker and the victim come
// from addresses of their own (X-Forwarded-For), and stops it. --addresses spreads the attacker over
// that many addresses (a /64 each), as a botnet would: what is left then is what the per-address
// limits do not answer.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startSite, stopSite } from './lib/site.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const tenant = option('--tenant', 'harbor-county');
const seconds = Number(option('--seconds', '10'));
const connections = Number(option('--connections', '50'));
const addresses = Number(option('--addresses', '1'));
const PREFIX = { 'harbor-county': 'HC', 'pine-county': 'PC' }[tenant] ?? 'HC';
const VICTIM = '198.51.100.20';
// A documentation range of IPv6, one /64 per attacking address.
const attacker = (n) => (addresses === 1 ? '203.0.113.7' : `2001:db8:${(n % addresses).toString(16)}::1`);
const HARVESTER = '203.0.113.99';

let site;
let dataDir;
let origin = option('--url');
if (!origin) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-reads-'));
  process.env.TRUST_PROXY = '127.0.0.1';
  site = await startSite(dataDir, 600_000);
  origin = site.origin;
}
const api = `${origin}/${tenant}/api`;
const from = (address) => ({ 'x-forwarded-for': address });

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
const ms = (n) => `${n.toFixed(1)} ms`;

/** The victim opens its parcel page one request at a time until `done()`; the latencies, sorted. */
async function victim(id, done) {
  const times = [];
  while (!done()) {
    const started = performance.now();
    const response = await fetch(`${api}/prc/${encodeURIComponent(id)}`, { headers: from(VICTIM) });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function flood(name, url, victimId) {
  const answers = new Map();
  const until = Date.now() + seconds * 1000;
  let sent = 0;
  const attack = Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const n = sent++;
        const response = await fetch(url, { headers: from(attacker(n)) }).catch(() => null);
        const status = response ? response.status : 'failed';
        if (response) await response.arrayBuffer();
        answers.set(status, (answers.get(status) ?? 0) + 1);
      }
    }),
  );
  const times = await victim(victimId, () => Date.now() >= until);
  await attack;
  console.log(
    `${name}: ${sent} searches from ${addresses} address${addresses === 1 ? '' : 'es'} in ${seconds} s, answers ${JSON.stringify(Object.fromEntries(answers))}; ` +
      `victim's parcel page p50 ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))} (${times.length} pages)`,
  );
}

async function harvest() {
  const owners = new Set();
  const started = performance.now();
  let requests = 0;
  let refusal;
  // HC-0000 .. HC-0199: a hundred parcel numbers each, so every page is a first page of 100.
  for (let block = 0; block < 10_000 && !refusal; block += 1) {
    const term = `${PREFIX}-${String(block).padStart(4, '0')}`;
    const response = await fetch(`${api}/prc/search?q=${encodeURIComponent(term)}&page=1&size=100`, { headers: from(HARVESTER) });
    requests += 1;
    const body = await response.json().catch(() => null);
    if (!response.ok) {
      refusal = `${response.status}${response.headers.get('retry-after') ? ` (Retry-After ${response.headers.get('retry-after')} s)` : ''}: ${body?.message}`;
      break;
    }
    if (body.results.length === 0) break;
    for (const parcel of body.results) if (parcel.ownerName && parcel.mailingAddress) owners.add(parcel.id);
  }
  const elapsed = (performance.now() - started) / 1000;
  console.log(`harvest: ${owners.size} owners with mailing addresses in ${requests} requests, ${elapsed.toFixed(1)} s; ${refusal ? `then ${refusal}` : 'never refused'}`);
}

try {
  const first = await (await fetch(`${api}/prc/search?q=${PREFIX}-0000&size=1`, { headers: from(VICTIM) })).json();
  const victimId = first.results[0].id;
  // Warm up: the county's sample (parcels/search-estimate.ts) and the statements' plans.
  for (const q of ['st', '%%%', `${PREFIX}-`]) await (await fetch(`${api}/prc/search?q=${encodeURIComponent(q)}`, { headers: from('192.0.2.1') })).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const alone = await victim(
    victimId,
    (
      (until) => () =>
        Date.now() >= until
    )(Date.now() + 2000),
  );
  console.log(`victim alone: parcel page p50 ${ms(quantile(alone, 0.5))}, p95 ${ms(quantile(alone, 0.95))} (${alone.length} pages)`);
  await flood('deep pages (q=st, page 900)', `${api}/prc/search?q=st&page=900&size=21`, victimId);
  await flood('wildcards (q=%%%)', `${api}/prc/search?q=${encodeURIComponent('%%%')}`, victimId);
  await harvest();
} finally {
  if (site) await stopSite(site.server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
