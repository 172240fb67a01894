import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { openDatabase } from '../../src/infrastructure/db/client';
import { REPO_ROOT } from '../../src/infrastructure/paths';

// A migrated database made once and copied for every test file (docs/architecture.md#tests):
// initdb and thirty migrations cost seconds, a copy costs milliseconds. Both copies are named by a
// hash of the migrations (and of PGlite's version), so a new or edited migration makes a new
// template and an old one is never used.

const migrationsFolder = path.join(REPO_ROOT, 'api', 'drizzle');
const cacheFolder = path.join(REPO_ROOT, 'node_modules', '.cache', 'api-test-databases');

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)]))
    .sort();
}

let key: string | undefined;
/** What the template depends on: every migration file, and the PGlite build that writes the data directory. */
export function templateKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  // The package exports no package.json; its folder is above the entry.
  const entry = require.resolve('@electric-sql/pglite');
  const packageFolder = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const pgliteVersion = JSON.parse(fs.readFileSync(path.join(packageFolder, 'package.json'), 'utf8')).version as string;
  hash.update(`pglite ${pgliteVersion}\n`);
  for (const file of filesUnder(migrationsFolder)) hash.update(`${path.relative(migrationsFolder, file)}\n`).update(fs.readFileSync(file));
  key = hash.digest('hex').slice(0, 16);
  return key;
}

export const pgliteTemplateFile = () => path.join(cacheFolder, `pglite-${templateKey()}.tar`);

/** A dump of a migrated PGlite data directory, made when this key has none yet; returns its path. */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = pgliteTemplateFile();
  if (fs.existsSync(file)) return file;
  const handle = await openDatabase();
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    fs.mkdirSync(cacheFolder, { recursive: true });
    // Written beside, then renamed: a worker never reads half a file, and two writers leave one whole one.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await handle.close();
  }
  return file;
}

let dump: Blob | undefined;
/** The template's dump for PGlite's `loadDataDir`, read once per test file. */
export async function pgliteTemplate(): Promise<Blob> {
  dump ??= new Blob([fs.readFileSync(await ensurePgliteTemplate())]);
  return dump;
}

export async function withAdminClient<T>(adminUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const postgresTemplateName = () => `test_template_${templateKey()}`;

/** The URL of database `name` on the server of `serverUrl`. */
export const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
};

/** On the server of `adminUrl`, a migrated database that `CREATE DATABASE … TEMPLATE` copies; made when missing. */
export async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const exists = await withAdminClient(adminUrl, async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
  if (exists) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${building}`));
  const handle = await openDatabase({ databaseUrl: withDatabase(adminUrl, building) });
  await handle.close();
  await withAdminClient(adminUrl, async (client) => {
    try {
      // No connections: a connection to a template makes every copy of it fail.
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    } catch (error) {
      // Another run made it first: keep theirs.
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
  });
  return name;
}

/** A new database on the server of `adminUrl`, copied from the template; returns its URL. */
export async function copyPostgresTemplate(adminUrl: string, name: string): Promise<string> {
  const template = await ensurePostgresTemplate(adminUrl);
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return withDatabase(adminUrl, name);
}
