import type { Language } from 'mfe-shared/domain';
import { appealResumePath, type SavedAppealDraft } from 'mfe-shared/schemas';
import { say, type TextValues } from '../../infrastructure/i18n/local-text';
import { storedLanguage } from '../../infrastructure/i18n/request-language';
import { portalUrl, type KindComposer } from '../../infrastructure/mail/county-email';
import type { EmailContent } from '../../infrastructure/mail/email-layout';
import { formatDay, formatWhen } from '../../infrastructure/i18n/format';
import { findDraft } from './draft-store';
import type { CountySettings } from '../tenants/server-settings';

/** The link a saved draft's e-mail holds: `/{tenant}/?lang={language}#/appeal/resume/{token}`, in the language of the save. */
export function resumeUrl(publicUrl: string, tenantId: string, token: string, language: Language): string {
  return portalUrl(publicUrl, tenantId, appealResumePath(token), language);
}

/**
 * The e-mail of an 'appeal-draft-saved' outbox row: where the link goes, and what it says. Null when
 * there is nothing to send any more (the draft was replaced, filed or has expired meanwhile). The
 * link is the one the save answered: the same draft and expiry, so the same token. In the language
 * of the save.
 */
export const composeDraftEmail: KindComposer<CountySettings> = async (email, _kind, payload) => {
  const { db, tokens, tenantId, publicUrl, timeZone, now, addresseeOf, message } = email;
  const draftId = typeof payload.draftId === 'string' ? payload.draftId : '';
  const expiresAt = new Date(String(payload.expiresAt));
  const savedAt = new Date(String(payload.savedAt));
  const draft = draftId ? await findDraft(db, tenantId, draftId) : undefined;
  if (!draft || draft.usedAt || !draft.email || Number.isNaN(expiresAt.getTime()) || expiresAt <= now) return null;
  const parcel = await email.countyParcel(draft.parcelId);
  const addressee = await addresseeOf({ name: (draft.data as Partial<SavedAppealDraft>).appellant?.name ?? '', address: draft.email });
  const language = storedLanguage(draft);
  const t = (id: string, values?: TextValues) => say(language, id, values);
  const until = formatDay(expiresAt, timeZone, language);
  const content: EmailContent = {
    greeting: addressee.greeting(language),
    lead: [t('api.email.draft.asked', { parcel: draft.parcelId }), t('api.email.draft.notFiled')],
    facts: [
      [t('api.email.fact.parcel'), parcel],
      [t('api.email.fact.saved'), formatWhen(Number.isNaN(savedAt.getTime()) ? draft.savedAt : savedAt, timeZone, language)],
      [t('api.email.fact.linkWorksUntil'), until],
    ],
    after: [t('api.email.draft.opens')],
    link: {
      label: t('api.email.draft.link'),
      url: resumeUrl(publicUrl, tenantId, tokens.draftToken(tenantId, draft.id, expiresAt), language),
      note: t('api.email.draft.linkNote', { until }),
    },
  };
  // Asked for by a visitor: limited per day while the address has confirmed nothing.
  return message(language, addressee.to, t('api.email.draft.subject', { parcel: draft.parcelId }), content, [], addressee.confirmed ? undefined : addressee.key);
};
