import { and, eq } from 'drizzle-orm';
import type { Language } from 'mfe-shared/domain';
import type { Database } from '../../infrastructure/db/client';
import { parcels } from '../../infrastructure/db/schema';
import { countyText } from '../../infrastructure/i18n/county-text';
import { formatDay } from '../../infrastructure/i18n/format';
import { addresseesOf } from '../../infrastructure/mail/addressee';
import { statusUrl, type CountyEmail, type KindComposer } from '../../infrastructure/mail/county-email';
import { renderEmail, type Office } from '../../infrastructure/mail/email-layout';
import { STATUS_TOKEN_DAYS, type StatusKind, type TokenSigner } from '../../infrastructure/tokens/signed-token';
import { composeDraftEmail } from '../appeal-drafts/draft-email';
import { composeAppealEmail } from '../appeals/appeal-emails';
import { composeChangeRequestEmail } from '../change-requests/change-request-email';
import { composeMeetingEmail } from '../meetings/meeting-emails';
import { composeStatusLinksEmail } from '../status/status-links-email';
import { composeStaffInvitationEmail } from '../staff/staff-invitation-email';
import { composeHearingMoveEmail } from '../hearings/hearing-move-email';
import type { OutboxKind } from '../outbox/outbox-store';
import type { ComposeEmail } from '../outbox/outbox-worker';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import type { CountySettings } from '../tenants/server-settings';
import { countyCache, type CountyFinder } from '../tenants/county-cache';

/** Each kind of outbox row, and the capability that writes its e-mail. */
const COMPOSERS: Record<OutboxKind, KindComposer<CountySettings>> = {
  'appeal-confirm': composeAppealEmail,
  'appeal-filed': composeAppealEmail,
  'appeal-status-changed': composeAppealEmail,
  'appeal-draft-saved': composeDraftEmail,
  'meeting-booked': composeMeetingEmail,
  'meeting-rescheduled': composeMeetingEmail,
  'meeting-cancelled': composeMeetingEmail,
  'change-request-received': composeChangeRequestEmail,
  'change-request-answered': composeChangeRequestEmail,
  'status-links': composeStatusLinksEmail,
  'staff-invitation': composeStaffInvitationEmail,
  'hearing-move-refused': composeHearingMoveEmail,
};

export interface ComposerOptions {
  db: Database;
  tokens: TokenSigner;
  /** Where visitors reach the portal (PORTAL_PUBLIC_URL): the status links start with it. */
  publicUrl: string | (() => string);
  /** The sending address (MAIL_FROM); the county's name is the sender's name and its e-mail the Reply-To. */
  from: string;
  clock?: () => Date;
  /** Where the county and its settings come from: the app's own (app.counties) in the server; omitted, read for each e-mail. */
  counties?: CountyFinder;
}

/**
 * Turns an outbox row into its e-mail (capabilities/outbox/outbox-worker.ts ComposeEmail): finds the county and
 * its settings (`counties`), and hands the row to the capability that writes its kind of e-mail (COMPOSERS), which
 * reads its record now and the facts of the change from the row's payload, so each e-mail tells its
 * own moment even when it goes out late. Null when the record no longer exists. Written
 * in the language its filer used (the record's `language`): words from the catalogues
 * (api/src/locales), dates and money in that language's conventions, the county's texts in its own
 * translation where it gives one.
 */
export function emailComposer({ db, tokens, publicUrl, from, clock = () => new Date(), counties = countyCache(db, { ttlMs: 0 }) }: ComposerOptions): ComposeEmail {
  return async (row) => {
    const county = await counties(row.tenantId);
    if (!county) return null;
    const { tenant, settings } = county;
    const officeIn = (language: Language): Office => ({
      name: countyText(settings, 'general.display_name').in(language),
      phone: settings['general.phone_number'],
      email: settings['general.email'],
    });
    const timeZone = countyTimeZone(settings);
    const now = clock();
    const base = typeof publicUrl === 'function' ? publicUrl() : publicUrl;
    // One link per record (infrastructure/tokens/signed-token.ts statusToken): its expiry counts from the record's creation.
    const link = (kind: StatusKind, id: string, createdAt: Date, language: Language) => statusUrl(base, tenant.id, tokens.statusToken(kind, tenant.id, id, createdAt), language);
    const linkUntil = (createdAt: Date, language: Language) => formatDay(new Date(createdAt.getTime() + STATUS_TOKEN_DAYS * 86_400_000), timeZone, language);
    const message: CountyEmail<CountySettings>['message'] = (language, to, subject, content, attachments = [], unconfirmedRecipient) => {
      const office = officeIn(language);
      return {
        from: { name: office.name, address: from },
        ...(office.email ? { replyTo: { name: office.name, address: office.email } } : {}),
        to,
        subject,
        ...renderEmail(office, subject, content, language),
        messageId: `<outbox-${row.id}.${tenant.id}@assessor-portal>`,
        attachments,
        // Said only where it is not English: the English e-mails stay as they were.
        ...(language === 'en' ? {} : { headers: { 'Content-Language': language } }),
        ...(unconfirmedRecipient ? { unconfirmedRecipient } : {}),
      };
    };
    // Anyone can type someone's address into a form: an address that has confirmed nothing here is
    // written to in the county's words only, and what visitors cause is limited per day (infrastructure/mail/addressee.ts).
    const addresseeOf = addresseesOf(db, tokens, tenant.id);
    /** The parcel as the county's records name it: its id, and its address there. */
    const countyParcel = async (parcelId: string) => {
      const [parcel] = await db
        .select({ address: parcels.address })
        .from(parcels)
        .where(and(eq(parcels.tenantId, tenant.id), eq(parcels.id, parcelId)));
      return parcel ? `${parcelId}, ${parcel.address}` : parcelId;
    };
    const payload = (row.payload ?? {}) as Record<string, unknown>;
    const compose = COMPOSERS[row.kind as OutboxKind];
    if (!compose) return null;
    return compose({ db, tokens, tenantId: tenant.id, settings, timeZone, now, publicUrl: base, officeIn, link, linkUntil, addresseeOf, countyParcel, message }, row.kind, payload);
  };
}
