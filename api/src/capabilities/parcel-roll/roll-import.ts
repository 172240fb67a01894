import fs from 'node:fs';
import path from 'node:path';
import { parse, type CsvError } from 'csv-parse';
import { sql } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { queryRows } from '../../infrastructure/db/query-rows';
import { recordAudit } from '../staff/audit';
import { findTenant, readTenantSettings } from '../tenants/tenant-store';
import { mappedColumns } from './mapped-columns';
import { missingColumns, RollRefusal, usedColumns, type RollLayout } from './roll-layout';
import { readRollRow } from './roll-row';
import { rejectsWriter, type RejectsWriter } from './rejects-file';
import { stagingWriter } from './staging-writer';

export interface RollImportOptions {
  county: string;
  file: string;
  layout: RollLayout;
  /** Reads and checks everything, counts what would change, and writes nothing. */
  dryRun?: boolean;
  /** The assessment year: a row of another year is refused. */
  year?: number;
  /** The share of rows that may be refused (0.01: 1%) before the import stops with nothing changed. */
  maxRejects?: number;
  /** Called every few thousand rows and at the end. */
  onProgress?: (progress: RollProgress) => void;
  by: string;
}

export interface RollProgress {
  rows: number;
  bytes: number;
  totalBytes: number;
  seconds: number;
}

export interface RollSummary {
  read: number;
  added: number;
  changed: number;
  unchanged: number;
  deactivated: number;
  refused: number;
  seconds: number;
  dryRun: boolean;
  /** Beside the input, when a row was refused. */
  rejectsFile: string | null;
}

/**
 * A record longer than this stops the import (the CSV parser cannot find the next record after
 * one): a file with a line this long is not a roll. A long row under it is read and refused by
 * its cells' length (roll-row.ts), and the reading goes on.
 */
const MAX_RECORD_BYTES = 64 * 1024 * 1024;

/** Thrown inside the transaction to roll a dry run (or a stopped import) back. */
class RollBack extends Error {}

