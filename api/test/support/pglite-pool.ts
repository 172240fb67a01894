import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../src/infrastructure/db/pglite-extensions';
import type { PgliteLease } from '../../src/infrastructure/db/client';
import { pgliteTemplate, templateKey } from './database-template';
import { IDLE_CLOSE_MS } from './keep-databases';
import { workerStore, type WorkerStore } from './worker-store';

// In-memory PGlite databases kept alive from one test file to the next within a jest worker
// (docs/architecture.md#tests). Loading the migrated template's dump costs about two seconds a file;
// putting a used database back as the template left it (its tables emptied, its sequences
// restarted) costs tens of milliseconds. A database whose schema a test changed, or that will not
// reset, is closed and replaced by a fresh load of the dump, so a file never sees another's rows.

interface TemplateState {
  /** A hash of the schema and of the rows the template holds (the migrations' own table). */
  fingerprint: string;
  fingerprintQuery: string;
  /** Empties every table that is empty in the template and restarts every sequence. */
  reset: string;
}

interface Pool {
  key: string;
  idle: PGlite[];
  template?: TemplateState;
}

const store = workerStore() as Omit<WorkerStore, 'pglite'> & { pglite?: Pool };

/** Idle databases kept per worker: enough for a file that opens two at once. */
const KEEP_IDLE = 2;
const RESET_TIME_LIMIT_MS = 10_000;
// A dump taken from a running database starts with a recovery, which arms PostgreSQL's progress
// timer; PGlite leaves that timer pending, and a pending timer keeps a jest worker from exiting.
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'log_startup_progress_interval=0'];

const USER_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`;

// Everything a test could change about the schema, one line per object.
const SCHEMA_LINES = `
  SELECT 'schema ' || n.nspname FROM pg_namespace n WHERE ${USER_SCHEMAS}
  UNION ALL SELECT 'relation ' || c.oid::regclass::text || ' ' || c.relkind::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMAS}
  UNION ALL SELECT 'column ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attnum > 0 AND NOT a.attisdropped AND ${USER_SCHEMAS}
  UNION ALL SELECT 'constraint ' || co.conrelid::regclass::text || ' ' || co.conname || ' ' || pg_get_constraintdef(co.oid) FROM pg_constraint co JOIN pg_namespace n ON n.oid = co.connamespace WHERE ${USER_SCHEMAS}
  UNION ALL SELECT 'index ' || pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMAS}
  UNION ALL SELECT 'trigger ' || t.tgrelid::regclass::text || ' ' || t.tgname || ' ' || t.tgenabled::text FROM pg_trigger t WHERE NOT t.tgisinternal
  UNION ALL SELECT 'function ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${USER_SCHEMAS}
  UNION ALL SELECT 'extension ' || e.extname || ' ' || e.extversion FROM pg_extension e
  UNION ALL SELECT 'role ' || r.rolname FROM pg_roles r`;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** What resetting needs, read from a database just loaded from the template's dump. */
async function readTemplateState(client: PGlite): Promise<TemplateState> {
  const { rows: tables } = await client.query<{ name: string; filled: boolean }>(`
    SELECT format('%I.%I', n.nspname, c.relname) AS name, false AS filled
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND ${USER_SCHEMAS} ORDER BY 1`);
  for (const table of tables) {
    table.filled = (await client.query(`SELECT 1 FROM ${table.name} LIMIT 1`)).rows.length > 0;
  }
  const { rows: sequences } = await client.query<{ name: string; start: string }>(`
    SELECT format('%I.%I', s.schemaname, s.sequencename) AS name, s.start_value::text AS start FROM pg_sequences s ORDER BY 1`);
  const filledRows = tables
    .filter((table) => table.filled)
    .map((table) => `SELECT 'rows ${table.name} ' || coalesce((SELECT md5(string_agg(r::text, ',' ORDER BY r::text)) FROM ${table.name} r), '')`);
  const fingerprintQuery = `SELECT md5(string_agg(line, E'\\n' ORDER BY line)) AS fingerprint FROM (${[SCHEMA_LINES, ...filledRows].join('\n  UNION ALL ')}) AS lines(line)`;
  const emptied = tables.filter((table) => !table.filled).map((table) => table.name);
  const restarts = sequences.map((sequence) => `setval(${literal(sequence.name)}::regclass, ${sequence.start}, false)`);
  const reset = [emptied.length ? `TRUNCATE ${emptied.join(', ')} RESTART IDENTITY` : '', restarts.length ? `SELECT ${restarts.join(', ')}` : ''].filter(Boolean).join(';\n');
  const fingerprint = (await client.query<{ fingerprint: string }>(fingerprintQuery)).rows[0].fingerprint;
  return { fingerprint, fingerprintQuery, reset };
}

/** Puts a used database back as the template left it; false when it cannot be (the caller replaces it). */
async function resetToTemplate(client: PGlite, template: TemplateState): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), RESET_TIME_LIMIT_MS)));
  const reset = (async () => {
    // Also fails, and so discards the database, when a transaction was left open.
    await client.exec('DISCARD ALL');
    const { rows } = await client.query<{ fingerprint: string }>(template.fingerprintQuery);
    if (rows[0]?.fingerprint !== template.fingerprint) return false;
    await client.exec(template.reset);
    return true;
  })().catch(() => false);
  try {
    return await Promise.race([reset, timeLimit]);
  } finally {
    clearTimeout(timer);
  }
}

function currentPool(): Pool {
  const key = templateKey();
  if (store.pglite?.key !== key) store.pglite = { key, idle: [] };
  return store.pglite;
}

/** An in-memory database in the migrated template's state, for openDatabase's `pgliteLease`. */
export async function leaseTemplateCopy(): Promise<PgliteLease> {
  const pool = currentPool();
  let client: PGlite | undefined;
  while (!client && pool.idle.length) {
    const candidate = pool.idle.pop()!;
    if (pool.template && (await resetToTemplate(candidate, pool.template))) client = candidate;
    else await candidate.close().catch(() => undefined);
  }
  if (!client) {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: await pgliteTemplate(), startParams: START_PARAMS });
    pool.template ??= await readTemplateState(client);
  }
  const leased = client;
  let released = false;
  // What the test holds: the database until it is given back, then a closed one, as a closed
  // database would be (the next file gets the database itself).
  const lent = new Proxy(leased, {
    get(target, property) {
      if (released) throw new Error('This database is closed.');
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    client: lent,
    release: async () => {
      if (released) return;
      released = true;
      if (pool === store.pglite && pool.idle.length < KEEP_IDLE && !leased.closed) {
        pool.idle.push(leased);
        store.closeIdleLater(IDLE_CLOSE_MS);
      } else {
        await leased.close().catch(() => undefined);
      }
    },
  };
}
