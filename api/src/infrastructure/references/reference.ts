import { randomBytes } from 'node:crypto';
import { civilDate } from '../clock/zoned-time';

/**
 * A reference for an appeal or a meeting, read over the phone: `HC-26-7K3QPM` is the county's
 * prefix, the two-digit year of filing (in the county's zone) and six characters drawn at random.
 * The alphabet leaves out 0/O and 1/I, which sound or look alike; 32 characters, so each random
 * byte's low five bits pick one without bias. 32^6 is about a billion references per county and
 * year: not a sequence, and not worth guessing (the reference alone shows nothing: the status page
 * needs the signed link).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const RANDOM_LENGTH = 6;

/** What a reference looks like (upper case; `normaliseReference` first for what a person typed). */
export const REFERENCE_PATTERN = /^[A-Z]{1,4}-\d{2}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/;

/**
 * The county's prefix: the server setting `general.reference_prefix` when set, otherwise the
 * initials of the county's name (`Harbor County Assessor's Office` -> `HCAO` would be long, so at
 * most the first two words count: `HC`; `Pine County Assessor` -> `PC`). A one-word name gives its
 * first two letters. Derived the same way in drizzle/0012 for rows filed before references existed.
 */
export function referencePrefix(countyName: string, configured?: string): string {
  if (configured) return configured;
  const words = countyName.toUpperCase().match(/[A-Z]+/g) ?? [];
  if (words.length === 0) return 'AO';
  if (words.length === 1) return words[0].slice(0, 2).padEnd(2, 'X');
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

/** A new reference: prefix, the year of `at` in `timeZone`, six random characters (crypto random). */
export function newReference(prefix: string, at: Date, timeZone: string): string {
  const year = String(civilDate(at, timeZone).year % 100).padStart(2, '0');
  const bytes = randomBytes(RANDOM_LENGTH);
  let random = '';
  for (const byte of bytes) random += REFERENCE_ALPHABET[byte & 31];
  return `${prefix}-${year}-${random}`;
}

/** What a person typed or read out (`hc 26 7k3qpm`, `HC-26-7K3QPM`): upper case, dashes where they belong. */
export function normaliseReference(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const match = /^([A-Z]{1,4})(\d{2})([A-Z0-9]{6})$/.exec(compact);
  if (!match) return null;
  const reference = `${match[1]}-${match[2]}-${match[3]}`;
  return REFERENCE_PATTERN.test(reference) ? reference : null;
}

/** How many references to draw before giving up: a collision is about one in a billion per draw. */
export const REFERENCE_ATTEMPTS = 5;

/**
 * Inserts with a fresh reference, drawing again when the county already has it. `insert` must add
 * the row with ON CONFLICT (tenant_id, reference) DO NOTHING and answer the row, or undefined when
 * that reference was taken: a conflict on that index alone does not abort the transaction, and any
 * other unique index (one appeal per season, one meeting per slot) still raises as before.
 */
export async function insertWithReference<T>(draw: () => string, insert: (reference: string) => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const row = await insert(draw());
    if (row !== undefined) return row;
  }
  throw new Error(`no free reference after ${REFERENCE_ATTEMPTS} draws`);
}

/** Draws references for one county: its prefix, the year in its zone. */
export function referenceDrawer(county: { name: string }, settings: { 'general.reference_prefix'?: string }, timeZone: string): () => string {
  const prefix = referencePrefix(county.name, settings['general.reference_prefix']);
  return () => newReference(prefix, new Date(), timeZone);
}
