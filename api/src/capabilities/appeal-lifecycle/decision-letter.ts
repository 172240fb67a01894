import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid, OFFICE_MESSAGES, staffMay, type DecisionLetter, type LetterQueueResponse, type LetterStatus } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appealStatusChanges, appeals, decisionLetters, staffAccounts, type AppealRow, type DecisionLetterRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { normaliseReference } from '../../infrastructure/references/reference';
import { enqueueEmail } from '../outbox/outbox-store';
import { recordAudit } from '../staff/audit';
import { SETTLED_REASON } from './decision-reasons';

// A decision's letter (docs/product.md#appeal-lifecycle): written with every 'decided' step. When the
// county checks its letters (`appeal.letter_check`, on by default) it waits until a second person, an
// appraiser or an administrator who did not make the decision, approves it; only then is the filer
// e-mailed the decision with the letter attached, and only then does the status page show it.

export const LETTER_MESSAGES = {
  letterStaffOnly: 'Sign in as a member of staff to check decision letters.',
  secondPerson: 'A second person must check the letter: ask another appraiser or an administrator to approve it.',
  letterNone: 'This appeal has no decision letter: it has not been decided.',
  letterSentAlready: 'This letter has already been approved and sent.',
  letterNotReady: 'The decision letter is not ready yet. We will email you when it is.',
} as const;

type Reader = Pick<Database, 'select'>;

/** Writes the letter of the 'decided' step `changeId`: waiting for its check, or sent at once when the county checks none. */
export async function writeDecisionLetter(tx: Pick<Database, 'insert'>, appeal: AppealRow, changeId: number, { check }: { check: boolean }): Promise<LetterStatus> {
  const status: LetterStatus = check ? 'awaiting-check' : 'sent';
  await tx.insert(decisionLetters).values({ tenantId: appeal.tenantId, appealId: appeal.id, changeId, status, approvedAt: check ? null : new Date() });
  return status;
}

/** The appeal's letter (an appeal is decided once, so it has one at most); undefined for one decided before letters were kept, or not decided. */
export async function letterOfAppeal(db: Reader, appeal: Pick<AppealRow, 'tenantId' | 'id'>): Promise<DecisionLetterRow | undefined> {
  const [letter] = await db
    .select()
    .from(decisionLetters)
    .where(and(eq(decisionLetters.tenantId, appeal.tenantId), eq(decisionLetters.appealId, appeal.id)))
    .orderBy(desc(decisionLetters.createdAt), desc(decisionLetters.changeId))
    .limit(1);
  return letter;
}

/** The letter of one 'decided' step, if it has one. */
export async function letterOfChange(db: Reader, tenantId: string, changeId: number): Promise<DecisionLetterRow | undefined> {
  const [letter] = await db
    .select()
    .from(decisionLetters)
    .where(and(eq(decisionLetters.tenantId, tenantId), eq(decisionLetters.changeId, changeId)));
  return letter;
}

/**
 * When the filer is told of the decision: the day its letter was sent. A further appeal's time runs
 * from then, not from the day the decision was recorded, so the days a letter waits for its check
 * are not taken from the filer. A decision without a letter (before letters were kept): its own day.
 */
export const noticeTime = (letter: Pick<DecisionLetterRow, 'approvedAt'> | undefined, decidedAt: Date): Date => letter?.approvedAt ?? decidedAt;

/** Who looks at a letter: the signed-in staff member, for `canApprove`. */
export interface LetterViewer {
  accountId: string;
  role: string;
}

/** Whether the step was the settlement of an accepted offer (the portal's, after the filer's acceptance). */
const isSettlement = (change: { actor: string | null; decision: { reasons: Array<{ id: string }> } | null }) =>
  change.actor === 'portal' || (change.decision?.reasons.some((reason) => reason.id === SETTLED_REASON.id) ?? false);

/** Whether the staff member `accountId` recorded the decision of `change` (then a second person must check its letter); never for a settlement. */
const madeBy = (change: { actor: string | null; accountId: string | null }, accountId: string) => change.actor !== 'portal' && change.accountId === accountId;

const decider = alias(staffAccounts, 'decider');
const approver = alias(staffAccounts, 'approver');

function letterRows(db: Reader, where: SQL | undefined) {
  return db
    .select({ letter: decisionLetters, appeal: appeals, change: appealStatusChanges, decidedBy: decider.name, approvedBy: approver.name })
    .from(decisionLetters)
    .innerJoin(appeals, and(eq(appeals.tenantId, decisionLetters.tenantId), eq(appeals.id, decisionLetters.appealId)))
    .innerJoin(appealStatusChanges, and(eq(appealStatusChanges.tenantId, decisionLetters.tenantId), eq(appealStatusChanges.id, decisionLetters.changeId)))
    .leftJoin(decider, and(eq(decider.tenantId, appealStatusChanges.tenantId), eq(decider.id, appealStatusChanges.accountId)))
    .leftJoin(approver, and(eq(approver.tenantId, decisionLetters.tenantId), eq(approver.id, decisionLetters.approvedBy)))
    .where(where);
}
type LetterJoin = Awaited<ReturnType<typeof letterRows>>[number];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const moneyOf = (value: unknown): { amount: number; currency: string } | null => {
  const money = (value ?? null) as { amount?: unknown; currency?: unknown } | null;
  return money && typeof money.amount === 'number' ? { amount: money.amount, currency: text(money.currency) || 'USD' } : null;
};

/** The property's value as filed: the county's record kept with the appeal (appeals.property.value). */
export const valueBeforeOf = (appeal: Pick<AppealRow, 'property'>) => moneyOf(((appeal.property ?? {}) as { value?: unknown }).value);

