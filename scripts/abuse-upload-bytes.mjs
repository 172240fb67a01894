// Storage by the gigabyte, tried against the server (docs/security.md, "Storage has a budget"): an
// anonymous client uploads files of --megabytes (10 MB, Harbor County's file_upload.max_size) from
// --addresses addresses (1) for --seconds, --connections per address at a time. Prints the bytes
// stored and the answers, then what
// a visitor from a fresh address gets for one file, and what DELETE /documents/{id} of the
// attacker's last upload answers from another address without the upload's delete token.
//
//   node scripts/abuse-upload-bytes.mjs [--url http://localhost:8080] [--tenant harbor-county] [--seconds 60] [--connections 4] [--megabytes 10] [--addresses 1]
//
// Without --url it starts the site on a fresh data directory (scripts/lib/site.mjs) with
// TRUST_PROXY=127.0.0.1, so the two visitors come from two addresses (X-Forwarded-For), and stops it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite, stopSite } from './lib/site.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const seconds = Number(option('--seconds', '60'));
const connections = Number(option('--connections', '4'));
const megabytes = Number(option('--megabytes', '10'));
const TENANT = option('--tenant', 'harbor-county');
const ATTACKERS = Array.from({ length: Number(option('--addresses', '1')) }, (_, index) => `203.0.113.${index + 1}`);
const VISITOR = '198.51.100.30';

// A PDF header and padding: the server checks the first bytes only. Just under the size, so a county
// limit of exactly --megabytes takes it.
const body = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(megabytes * 1024 * 1024 - 64, 0x20)]);

let site;
let dataDir;
let origin = option('--url');
if (!origin) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'abuse-upload-'));
  process.env.TRUST_PROXY = '127.0.0.1';
  site = await startSite(dataDir);
  origin = site.origin;
}
const api = `${origin}/${TENANT}/api`;

const upload = (address) =>
  fetch(`${api}/documents`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf', 'x-original-name': 'evidence.pdf', 'x-forwarded-for': address },
    body,
  }).then(async (response) => ({ status: response.status, body: await response.json().catch(() => null), retryAfter: response.headers.get('retry-after') }));

try {
  const answers = {};
  let stored = 0;
  let last;
  let firstRefusal;
  const started = Date.now();
  const until = started + seconds * 1000;
  await Promise.all(
    ATTACKERS.flatMap((attacker) => Array.from({ length: connections }, () => attacker)).map(async (attacker) => {
      while (Date.now() < until) {
        const answer = await upload(attacker);
        answers[answer.status] = (answers[answer.status] ?? 0) + 1;
        if (answer.status === 201) {
          stored += answer.body.size;
          last = answer.body;
        } else {
          firstRefusal ??= answer;
          // Refused: a script keeps trying, but without a byte to store there is no need to hurry.
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  console.log(
    `${ATTACKERS.length} address(es), ${connections} at a time each, ${elapsed.toFixed(1)} s: ${(stored / 1024 / 1024).toFixed(0)} MB stored; answers ${JSON.stringify(answers)}`,
  );
  if (firstRefusal) console.log(`first refusal: ${firstRefusal.status}, Retry-After ${firstRefusal.retryAfter}: ${firstRefusal.body?.message}`);
  const visitor = await upload(VISITOR);
  console.log(`a visitor from a fresh address: ${visitor.status}${visitor.status === 201 ? '' : ` ${visitor.body?.message}`}`);
  if (last) {
    const removed = await fetch(`${api}/documents/${last.id}`, { method: 'DELETE', headers: { 'x-forwarded-for': VISITOR } });
    const still = await fetch(`${origin}/${TENANT}/files/${last.id}`, { method: 'HEAD' });
    console.log(`DELETE of the attacker's last upload from another address without its token: ${removed.status}; the file then answers ${still.status}`);
  }
} finally {
  if (site) await stopSite(site.server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
