import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { parcels } from '../../infrastructure/db/schema';
import { REFERENCE_ALPHABET } from '../../infrastructure/references/reference';
import { ownerCodeHash } from '../parcels/owner-code';
import { recordAudit } from '../staff/audit';
import { findTenant } from '../tenants/tenant-store';
import { csvCell } from './rejects-file';
import { RollRefusal } from './roll-layout';

/** Parcels read and written a batch at a time: a county of millions is never whole in memory. */
const BATCH = 5_000;

export interface OwnerCodeRun {
  county: string;
  /** The CSV for the notice printer: written anew, never over an existing file. */
  file: string;
  /** A new code for every active parcel (a new notice run), not only for those without one. */
  all?: boolean;
  by: string;
}

/**
 * A new owner code: eight characters of the reference alphabet (no 0/O/1/I), `7K3Q-PM2X`, from the
 * system's random source. 32 letters, so `byte & 31` picks each one evenly.
 */
export function newOwnerCode(): string {
  const code = [...randomBytes(8)].map((byte) => REFERENCE_ALPHABET[byte & 31]).join('');
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

const HEADER = ['parcel id', 'owner name', 'mailing address', 'mailing city', 'mailing state', 'mailing zip', 'owner code'];

/**
 * Gives active parcels their owner codes (docs/parcel-rolls.md#owner-codes) and writes them, with
 * the owner and mailing address, to `file` for the notice printer (none issued: no file). Only each code's hash is
 * stored, so this file is the one place the codes are: it is readable by its owner only. One
 * transaction: a run that fails leaves the old codes and no file. Audited without the codes.
 */
export async function issueOwnerCodes(db: Database, { county, file, all = false, by }: OwnerCodeRun): Promise<{ issued: number }> {
  const tenant = await findTenant(db, county);
  if (!tenant) throw new RollRefusal(`There is no county "${county}": npm run county -- list shows the counties there are.`);
  if (fs.existsSync(file)) throw new RollRefusal(`${file} is there already: owner codes are written to a new file, never over one. Choose another name.`);
  const partial = `${file}.partial`;
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  const write = async (line: string) => {
    if (!out.write(`${line}\r\n`)) await once(out, 'drain');
  };
  let issued = 0;
  try {
    await write(HEADER.map(csvCell).join(','));
    await db.transaction(async (tx) => {
      let after = '';
      for (;;) {
        const conditions: SQL[] = [eq(parcels.tenantId, tenant.id), eq(parcels.active, true), gt(parcels.id, after)];
        if (!all) conditions.push(isNull(parcels.ownerCodeHash));
        const batch = await tx
          .select({
            id: parcels.id,
            ownerName: parcels.ownerName,
            mailingLines: parcels.mailingLines,
            mailingCity: parcels.mailingCity,
            mailingState: parcels.mailingState,
            mailingZip: parcels.mailingZip,
          })
          .from(parcels)
          .where(and(...conditions))
          .orderBy(asc(parcels.id))
          .limit(BATCH);
        if (!batch.length) break;
        const hashes: SQL[] = [];
        for (const parcel of batch) {
          const code = newOwnerCode();
          hashes.push(sql`(${parcel.id}, ${ownerCodeHash(tenant.id, parcel.id, code)})`);
          await write(
            [parcel.id, parcel.ownerName, (parcel.mailingLines ?? []).join(', '), parcel.mailingCity ?? '', parcel.mailingState ?? '', parcel.mailingZip ?? '', code]
              .map(csvCell)
              .join(','),
          );
        }
        await tx.execute(
          sql`update parcels set owner_code_hash = issued.hash from (values ${sql.join(hashes, sql`, `)}) as issued(id, hash)
            where parcels.tenant_id = ${tenant.id} and parcels.id = issued.id`,
        );
        issued += batch.length;
        after = batch[batch.length - 1].id;
      }
      await recordAudit(tx, { tenantId: tenant.id, accountId: null, action: 'owner-codes-issued', detail: { by, issued, all } });
    });
    out.end();
    await once(out, 'finish');
    // No code, no file: an empty one would pass for a run's output.
    if (issued) fs.renameSync(partial, file);
    else fs.rmSync(partial);
    return { issued };
  } catch (error) {
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}
