import { and, eq } from 'drizzle-orm';
import type { Language } from 'mfe-shared/domain';
import { draftSavedEmail } from '../appeal-drafts/draft-email';
import { changeRequestEmail } from '../change-requests/change-request-email';
import { renderAppealReceipt, readReceiptFacts } from '../appeals/appeal-receipt';
import type { AppealStatus } from '../appeals/appeal-status';
import { confirmDeadline } from '../appeals/confirm-appeal';
import type { Database } from '../../infrastructure/db/client';
import { appealStatusChanges, appeals, meetings, parcels, places } from '../../infrastructure/db/schema';
import { countyText } from '../../infrastructure/i18n/county-text';
import { appealStatusLabel } from '../../infrastructure/i18n/labels';
import { say, type TextValues } from '../../infrastructure/i18n/local-text';
import { storedLanguage } from '../../infrastructure/i18n/request-language';
import type { MeetingEmailFacts } from '../meetings/meeting-email-facts';
import { meetingInvitationOf } from '../meetings/meeting-invitation';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import type { OutboxKind } from '../outbox/outbox-store';
import type { OutgoingEmail } from '../../infrastructure/mail/outgoing-email';
import type { ComposeEmail } from '../outbox/outbox-worker';
import type { CountySettings } from '../tenants/server-settings';
import { findTenant, readTenantSettings } from '../tenants/tenant-store';
import { STATUS_TOKEN_DAYS, type StatusKind, type TokenSigner } from '../../infrastructure/tokens/signed-token';
import { addresseesOf } from '../../infrastructure/mail/addressee';
import { renderEmail, type EmailContent, type Office } from '../../infrastructure/mail/email-layout';
import { formatDay, formatMeetingTime, formatMoney, formatWhen } from '../../infrastructure/i18n/format';

