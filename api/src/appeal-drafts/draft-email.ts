import { and, eq } from 'drizzle-orm';
import { appealResumePath, type SavedAppealDraft } from 'mfe-shared/schemas';
import type { Database } from '../db/client';
import { parcels } from '../db/schema';
import type { EmailContent } from '../mail/email-layout';
import { formatDay, formatWhen } from '../mail/format';
import type { TokenSigner } from '../tokens/signed-token';
import { findDraft } from './draft-store';

/** The link a saved draft's e-mail holds: `/{tenant}/#/appeal/resume/{token}`. */
export function resumeUrl(publicUrl: string, tenantId: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${encodeURIComponent(tenantId)}/#${appealResumePath(token)}`;
}

interface DraftEmailInput {
  db: Database;
  tokens: TokenSigner;
  tenantId: string;
  /** The outbox row's facts: the draft and the save this e-mail reports. */
  payload: Record<string, unknown>;
  publicUrl: string;
  timeZone: string;
  now: Date;
}

/**
 * The e-mail of an 'appeal-draft-saved' outbox row: where the link goes, and what it says. Null when
 * there is nothing to send any more (the draft was replaced, filed or has expired meanwhile). The
 * link is the one the save answered: the same draft and expiry, so the same token.
 */
export async function draftSavedEmail({ db, tokens, tenantId, payload, publicUrl, timeZone, now }: DraftEmailInput) {
  const draftId = typeof payload.draftId === 'string' ? payload.draftId : '';
  const expiresAt = new Date(String(payload.expiresAt));
  const savedAt = new Date(String(payload.savedAt));
  const draft = draftId ? await findDraft(db, tenantId, draftId) : undefined;
  if (!draft || draft.usedAt || !draft.email || Number.isNaN(expiresAt.getTime()) || expiresAt <= now) return null;
  const [parcel] = await db
    .select({ address: parcels.address })
    .from(parcels)
    .where(and(eq(parcels.tenantId, tenantId), eq(parcels.id, draft.parcelId)));
  const name = (draft.data as Partial<SavedAppealDraft>).appellant?.name;
  const until = formatDay(expiresAt, timeZone);
  const content: EmailContent = {
    greeting: name ? `Dear ${name},` : 'Hello,',
    lead: [
      `You asked us to save your appeal of the assessed value of parcel ${draft.parcelId} so that you can finish it later.`,
      'Your appeal has not been filed yet: it is filed only when you press Submit Appeal on its Summary page.',
    ],
    facts: [
      ['Parcel', parcel ? `${draft.parcelId}, ${parcel.address}` : draft.parcelId],
      ['Saved', formatWhen(Number.isNaN(savedAt.getTime()) ? draft.savedAt : savedAt, timeZone)],
      ['Link works until', until],
    ],
    after: ['The link opens your appeal where you left it, with your answers and the documents you uploaded, on this or any other computer or phone.'],
    link: {
      label: 'Finish your appeal',
      url: resumeUrl(publicUrl, tenantId, tokens.draftToken(tenantId, draft.id, expiresAt)),
      note: `Anyone with this link can see and change your saved appeal, so please do not share it. It works until ${until}. If you did not ask for this e-mail, you can ignore it: the saved appeal is deleted when the link expires.`,
    },
  };
  return { to: { name: name ?? '', address: draft.email }, subject: `Finish your appeal of parcel ${draft.parcelId}`, content };
}
