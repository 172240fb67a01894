import { and, eq } from 'drizzle-orm';
import { appealResumePath, type SavedAppealDraft } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { parcels } from '../../infrastructure/db/schema';
import { say, type TextValues } from '../../infrastructure/i18n/local-text';
import { storedLanguage } from '../../infrastructure/i18n/request-language';
import type { AddresseeOf } from '../../infrastructure/mail/addressee';
import type { EmailContent } from '../../infrastructure/mail/email-layout';
import { formatDay, formatWhen } from '../../infrastructure/i18n/format';
import type { TokenSigner } from '../../infrastructure/tokens/signed-token';
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
  /** Whom it goes to: greeted by the typed name only at an address that has confirmed something. */
  addresseeOf: AddresseeOf;
}

/**
 * The e-mail of an 'appeal-draft-saved' outbox row: where the link goes, and what it says. Null when
 * there is nothing to send any more (the draft was replaced, filed or has expired meanwhile). The
 * link is the one the save answered: the same draft and expiry, so the same token. In the language
 * of the save.
 */
export async function draftSavedEmail({ db, tokens, tenantId, payload, publicUrl, timeZone, now, addresseeOf }: DraftEmailInput) {
  const draftId = typeof payload.draftId === 'string' ? payload.draftId : '';
  const expiresAt = new Date(String(payload.expiresAt));
  const savedAt = new Date(String(payload.savedAt));
  const draft = draftId ? await findDraft(db, tenantId, draftId) : undefined;
  if (!draft || draft.usedAt || !draft.email || Number.isNaN(expiresAt.getTime()) || expiresAt <= now) return null;
  const [parcel] = await db
    .select({ address: parcels.address })
    .from(parcels)
    .where(and(eq(parcels.tenantId, tenantId), eq(parcels.id, draft.parcelId)));
  const addressee = await addresseeOf({ name: (draft.data as Partial<SavedAppealDraft>).appellant?.name ?? '', address: draft.email });
  const language = storedLanguage(draft);
  const t = (id: string, values?: TextValues) => say(language, id, values);
  const until = formatDay(expiresAt, timeZone, language);
  const content: EmailContent = {
    greeting: addressee.greeting(language),
    lead: [t('api.email.draft.asked', { parcel: draft.parcelId }), t('api.email.draft.notFiled')],
    facts: [
      [t('api.email.fact.parcel'), parcel ? `${draft.parcelId}, ${parcel.address}` : draft.parcelId],
      [t('api.email.fact.saved'), formatWhen(Number.isNaN(savedAt.getTime()) ? draft.savedAt : savedAt, timeZone, language)],
      [t('api.email.fact.linkWorksUntil'), until],
    ],
    after: [t('api.email.draft.opens')],
    link: {
      label: t('api.email.draft.link'),
      url: resumeUrl(publicUrl, tenantId, tokens.draftToken(tenantId, draft.id, expiresAt)),
      note: t('api.email.draft.linkNote', { until }),
    },
  };
  return { language, addressee, subject: t('api.email.draft.subject', { parcel: draft.parcelId }), content };
}