export interface ComposerOptions {
  db: Database;
  tokens: TokenSigner;
  /** Where visitors reach the portal (PORTAL_PUBLIC_URL): the status links start with it. */
  publicUrl: string | (() => string);
  /** The sending address (MAIL_FROM); the county's name is the sender's name and its e-mail the Reply-To. */
  from: string;
  clock?: () => Date;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The statuses whose e-mail has a lead of its own (`api.email.appealStatus.<status>`). */
const APPEAL_STATUS_LEADS: readonly AppealStatus[] = ['filed', 'under-review', 'hearing-scheduled', 'decided', 'withdrawn', 'closed'];

/** The status link of a record: `/{tenant}/#/status/{token}` (the token is the only thing in it). */
export function statusUrl(publicUrl: string, tenantId: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${encodeURIComponent(tenantId)}/#/status/${token}`;
}

/**
 * Turns an outbox row into its e-mail (capabilities/outbox/outbox-worker.ts ComposeEmail): reads the county's
 * settings and the record now, and the facts of the change from the row's payload, so each e-mail
 * tells its own moment even when it goes out late. Null when the record no longer exists. Written
 * in the language its filer used (the record's `language`): words from the catalogues
 * (api/src/locales), dates and money in that language's conventions, the county's texts in its own
 * translation where it gives one.
 */
export function emailComposer({ db, tokens, publicUrl, from, clock = () => new Date() }: ComposerOptions): ComposeEmail {
  return async (row) => {
    const tenant = await findTenant(db, row.tenantId);
    if (!tenant) return null;
    const { settings } = await readTenantSettings(db, tenant.id);
    const officeIn = (language: Language): Office => ({
      name: countyText(settings, 'general.display_name').in(language),
      phone: settings['general.phone_number'],
      email: settings['general.email'],
    });
    const timeZone = countyTimeZone(settings);
    const now = clock();
    const base = typeof publicUrl === 'function' ? publicUrl() : publicUrl;
    // One link per record (infrastructure/tokens/signed-token.ts statusToken): its expiry counts from the record's creation.
    const link = (kind: StatusKind, id: string, createdAt: Date) => statusUrl(base, tenant.id, tokens.statusToken(kind, tenant.id, id, createdAt));
    const linkUntil = (createdAt: Date, language: Language) => formatDay(new Date(createdAt.getTime() + STATUS_TOKEN_DAYS * 86_400_000), timeZone, language);
    const message = (
      language: Language,
      to: { name: string; address: string },
      subject: string,
      content: EmailContent,
      attachments: OutgoingEmail['attachments'] = [],
      /** The address's digest when a visitor caused this e-mail and the address has confirmed nothing: the daily limit counts it. */
      unconfirmedRecipient?: string,
    ): OutgoingEmail => {
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
    const kind = row.kind as OutboxKind;

    if (kind === 'appeal-confirm' || kind === 'appeal-filed' || kind === 'appeal-status-changed') {
      const [appeal] = await db
        .select()
        .from(appeals)
        .where(and(eq(appeals.tenantId, tenant.id), eq(appeals.id, text(payload.appealId))));
      if (!appeal) return null;
      const language = storedLanguage(appeal);
      const t = (id: string, values?: TextValues) => say(language, id, values);
      const office = officeIn(language);
      const appellant = (appeal.appellant ?? {}) as Record<string, unknown>;
      const addressee = await addresseeOf({ name: text(appellant.name), address: text(appellant.email) });
      const { to } = addressee;
      const greeting = addressee.greeting(language);
      const address = text(((appeal.property ?? {}) as Record<string, unknown>).address);
      const parcel = address ? `${appeal.parcelId}, ${address}` : appeal.parcelId;
      // The value the filer typed, repeated only to an address that has confirmed something.
      const claimedFact: Array<[string, string]> = addressee.confirmed
        ? [[t('api.email.fact.claimedValue'), formatMoney({ amount: appeal.claimedAmount, currency: appeal.claimedCurrency }, language)]]
        : [];
      const statusLink = {
        label: t('api.email.appealStatus.link'),
        url: link('appeal', appeal.id, appeal.createdAt),
        note: t('api.email.linkNote.appeal', { until: linkUntil(appeal.createdAt, language) }),
      };

      if (kind === 'appeal-confirm') {
        // The one place the confirmation link exists: the filing browser never gets it.
        const confirmBy = confirmDeadline(appeal, settings as CountySettings);
        const subject = t('api.email.appealConfirm.subject', { reference: appeal.reference });
        return message(
          language,
          to,
          subject,
          {
            greeting,
            lead: [
              t('api.email.appealConfirm.asked', { office: office.name, parcel: appeal.parcelId }),
              t('api.email.appealConfirm.notFiledYet', { deadline: formatWhen(confirmBy, timeZone, language) }),
            ],
            facts: [[t('api.email.fact.reference'), appeal.reference], [t('api.email.fact.parcel'), parcel], ...claimedFact],
            after: [t('api.email.appealConfirm.notYou')],
            link: {
              label: t('api.email.appealConfirm.link'),
              url: statusUrl(base, tenant.id, tokens.confirmToken(tenant.id, appeal.id, confirmBy)),
              note: t('api.email.appealConfirm.linkNote'),
            },
          },
          [],
          // A visitor's filing: limited per day while the address has confirmed nothing.
          addressee.confirmed ? undefined : addressee.key,
        );
      }

      if (kind === 'appeal-filed') {
        const subject = t('api.email.appealFiled.subject', { reference: appeal.reference });
        // The receipt lists what the filer typed: attached only for an address that has confirmed
        // something (a staff filing for someone who never has: the status page has it). Sent after
        // a confirmation or by the office's own filing, so never limited.
        const attachments = addressee.confirmed
          ? [{ filename: `appeal-receipt-${appeal.reference}.pdf`, content: await renderAppealReceipt(await readReceiptFacts(db, appeal, { ...office, timeZone }), { language }), contentType: 'application/pdf' }]
          : [];
        return message(
          language,
          to,
          subject,
          {
            greeting,
            lead: [t('api.email.appealFiled.received', { office: office.name, parcel: appeal.parcelId })],
            facts: [
              [t('api.email.fact.reference'), appeal.reference],
              [t('api.email.fact.parcel'), parcel],
              ...claimedFact,
              [t('api.email.fact.filed'), formatWhen(appeal.confirmedAt ?? appeal.createdAt, timeZone, language)],
            ],
            after: [t(attachments.length ? 'api.email.appealFiled.receipt' : 'api.email.appealFiled.receiptOnline'), t('api.email.appealFiled.updates')],
            link: statusLink,
          },
          attachments,
        );
      }

      const [change] = await db
        .select()
        .from(appealStatusChanges)
        .where(and(eq(appealStatusChanges.tenantId, tenant.id), eq(appealStatusChanges.id, Number(payload.changeId))));
      if (!change) return null;
      const status = change.status as AppealStatus;
      const label = appealStatusLabel(status).in(language);
      const facts: Array<[string, string]> = [
        [t('api.email.fact.reference'), appeal.reference],
        [t('api.email.fact.parcel'), parcel],
        [t('api.email.fact.status'), label],
      ];
      if (change.hearingAt) facts.push([t('api.email.fact.hearing'), formatMeetingTime(change.hearingAt, timeZone, language)]);
      if (change.decidedAmount !== null) {
        facts.push([t('api.email.fact.decidedValue'), formatMoney({ amount: change.decidedAmount, currency: change.decidedCurrency ?? appeal.claimedCurrency }, language)]);
      }
      if (change.reason) facts.push([t('api.email.fact.reason'), change.reason]);
      facts.push([t('api.email.fact.changed'), formatWhen(change.createdAt, timeZone, language)]);
      const known = (APPEAL_STATUS_LEADS as readonly string[]).includes(status);
      return message(language, to, t('api.email.appealStatus.subject', { reference: appeal.reference, status: label.toLowerCase() }), {
        greeting,
        lead: [known ? t(`api.email.appealStatus.${status}`) : t('api.email.appealStatus.other', { status: label })],
        facts,
        after: [t('api.email.appealStatus.question')],
        link: statusLink,
      });
    }

    if (kind === 'change-request-received' || kind === 'change-request-answered') {
      const answered = kind === 'change-request-answered';
      const email = await changeRequestEmail({ db, tenantId: tenant.id, officeIn: (language) => officeIn(language).name, payload, answered, timeZone, addresseeOf });
      // The office's answer is its own doing: never limited.
      return email && message(email.language, email.addressee.to, email.subject, email.content, [], answered || email.addressee.confirmed ? undefined : email.addressee.key);
    }

    if (kind === 'appeal-draft-saved') {
      const draft = await draftSavedEmail({ db, tokens, tenantId: tenant.id, payload, publicUrl: base, timeZone, now, addresseeOf });
      return draft && message(draft.language, draft.addressee.to, draft.subject, draft.content, [], draft.addressee.confirmed ? undefined : draft.addressee.key);
    }

    if (kind === 'meeting-booked' || kind === 'meeting-rescheduled' || kind === 'meeting-cancelled') {
      const facts = payload as unknown as MeetingEmailFacts;
      const [meeting] = await db
        .select()
        .from(meetings)
        .where(and(eq(meetings.tenantId, tenant.id), eq(meetings.id, text(facts.meetingId))));
      if (!meeting) return null;
      const language = storedLanguage(meeting);
      const t = (id: string, values?: TextValues) => say(language, id, values);
      const office = officeIn(language);
      const [place] = facts.placeId
        ? await db
            .select()
            .from(places)
            .where(and(eq(places.tenantId, tenant.id), eq(places.id, facts.placeId)))
        : [];
      const attendee = (meeting.attendee ?? {}) as Record<string, unknown>;
      const addressee = await addresseeOf({ name: text(attendee.name), address: text(attendee.email) });
      const { to } = addressee;
      const start = new Date(facts.startTime);
      const when = formatMeetingTime(start, timeZone, language);
      const where = place ? `${place.name}, ${place.address}` : t('api.email.meeting.virtual');
      // The property as the booking sent it, repeated to a confirmed address; otherwise the county's record of it.
      const address = text(((meeting.property ?? {}) as Record<string, unknown>).address);
      const parcel = addressee.confirmed ? `${meeting.parcelId}${address ? `, ${address}` : ''}` : await countyParcel(meeting.parcelId);
      const cancelled = kind === 'meeting-cancelled';
      const invitation = meetingInvitationOf({
        // The invitation names its attendee only as the e-mail does.
        meeting: addressee.confirmed ? meeting : { ...meeting, attendee: { ...attendee, name: '' } },
        sequence: facts.sequence,
        cancelled,
        slot: { startTime: start, durationMinutes: facts.durationMinutes },
        place: place ?? null,
        office,
        timeZone,
        language,
        parcel,
        questions: office.phone,
      });
      const cutoff = (settings as CountySettings)['meetings.change_cutoff_hours'];
      const until = linkUntil(meeting.createdAt, language);
      const manage = {
        label: t(cancelled ? 'api.email.meeting.see' : 'api.email.meeting.manage'),
        url: link('meeting', meeting.id, meeting.createdAt),
        note: cancelled ? t('api.email.linkNote.meeting', { until }) : t('api.email.linkNote.meetingChange', { until, hours: cutoff }),
      };
      const factList: Array<[string, string]> = [
        [t('api.email.fact.reference'), meeting.reference],
        [t('api.email.fact.when'), when],
        [t('api.email.fact.where'), where],
        [t('api.email.fact.parcel'), parcel],
      ];
      const virtualNote = place ? [] : [t('api.email.meeting.virtualNote')];
      const attachments = [
        {
          filename: cancelled ? `meeting-${meeting.reference}-cancelled.ics` : `meeting-${meeting.reference}.ics`,
          content: invitation,
          contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
        },
      ];
      const greeting = addressee.greeting(language);
      // A cancellation by the office is its own doing: never limited.
      const limitedBy = addressee.confirmed || facts.byOffice ? undefined : addressee.key;
      if (kind === 'meeting-booked') {
        return message(
          language,
          to,
          t('api.email.meeting.bookedSubject', { reference: meeting.reference }),
          {
            greeting,
            lead: [t('api.email.meeting.booked', { office: office.name })],
            facts: factList,
            after: [t('api.email.meeting.bookedAttachment'), ...virtualNote],
            link: manage,
          },
          attachments,
          limitedBy,
        );
      }
      if (kind === 'meeting-rescheduled') {
        const before = facts.previousStartTime ? formatMeetingTime(new Date(facts.previousStartTime), timeZone, language) : null;
        return message(
          language,
          to,
          t('api.email.meeting.movedSubject', { reference: meeting.reference }),
          {
            greeting,
            lead: [before ? t('api.email.meeting.movedFrom', { office: office.name, before, when }) : t('api.email.meeting.moved', { office: office.name, when })],
            facts: factList,
            after: [t('api.email.meeting.movedAttachment'), ...virtualNote],
            link: manage,
          },
          attachments,
          limitedBy,
        );
      }
      return message(
        language,
        to,
        t('api.email.meeting.cancelledSubject', { reference: meeting.reference }),
        {
          greeting,
          lead: [facts.byOffice ? t('api.email.meeting.cancelledByOffice', { office: office.name, when }) : t('api.email.meeting.cancelled', { office: office.name, when })],
          facts: factList,
          after: [t('api.email.meeting.cancelledAttachment')],
          link: manage,
        },
        attachments,
        limitedBy,
      );
    }
    return null;
  };
}
