import { asc, eq } from 'drizzle-orm';
import { STEP_MESSAGES, type DecisionReason } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { decisionReasonCodes, type StoredDecision } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';

// The reasons a county gives for its decisions (docs/product.md#appeal-lifecycle). A county that
// has stored none uses the starting list; a decision keeps its reasons' words as they were.

/** What most assessors' decisions rest on, 'Other' last. */
export const STARTING_DECISION_REASONS: Array<{ id: string; description: string; spanish: string }> = [
  { id: 'sales-support-value', description: 'Sales of similar properties support the value', spanish: 'Las ventas de propiedades similares respaldan el valor' },
  { id: 'sales-support-lower', description: 'Sales of similar properties support a lower value', spanish: 'Las ventas de propiedades similares respaldan un valor más bajo' },
  { id: 'characteristics-corrected', description: "The property's details were corrected", spanish: 'Se corrigieron los datos de la propiedad' },
  { id: 'condition', description: 'The condition of the property was taken into account', spanish: 'Se tuvo en cuenta el estado de la propiedad' },
  { id: 'in-line-with-neighbours', description: 'The value is in line with similar properties nearby', spanish: 'El valor está en línea con el de propiedades similares cercanas' },
  { id: 'no-evidence', description: 'No evidence was given that the value is wrong', spanish: 'No se presentaron pruebas de que el valor sea incorrecto' },
  { id: 'other', description: 'Other', spanish: 'Otro' },
];

/** The reason an accepted offer's decision gives: the filer's agreement, not one of the county's list. */
export const SETTLED_REASON = { id: 'offer-accepted', description: "You accepted the county's offer", labels: { es: 'Usted aceptó la oferta del condado' } };

export async function listDecisionReasons(db: Pick<Database, 'select'>, tenantId: string): Promise<DecisionReason[]> {
  const rows = await db
    .select()
    .from(decisionReasonCodes)
    .where(eq(decisionReasonCodes.tenantId, tenantId))
    .orderBy(asc(decisionReasonCodes.position), asc(decisionReasonCodes.id));
  if (!rows.length) return STARTING_DECISION_REASONS.map(({ id, description, spanish }) => ({ id, description, spanish, used: true }));
  return rows.map((row) => ({ id: row.id, description: row.description, spanish: row.labels.es ?? null, used: row.used }));
}

/** The reasons `ids` name, as a decision keeps them; any the county does not give is refused, nothing written. */
export async function decisionReasonsOf(db: Pick<Database, 'select'>, tenantId: string, ids: string[]): Promise<StoredDecision['reasons']> {
  const offered = new Map((await listDecisionReasons(db, tenantId)).filter((reason) => reason.used).map((reason) => [reason.id, reason]));
  const unique = [...new Set(ids)];
  return unique.map((id) => {
    const reason = offered.get(id);
    if (!reason) throw new HttpError(400, STEP_MESSAGES.decisionReasonUnknown);
    const labels: Record<string, string> = reason.spanish ? { es: reason.spanish } : {};
    return { id, description: reason.description, labels };
  });
}
