// Appeal squatting, tried against the server (docs/product.md#confirming-a-public-appeal): one
// anonymous client files appeals under a made-up name on as many Pine County parcels as it can
// for --seconds, then the real owner of one of them files and confirms. Prints the filings per
// second, the answers, how many parcels the squatter blocked (HEAD /appeals counts them) and what
// the owner got.
//
//   node --import tsx scripts/abuse-squat.mjs [--url http://localhost:8080] [--tenant pine-county] [--seconds 10] [--connections 8]
//
// Without --url it starts the site on a fresh data directory (scripts/lib/site.mjs) with
// TRUST_PROXY=127.0.0.1, so the squatter and the owner come from two addresses (X-Forwarded-For), and
// stops it. The owner gives the code of the assessment notice where the county asks for one
// (Pine County; the demo codes: api/src/tools/demo/demo-owner-codes.ts, hence tsx).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite, stopSite } from './lib/site.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const seconds = Number(option('--seconds', '10'));
const connections = Number(option('--connections', '8'));
const TENANT = option('--tenant', 'pine-county');
const { demoOwnerCode } = await import('../api/src/tools/demo/demo-owner-codes.ts');
const SQUATTER = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' };
const OWNER = { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' };

let site;
let dataDir;
let origin = option('--url');
if (!origin) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'abuse-squat-'));
  process.env.TRUST_PROXY = '127.0.0.1';
  site = await startSite(dataDir);
  origin = site.origin;
}
const api = `${origin}/${TENANT}/api`;
const json = async (response) => ({ status: response.status, body: await response.json().catch(() => null) });

try {
  const windows = (await (await fetch(`${api}/appeal-windows`)).json()).results;
  const windowId = windows.find((window) => window.open).id;
  // Every active parcel with a value, a page of search results at a time.
  const parcels = [];
  for (let page = 1; parcels.length < 5_000; page += 1) {
    const found = await (await fetch(`${api}/prc/search?q=${TENANT.split('-')[0]}&page=${page}`)).json().catch(() => ({ results: [] }));
    if (!found.results?.length) break;
    parcels.push(...found.results.filter((parcel) => parcel.value && parcel.active !== false));
  }
  if (!parcels.length) throw new Error('no Pine County parcels found by search');
  const body = (parcel, name, email) => ({
    property: { id: parcel.id, owner: parcel.ownerName ?? '', type: parcel.type, address: parcel.address, value: parcel.value },
    appellant: { name, type: 'owner', phone: { number: '5555550199', extension: '' }, email },
    staff: null,
    windowId,
    claimedValue: { amount: Math.max(1_000, Math.round(parcel.value.amount * 0.9)), currency: 'USD' },
    reasons: [{ id: 'market-value', title: 'Market value is too high', description: '' }],
    documents: [],
    compsPdf: null,
  });

  const answers = new Map();
  let next = 0;
  const until = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const parcel = parcels[next++ % parcels.length];
        const response = await fetch(`${api}/appeals`, { method: 'POST', headers: SQUATTER, body: JSON.stringify(body(parcel, 'Squatter', 'squatter@example.net')) });
        await response.arrayBuffer();
        answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const sent = [...answers.values()].reduce((a, b) => a + b, 0);
  const attacked = parcels.slice(0, Math.min(next, parcels.length));
  let blocked = 0;
  for (const parcel of attacked) {
    const head = await fetch(`${api}/appeals?parcel=${encodeURIComponent(parcel.id)}&window=${windowId}`, { method: 'HEAD' });
    if (Number(head.headers.get('x-total-count')) > 0) blocked += 1;
  }
  const ownerBody = { ...body(attacked[0], 'Real Owner', 'owner@example.org'), ownerCode: demoOwnerCode(TENANT, attacked[0].id) };
  const owner = await json(await fetch(`${api}/appeals`, { method: 'POST', headers: OWNER, body: JSON.stringify(ownerBody) }));

  console.log(
    `squatter: ${sent} filings in ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(0)}/s) on ${attacked.length} parcels; answers ${JSON.stringify(Object.fromEntries(answers))}`,
  );
  console.log(`parcels blocked (HEAD /appeals > 0): ${blocked} of ${attacked.length}`);
  console.log(
    `the real owner of ${attacked[0].id} files: ${owner.status}${owner.body?.confirmBy ? `, pending until ${owner.body.confirmBy} (confirmed from the e-mail)` : ` ${JSON.stringify(owner.body)}`}`,
  );
} finally {
  if (site) await stopSite(site.server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