function letterView({ letter, appeal, change, decidedBy, approvedBy }: LetterJoin, viewer: LetterViewer): DecisionLetter {
  const settled = isSettlement(change);
  const status: LetterStatus = letter.status === 'sent' ? 'sent' : 'awaiting-check';
  return {
    appeal: {
      id: appeal.id,
      reference: appeal.reference,
      parcel: { id: appeal.parcelId, address: text(((appeal.property ?? {}) as { address?: unknown }).address) },
      language: appeal.language ?? 'en',
    },
    status,
    valueBefore: valueBeforeOf(appeal),
    decidedValue: { amount: change.decidedAmount ?? 0, currency: change.decidedCurrency ?? appeal.claimedCurrency },
    decidedAt: change.createdAt.toISOString(),
    decidedBy: settled ? null : (decidedBy ?? null),
    settled,
    approvedBy: approvedBy ?? null,
    approvedAt: letter.approvedAt?.toISOString() ?? null,
    canApprove: status === 'awaiting-check' && staffMay(viewer.role, 'letters.approve') && !madeBy(change, viewer.accountId),
  };
}

/** GET /office/letters: one page of the county's letters in `status`, the oldest decision first. */
export async function listDecisionLetters(
  db: Reader,
  { tenantId, status, page, pageSize, viewer }: { tenantId: string; status: LetterStatus; page: number; pageSize: number; viewer: LetterViewer },
): Promise<LetterQueueResponse> {
  const where = and(eq(decisionLetters.tenantId, tenantId), eq(decisionLetters.status, status));
  const [{ total }] = await db.select({ total: count() }).from(decisionLetters).where(where);
  const rows = await letterRows(db, where)
    .orderBy(asc(decisionLetters.createdAt), asc(decisionLetters.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { results: rows.map((row) => letterView(row, viewer)), page, pageSize, total: Number(total) };
}

/** Which of the county's appeals an id or a reference names (as the office desk takes either); undefined when it can name none. */
function appealNamed(tenantId: string, idOrReference: string): SQL | undefined {
  const reference = isUuid(idOrReference) ? null : normaliseReference(idOrReference);
  if (!isUuid(idOrReference) && !reference) return undefined;
  return and(eq(appeals.tenantId, tenantId), reference ? eq(appeals.reference, reference) : eq(appeals.id, idOrReference.toLowerCase()));
}

/** The appeal an id or reference names and its letter: 404 for no such appeal in this county, or one without a letter. */
export async function findAppealLetter(db: Reader, tenantId: string, idOrReference: string): Promise<{ appeal: AppealRow; letter: DecisionLetterRow }> {
  const key = appealNamed(tenantId, idOrReference);
  const [appeal] = key ? await db.select().from(appeals).where(key) : [];
  if (!appeal) throw new HttpError(404, OFFICE_MESSAGES.notFound);
  const letter = await letterOfAppeal(db, appeal);
  if (!letter) throw new HttpError(404, LETTER_MESSAGES.letterNone);
  return { appeal, letter };
}

/** GET /office/appeals/{appeal}/letter: the appeal's letter as the office sees it. */
export async function readDecisionLetter(db: Reader, tenantId: string, idOrReference: string, viewer: LetterViewer): Promise<DecisionLetter> {
  const { letter } = await findAppealLetter(db, tenantId, idOrReference);
  const [row] = await letterRows(db, and(eq(decisionLetters.tenantId, tenantId), eq(decisionLetters.id, letter.id)));
  return letterView(row, viewer);
}

/**
 * POST /office/appeals/{appeal}/letter/approve: the second person's check. In one transaction with the
 * letter's row locked, so of two approvals at once one counts and the other is told it is sent: the
 * letter is 'sent', the approval audited ('decision-letter-approved'), and the decision's e-mail to the
 * filer (the 'appeal-status-changed' of the decided step, the letter attached) enqueued. The staff
 * member who recorded the decision may not approve it; a settlement (the portal's) anyone permitted may.
 */
export async function approveDecisionLetter(
  db: Database,
  { tenantId, appeal: idOrReference, viewer, now = new Date() }: { tenantId: string; appeal: string; viewer: LetterViewer; now?: Date },
): Promise<DecisionLetter> {
  return db.transaction(async (tx) => {
    const { appeal, letter: found } = await findAppealLetter(tx, tenantId, idOrReference);
    const [letter] = await tx
      .select()
      .from(decisionLetters)
      .where(and(eq(decisionLetters.tenantId, tenantId), eq(decisionLetters.id, found.id)))
      .for('update');
    if (letter.status === 'sent') throw new HttpError(409, LETTER_MESSAGES.letterSentAlready);
    const [change] = await tx
      .select()
      .from(appealStatusChanges)
      .where(and(eq(appealStatusChanges.tenantId, tenantId), eq(appealStatusChanges.id, letter.changeId)));
    if (madeBy(change, viewer.accountId)) throw new HttpError(409, LETTER_MESSAGES.secondPerson);
    await tx
      .update(decisionLetters)
      .set({ status: 'sent', approvedBy: viewer.accountId, approvedAt: now })
      .where(and(eq(decisionLetters.tenantId, tenantId), eq(decisionLetters.id, letter.id)));
    await recordAudit(tx, {
      tenantId,
      accountId: viewer.accountId,
      action: 'decision-letter-approved',
      parcelId: appeal.parcelId,
      detail: { appealId: appeal.id, changeId: letter.changeId, decidedBy: isSettlement(change) ? 'portal' : change.accountId },
    });
    await enqueueEmail(tx, { tenantId, kind: 'appeal-status-changed', payload: { appealId: appeal.id, changeId: letter.changeId } });
    const [row] = await letterRows(tx, and(eq(decisionLetters.tenantId, tenantId), eq(decisionLetters.id, letter.id)));
    return letterView(row, viewer);
  });
}
