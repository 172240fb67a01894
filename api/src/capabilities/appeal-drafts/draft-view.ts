import { and, eq } from 'drizzle-orm';
import type { AppealDraftView, SavedAppealDraft } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appeals, appealWindows, parcels, type AppealDraftRow } from '../../infrastructure/db/schema';
import { toProperty } from '../parcels/to-property';
import type { TokenSigner } from '../../infrastructure/tokens/signed-token';
import { appealOf, draftFiles, markDraftUsed } from './draft-store';

interface ViewContext {
  db: Database;
  tokens: TokenSigner;
  now: Date;
}

/** The season the draft files into: its own, or (saved before it had one) the county's open season. */
async function seasonOf(db: Database, row: AppealDraftRow): Promise<{ id: string; open: boolean } | undefined> {
  const [season] = await db
    .select({ id: appealWindows.id, open: appealWindows.open })
    .from(appealWindows)
    .where(
      row.windowId
        ? and(eq(appealWindows.tenantId, row.tenantId), eq(appealWindows.id, row.windowId))
        : and(eq(appealWindows.tenantId, row.tenantId), eq(appealWindows.open, true)),
    );
  return season;
}

/**
 * What the link of a live (unexpired) draft opens (GET /appeal-drafts/{token}): the draft, or,
 * once the parcel's appeal for its season has been filed (from this draft or by anyone else), only
 * that fact. The first visit that finds the appeal marks the draft used and wipes what it held.
 * An appeal filed from this draft (it carries the draft's Idempotency-Key) gets its status link;
 * someone else's appeal of the parcel stays theirs. Null: the parcel is no longer the county's.
 */
export async function draftView({ db, tokens, now }: ViewContext, row: AppealDraftRow): Promise<AppealDraftView | null> {
  const [parcel] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.tenantId, row.tenantId), eq(parcels.id, row.parcelId)));
  // A save needs the county's parcel; should it be gone, so is the draft.
  if (!parcel) return null;
  const base = {
    parcel: { id: row.parcelId, address: parcel.address },
    savedAt: row.savedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
  const closed = { ...base, email: null, property: null, draft: null, filed: null };

  const filedView = async (appealId: string): Promise<AppealDraftView> => {
    const [appeal] = await db
      .select({ id: appeals.id, reference: appeals.reference, idempotencyKey: appeals.idempotencyKey, createdAt: appeals.createdAt, confirmedAt: appeals.confirmedAt })
      .from(appeals)
      .where(and(eq(appeals.tenantId, row.tenantId), eq(appeals.id, appealId)));
    const mine = Boolean(appeal && appeal.idempotencyKey === row.submissionKey);
    return {
      ...closed,
      state: 'filed',
      filed: {
        byThisDraft: mine,
        reference: mine ? appeal.reference : null,
        statusToken: mine ? tokens.statusToken('appeal', row.tenantId, appeal.id, appeal.createdAt) : null,
        // Its own filing may still wait for the filer's confirmation: then it is not filed yet.
        confirmed: mine ? appeal.confirmedAt !== null : true,
      },
    };
  };

  if (row.usedAt && row.filedAppealId) return filedView(row.filedAppealId);
  const season = await seasonOf(db, row);
  const appeal = season ? await appealOf(db, row.tenantId, row.parcelId, season.id, row.submissionKey) : undefined;
  if (appeal) {
    await markDraftUsed(db, row, appeal.id, now);
    return filedView(appeal.id);
  }
  if (!season || !season.open) return { ...closed, state: 'season-closed' };

  const saved = row.data as SavedAppealDraft;
  const held = await draftFiles(db, row);
  const stillHeld = <T extends { id: string }>(document: T) => held.get(document.id.toLowerCase());
  return {
    ...base,
    state: 'open',
    email: row.email,
    property: toProperty(parcel),
    draft: {
      ...saved,
      // A document its owner removed since is left out; names and sizes are the server's.
      documents: saved.documents.flatMap((document) => {
        const file = stillHeld(document);
        return file ? [{ ...document, id: file.id, name: file.name, size: file.size, type: file.type }] : [];
      }),
      comparablesPdf: saved.comparablesPdf && stillHeld(saved.comparablesPdf) ? saved.comparablesPdf : null,
    },
    filed: null,
  };
}
