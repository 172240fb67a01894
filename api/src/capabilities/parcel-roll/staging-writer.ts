import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../infrastructure/db/client';
import { ownerCodeHash } from '../parcels/owner-code';
import type { RollParcel } from './roll-row';

const COLUMNS =
  'line, id, address, owner_name, type, value, mailing, mailing_city, mailing_state, mailing_zip, legal_description, neighborhood, account_number, owner_code_hash, prior_value, land_value, characteristics, area_code, tax_area, lat, lng, image_url, record_card_url';
const BLOB_CHARS = 1024 * 1024;
const COPY_CHUNK_CHARS = 64 * 1024;

/** Writes accepted rows into the import's staging table (roll_staging), in the import's transaction. */
export interface StagingWriter {
  add(line: number, parcel: RollParcel): Promise<void>;
  /** Every row written: the table is complete. */
  end(): Promise<void>;
  /** The import is stopping: leaves the connection usable for its rollback (a COPY left open would hold it). */
  abort(): Promise<void>;
}

const values = (tenantId: string, line: number, parcel: RollParcel) => [
  line,
  parcel.id,
  parcel.address,
  parcel.ownerName,
  parcel.type,
  parcel.value,
  parcel.mailingLines?.join('\n') ?? null,
  parcel.mailingCity,
  parcel.mailingState,
  parcel.mailingZip,
  parcel.legalDescription,
  parcel.neighborhood,
  parcel.accountNumber,
  parcel.ownerCode === null ? null : ownerCodeHash(tenantId, parcel.id, parcel.ownerCode),
  parcel.priorValue,
  parcel.landValue,
  parcel.characteristics === null ? null : JSON.stringify(parcel.characteristics),
  parcel.areaCode,
  parcel.taxArea,
  parcel.latitude,
  parcel.longitude,
  parcel.imageUrl,
  parcel.recordCardUrl,
];

/** A COPY CSV cell: NULL unquoted and empty, every text quoted (so an empty text stays an empty text). */
const copyCell = (value: string | number | null) => (value === null ? '' : typeof value === 'number' ? String(value) : `"${value.replace(/"/g, '""')}"`);

/** The pg client under a node-postgres transaction (drizzle keeps it as the session's client); undefined on PGlite. */
function postgresClient(tx: Database): { query(stream: unknown): Writable } | undefined {
  const client = (tx as unknown as { session?: { client?: { query?: unknown; release?: unknown } } }).session?.client;
  return client && typeof client.query === 'function' && typeof client.release === 'function' ? (client as { query(stream: unknown): Writable }) : undefined;
}

/** PGlite's transaction under drizzle's: its query takes a blob for COPY ... FROM '/dev/blob'. */
function pgliteTransaction(tx: Database): { query(text: string, params: unknown[], options: { blob: Blob }): Promise<unknown> } | undefined {
  const client = (tx as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  return client && typeof client.query === 'function' ? (client as { query(text: string, params: unknown[], options: { blob: Blob }): Promise<unknown> }) : undefined;
}

/**
 * On PostgreSQL, COPY FROM STDIN (the fastest way rows get into a table, one stream for the whole
 * file, written as the file is read with the stream's own backpressure); on PGlite, which has no
 * COPY from a client stream, COPY from a blob of about 1 MB of rows at a time.
 */
export function stagingWriter(tx: Database, tenantId: string): StagingWriter {
  const client = postgresClient(tx);
  if (client) {
    const copy = client.query(copyFrom(`copy roll_staging (${COLUMNS}) from stdin (format csv)`));
    let failed: Error | undefined;
    copy.on('error', (error: Error) => (failed = error));
    // Rows go to the socket in chunks of about 64 KB: one write (a CopyData message) a row cost more than the parsing.
    let chunk = '';
    const flush = async () => {
      const written = copy.write(chunk);
      chunk = '';
      if (!written) await once(copy, 'drain');
    };
    return {
      async add(line, parcel) {
        if (failed) throw failed;
        chunk += `${values(tenantId, line, parcel).map(copyCell).join(',')}\n`;
        if (chunk.length >= COPY_CHUNK_CHARS) await flush();
      },
      async end() {
        if (failed) throw failed;
        if (chunk) await flush();
        copy.end();
        await once(copy, 'finish');
      },
      async abort() {
        if (copy.writableFinished || copy.destroyed) return;
        const closed = once(copy, 'close').catch(() => undefined);
        // pg-copy-streams answers a destroy with CopyFail: the server ends the COPY with an error.
        copy.destroy(new Error('the import stopped'));
        await closed;
      },
    };
  }
  const pglite = pgliteTransaction(tx);
  if (!pglite) throw new Error('The roll import runs on node-postgres or PGlite.');
  let rows = '';
  const flush = async () => {
    if (!rows) return;
    const blob = new Blob([rows]);
    rows = '';
    await pglite.query(`copy roll_staging (${COLUMNS}) from '/dev/blob' (format csv)`, [], { blob });
  };
  return {
    async add(line, parcel) {
      rows += `${values(tenantId, line, parcel).map(copyCell).join(',')}\n`;
      if (rows.length >= BLOB_CHARS) await flush();
    },
    end: flush,
    abort: async () => {
      rows = '';
    },
  };
}