function csvRefusal(error: CsvError): string {
  if (error.code === 'CSV_RECORD_INCONSISTENT_COLUMNS' || error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') return 'has a different number of cells from the header';
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return 'a quoted cell is never closed';
  if (error.code === 'CSV_INVALID_CLOSING_QUOTE' || error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE') return 'a quote inside a cell that is not doubled';
  return error.message;
}

/**
 * The line a record starts on, as an editor numbers them. The parser counts a line break of two
 * characters (CR LF) inside a quoted cell as two lines, and gives the line a record ends on; this
 * takes both back, record by record in the order they are parsed. A record's raw text ends with the
 * line end that closes it (LF, or the CR of a CR LF), which is not one inside it.
 */
function lineCounter() {
  let overCounted = 0;
  return {
    startOf(parserLine: number, raw: string): number {
      const text = raw.replace(/\r?\n$|\r$/, '');
      const pairs = text.match(/\r\n/g)?.length ?? 0;
      const breaks = text.match(/\r\n|\r|\n/g)?.length ?? 0;
      const start = parserLine - overCounted - pairs - breaks;
      overCounted += pairs;
      return start;
    },
  };
}

/**
 * Imports a county's parcel roll (docs/parcel-rolls.md): streams the file through a CSV parser
 * into a staging table, then merges it into the roll: added, changed, unchanged, and the county's
 * parcels missing from the new roll marked inactive (never deleted: appeals point at them). All of
 * it is one transaction: visitors search the old roll until it commits, and an import stopped
 * half-way (killed, or over its refusals) leaves the roll as it was. Every refused row goes to the
 * rejects file beside the input, with its line, column and reason.
 */
export async function importRoll(db: Database, options: RollImportOptions): Promise<RollSummary> {
  const { county, file, layout, dryRun = false, year, maxRejects = 0.01, onProgress = () => undefined, by } = options;
  const started = performance.now();
  const tenant = await findTenant(db, county);
  if (!tenant) throw new RollRefusal(`There is no county "${county}": npm run county -- list shows the counties there are.`);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new RollRefusal(`There is no file ${file}.`);
  const totalBytes = fs.statSync(file).size;
  if (totalBytes === 0) throw new RollRefusal(`${file} is empty: a roll starts with its header line.`);
  const { settings } = await readTenantSettings(db, tenant.id);
  const rejects = rejectsWriter(`${file}.rejects.csv`);
  let read = 0;
  let refused = 0;
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const summary = await db
      .transaction(async (tx) => {
        await tx.execute(sql`create temporary table roll_staging (
          line integer not null, id text not null, address text not null, owner_name text not null, type text not null, value bigint,
          mailing text, mailing_city text, mailing_state text, mailing_zip text, legal_description text, neighborhood text, account_number text, owner_code_hash text,
          prior_value bigint, land_value bigint, characteristics jsonb, area_code text, tax_area text, lat double precision, lng double precision, image_url text, record_card_url text
        ) on commit drop`);
        const lines = lineCounter();
        const parser = fs.createReadStream(file).pipe(
          parse({
            bom: true,
            columns: (header: string[]) => {
              const missing = missingColumns(layout, header);
              if (missing.length) throw new RollRefusal(`${path.basename(file)} is not in the ${layout.name} layout: its header has no ${missing.join(', ')}.`);
              const used = usedColumns(layout);
              // A column left out (false) is never made a property of the record: most of a NAL row's.
              return header.map((name) => (used.has(name.trim()) ? name.trim() : false));
            },
            skip_records_with_error: true,
            max_record_size: MAX_RECORD_BYTES,
            raw: true,
            // In parse order, as the skips: each record with the line it starts on.
            // (with raw on, what it is handed is { record, raw })
            on_record: ({ record }: { record: Record<string, string> }, context: { lines: number; raw?: string }) => ({
              record,
              line: lines.startOf(context.lines, context.raw ?? ''),
            }),
          }),
        );
        parser.on('skip', (error: CsvError & { lines?: number; raw?: string }) => {
          read += 1;
          refused += 1;
          rejects.add({ line: lines.startOf(error.lines ?? 0, error.raw ?? ''), column: '', reason: csvRefusal(error), id: '' });
        });
        const staging = stagingWriter(tx, tenant.id);
        try {
          let nextProgress = 5_000;
          const records = (async function* () {
            try {
              yield* parser as AsyncIterable<{ record: Record<string, string>; line: number }>;
            } catch (error) {
              if ((error as CsvError).code === 'CSV_MAX_RECORD_SIZE') {
                throw new RollRefusal(
                  `Line ${(error as CsvError & { lines?: number }).lines ?? '?'} of ${path.basename(file)} is longer than ${MAX_RECORD_BYTES / 1024 / 1024} MB: the file is not a roll. Nothing was changed.`,
                );
              }
              throw error;
            }
          })();
          for await (const { record, line } of records) {
            read += 1;
            const row = readRollRow(layout, record, year);
            if ('refusals' in row) {
              refused += 1;
              for (const refusal of row.refusals) rejects.add({ line, ...refusal, id: record[layout.fields.id?.column ?? ''] ?? '' });
            } else await staging.add(line, row.parcel);
            if (read >= nextProgress) {
              nextProgress += 5_000;
              onProgress({ rows: read, bytes: parser.info.bytes, totalBytes, seconds: seconds() });
            }
          }
          await staging.end();
        } catch (error) {
          await staging.abort();
          throw error;
        }
        if (read === 0) throw new RollRefusal(`${path.basename(file)} has a header and no parcels: nothing was changed.`);
        // The planner's figures for the staging table, before the statements that read it all.
        await tx.execute(sql`analyze roll_staging`);
        // A parcel id twice: the first row stands, each later one is refused. One pass over the table
        // (no index to build): a roll almost never has any.
        const doubles = await queryRows<{ line: number; id: string; first: number }>(
          tx,
          sql`with doubled as (select id, min(line) as first from roll_staging group by id having count(*) > 1)
            delete from roll_staging later using doubled where later.id = doubled.id and later.line > doubled.first
            returning later.line, later.id, doubled.first`,
        );
        doubles.sort((a, b) => a.line - b.line);
        for (const { line, id, first } of doubles) rejects.add({ line, column: layout.fields.id?.column ?? 'id', reason: `the parcel id is also on line ${first}`, id });
        refused += doubles.length;
        if (refused > Math.floor(read * maxRejects)) {
          throw new RollRefusal(
            `Stopped: ${refused} of ${read} rows were refused, more than ${(maxRejects * 100).toFixed(maxRejects < 0.01 ? 1 : 0)}% (--max-rejects). Nothing was changed; the reasons are in ${rejects.file}.`,
          );
        }
        // Before the merge, when the county's parcels are the old roll's: a new county has none to read
        // (after it, the anti-join would read every parcel just added). The two touch different parcels.
        const [gone] = await queryRows<{ deactivated: number }>(
          tx,
          sql`with gone as (
            update parcels set active = false where tenant_id = ${tenant.id} and active and not exists (select 1 from roll_staging staged where staged.id = parcels.id) returning 1
          ) select count(*)::int as deactivated from gone`,
        );
        // The staged rows as parcels' columns.
        const incoming = sql`select id, address, owner_name, type, value as value_amount, ${settings['general.currency']}::text as value_currency,
          case when mailing is null then null else string_to_array(mailing, E'\n') end as mailing_lines, mailing_city, mailing_state, mailing_zip,
          legal_description, neighborhood, account_number, owner_code_hash, prior_value as prior_value_amount, land_value as land_value_amount, characteristics,
          area_code, tax_area, lat, lng, image_url, record_card_url
          from roll_staging`;
        const mapped = mappedColumns(layout);
        // Changed parcels by a join, not an upsert: INSERT ... ON CONFLICT locks (and so writes) every
        // row it finds, unchanged ones too, and most of a re-imported roll is unchanged.
        const [changed] = await queryRows<{ changed: number }>(
          tx,
          sql`with changed as (
            update parcels set address = staged.address, owner_name = staged.owner_name, type = staged.type, value_amount = staged.value_amount,
              value_currency = staged.value_currency, mailing_lines = staged.mailing_lines, mailing_city = staged.mailing_city, mailing_state = staged.mailing_state,
              mailing_zip = staged.mailing_zip, legal_description = staged.legal_description, neighborhood = staged.neighborhood, account_number = staged.account_number,
              owner_code_hash = coalesce(staged.owner_code_hash, parcels.owner_code_hash), active = true, ${mapped.set}
            from (${incoming}) staged
            where parcels.tenant_id = ${tenant.id} and parcels.id = staged.id
              and (parcels.address, parcels.owner_name, parcels.type, parcels.value_amount, parcels.value_currency, parcels.mailing_lines, parcels.mailing_city,
                parcels.mailing_state, parcels.mailing_zip, parcels.legal_description, parcels.neighborhood, parcels.account_number, parcels.owner_code_hash, parcels.active,
                ${mapped.now})
              is distinct from (staged.address, staged.owner_name, staged.type, staged.value_amount, staged.value_currency, staged.mailing_lines,
                staged.mailing_city, staged.mailing_state, staged.mailing_zip, staged.legal_description, staged.neighborhood, staged.account_number,
                coalesce(staged.owner_code_hash, parcels.owner_code_hash), true, ${mapped.next})
            returning 1
          ) select count(*)::int as changed from changed`,
        );
        const [added] = await queryRows<{ added: number }>(
          tx,
          sql`with added as (
            insert into parcels (tenant_id, id, address, owner_name, type, value_amount, value_currency, mailing_lines, mailing_city, mailing_state, mailing_zip,
              legal_description, neighborhood, account_number, owner_code_hash, active, prior_value_amount, land_value_amount, characteristics,
              area_code, tax_area, lat, lng, image_url, record_card_url)
            select ${tenant.id}, id, address, owner_name, type, value_amount, value_currency, mailing_lines, mailing_city, mailing_state, mailing_zip,
              legal_description, neighborhood, account_number, owner_code_hash, true, prior_value_amount, land_value_amount, characteristics,
              area_code, tax_area, lat, lng, image_url, record_card_url
            from (${incoming}) staged
            where not exists (select 1 from parcels known where known.tenant_id = ${tenant.id} and known.id = staged.id)
            -- In search order: the largest index (parcels_search_order_idx) and the table itself are then
            -- written in order, not at random (a roll of millions does not fit in the server's buffers).
            order by address, id
            on conflict (tenant_id, id) do nothing
            returning 1
          ) select count(*)::int as added from added`,
        );
        const accepted = read - refused;
        const result: RollSummary = {
          read,
          added: added.added,
          changed: changed.changed,
          unchanged: accepted - added.added - changed.changed,
          deactivated: gone.deactivated,
          refused,
          seconds: seconds(),
          dryRun,
          rejectsFile: refused ? rejects.file : null,
        };
        if (dryRun) throw Object.assign(new RollBack(), { result });
        await recordAudit(tx, {
          tenantId: tenant.id,
          accountId: null,
          action: 'parcel-roll-imported',
          detail: { by, file: path.basename(file), layout: layout.name, year: year ?? null, ...result, rejectsFile: result.rejectsFile && path.basename(result.rejectsFile) },
        });
        return result;
      })
      .catch((error: unknown) => {
        if (error instanceof RollBack) return (error as RollBack & { result: RollSummary }).result;
        throw error;
      });
    onProgress({ rows: read, bytes: totalBytes, totalBytes, seconds: seconds() });
    if (!dryRun) await db.execute(sql`analyze parcels`);
    return summary;
  } finally {
    await rejects.close();
  }
}

export type { RejectsWriter };
