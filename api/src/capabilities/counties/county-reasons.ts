import { and, asc, eq } from 'drizzle-orm';
import { REASON_MESSAGES, type CountyReason } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appealReasonCodes } from '../../infrastructure/db/schema';
import { recordAudit } from '../staff/audit';
import { CountyRefusal, type Actor } from './county-refusal';

// The reasons a county offers on the appeal's reasons step (docs/product.md#county-console). A
// reason is never deleted, only no longer offered: a filed appeal keeps its reason's id and words.

/** A new county's reasons unless it starts like another: those most counties take, 'Other' last. */
export const STARTING_REASONS: Array<{ id: string; description: string; spanish: string }> = [
  { id: 'market-value', description: 'Market value is too high', spanish: 'El valor de mercado es demasiado alto' },
  { id: 'characteristics', description: 'Incorrect property characteristics', spanish: 'Las características de la propiedad son incorrectas' },
  { id: 'comparable-sales', description: 'Comparable sales', spanish: 'Ventas comparables' },
  { id: 'unequal-assessment', description: 'Unequal assessment', spanish: 'Avalúo desigual' },
  { id: 'property-damage', description: 'Property damage', spanish: 'Daños a la propiedad' },
  { id: 'exemption', description: 'Exemption not applied', spanish: 'No se aplicó una exención' },
  { id: 'other', description: 'Other', spanish: 'Otro' },
];

/** Positions leave room between reasons, as the demo's do. */
const STEP = 10;

type Row = typeof appealReasonCodes.$inferSelect;
const asReason = (row: Row): CountyReason => ({ id: row.id, description: row.description, spanish: row.labels.es ?? null, used: row.used });

function rowsOf(db: Pick<Database, 'select'>, tenantId: string): Promise<Row[]> {
  return db.select().from(appealReasonCodes).where(eq(appealReasonCodes.tenantId, tenantId)).orderBy(asc(appealReasonCodes.position), asc(appealReasonCodes.id));
}

export async function listReasons(db: Database, tenantId: string): Promise<CountyReason[]> {
  return (await rowsOf(db, tenantId)).map(asReason);
}

/** Writes a new county's reasons: a copy of `like`'s, or STARTING_REASONS. Inside createCounty's transaction. */
export async function startReasons(tx: Pick<Database, 'select' | 'insert'>, tenantId: string, like?: string): Promise<void> {
  const copied = like ? await rowsOf(tx, like) : [];
  const rows = copied.length
    ? copied.map((row) => ({ ...row, tenantId }))
    : STARTING_REASONS.map((reason, index) => ({
        tenantId,
        id: reason.id,
        description: reason.description,
        labels: { es: reason.spanish },
        used: true,
        position: (index + 1) * STEP,
      }));
  await tx.insert(appealReasonCodes).values(rows);
}

/** A reason's id from its words: 'Flood zone not considered' -> 'flood-zone-not-considered', then -2, -3 … when taken. */
function idFor(description: string, taken: Set<string>): string {
  const base =
    description
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'reason';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** The reason asked for is not one of the county's. */
export class ReasonNotFound extends CountyRefusal {}

const sameWords = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

async function reasonOrRefuse(db: Database, tenantId: string, id: string) {
  const rows = await rowsOf(db, tenantId);
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new ReasonNotFound(REASON_MESSAGES.notFound);
  return { rows, row };
}

/** Gives the reasons positions in `order`'s order, writing only those that move. */
async function renumber(tx: Pick<Database, 'update'>, tenantId: string, order: Array<Pick<Row, 'id' | 'position'>>): Promise<void> {
  for (const [index, row] of order.entries()) {
    if (row.position === (index + 1) * STEP) continue;
    await tx
      .update(appealReasonCodes)
      .set({ position: (index + 1) * STEP })
      .where(and(eq(appealReasonCodes.tenantId, tenantId), eq(appealReasonCodes.id, row.id)));
  }
}

/** A new reason, offered, at the end of the list: before 'Other' when the county has it, since the public looks for 'Other' last. */
export async function addReason(db: Database, tenantId: string, { description, spanish }: { description: string; spanish: string | null }, actor: Actor): Promise<CountyReason> {
  const rows = await rowsOf(db, tenantId);
  if (rows.some((row) => sameWords(row.description, description))) throw new CountyRefusal(REASON_MESSAGES.taken(description));
  const id = idFor(description, new Set(rows.map((row) => row.id)));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appealReasonCodes)
      .values({ tenantId, id, description, labels: spanish ? { es: spanish } : {}, used: true, position: 0 })
      .returning();
    const order: Array<Pick<Row, 'id' | 'position'>> = [...rows];
    const other = order.findIndex((each) => each.id === 'other');
    order.splice(other === -1 ? order.length : other, 0, row);
    await renumber(tx, tenantId, order);
    await recordAudit(tx, { tenantId, accountId: actor.accountId ?? null, action: 'reason-added', detail: { by: actor.by, reason: id, description, spanish } });
    return asReason(row);
  });
}

/** New words for a reason, or whether it is offered; audited with the reason before and after. */
export async function changeReason(
  db: Database,
  tenantId: string,
  id: string,
  change: { description: string; spanish: string | null; used: boolean },
  actor: Actor,
): Promise<CountyReason> {
  const { rows, row } = await reasonOrRefuse(db, tenantId, id);
  if (rows.some((other) => other.id !== id && sameWords(other.description, change.description))) throw new CountyRefusal(REASON_MESSAGES.taken(change.description));
  const before = asReason(row);
  const after: CountyReason = { id, ...change };
  if (JSON.stringify(before) === JSON.stringify(after)) return before;
  const labels = { ...row.labels };
  if (change.spanish) labels.es = change.spanish;
  else delete labels.es;
  await db.transaction(async (tx) => {
    await tx
      .update(appealReasonCodes)
      .set({ description: change.description, labels, used: change.used })
      .where(and(eq(appealReasonCodes.tenantId, tenantId), eq(appealReasonCodes.id, id)));
    await recordAudit(tx, { tenantId, accountId: actor.accountId ?? null, action: 'reason-changed', detail: { by: actor.by, reason: id, before, after } });
  });
  return after;
}

/** Swaps a reason with the one above or below it in the list; the reasons step offers them in this order. */
export async function moveReason(db: Database, tenantId: string, id: string, direction: 'up' | 'down', actor: Actor): Promise<CountyReason[]> {
  const { rows, row } = await reasonOrRefuse(db, tenantId, id);
  const at = rows.indexOf(row);
  const neighbour = rows[direction === 'up' ? at - 1 : at + 1];
  if (!neighbour) throw new CountyRefusal(REASON_MESSAGES.cannotMove);
  await db.transaction(async (tx) => {
    const order = rows.filter((each) => each !== row);
    order.splice(direction === 'up' ? at - 1 : at + 1, 0, row);
    await renumber(tx, tenantId, order);
    await recordAudit(tx, { tenantId, accountId: actor.accountId ?? null, action: 'reason-moved', detail: { by: actor.by, reason: id, direction, past: neighbour.id } });
  });
  return listReasons(db, tenantId);
}
