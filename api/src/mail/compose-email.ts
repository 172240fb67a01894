import { and, eq } from 'drizzle-orm';
import { draftSavedEmail } from '../appeal-drafts/draft-email';
import { changeRequestEmail } from '../change-requests/change-request-email';
import { renderAppealReceipt, readReceiptFacts } from '../appeals/appeal-receipt';
import { APPEAL_STATUS_LABELS, type AppealStatus } from '../appeals/appeal-status';
import { confirmDeadline } from '../appeals/confirm-appeal';
import type { Database } from '../db/client';
import { appealStatusChanges, appeals, meetings, places, type OutboxRow } from '../db/schema';
import type { MeetingEmailFacts } from '../meetings/meeting-email-facts';
import { meetingInvitation } from '../meetings/meeting-invitation';
import { countyTimeZone } from '../meetings/meeting-settings';
import type { OutboxKind } from '../outbox/outbox-store';
import type { ComposeEmail, OutgoingEmail } from '../outbox/outbox-worker';
import type { CountySettings } from '../tenants/server-settings';
import { findTenant, readTenantSettings } from '../tenants/tenant-store';
import { STATUS_TOKEN_DAYS, type StatusKind, type TokenSigner } from '../tokens/signed-token';
import { renderEmail, type EmailContent, type Office } from './email-layout';
import { formatDay, formatMeetingTime, formatMoney, formatWhen } from './format';

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

/** The status link of a record: `/{tenant}/#/status/{token}` (the token is the only thing in it). */
export function statusUrl(publicUrl: string, tenantId: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${encodeURIComponent(tenantId)}/#/status/${token}`;
}

/**
 * Turns an outbox row into its e-mail (outbox/outbox-worker.ts ComposeEmail): reads the county's
 * settings and the record now, and the facts of the change from the row's payload, so each e-mail
 * tells its own moment even when it goes out late. Null when the record no longer exists.
 */
export function emailComposer({ db, tokens, publicUrl, from, clock = () => new Date() }: ComposerOptions): ComposeEmail {
  return async (row) => {
    const tenant = await findTenant(db, row.tenantId);
    if (!tenant) return null;
    const { settings } = await readTenantSettings(db, tenant.id);
    const office: Office = { name: settings['general.display_name'], phone: settings['general.phone_number'], email: settings['general.email'] };
    const timeZone = countyTimeZone(settings);
    const now = clock();
    const base = typeof publicUrl === 'function' ? publicUrl() : publicUrl;
    // One link per record (tokens/signed-token.ts statusToken): its expiry counts from the record's creation.
    const link = (kind: StatusKind, id: string, createdAt: Date) => statusUrl(base, tenant.id, tokens.statusToken(kind, tenant.id, id, createdAt));
    const linkNote = (what: string, createdAt: Date) =>
      `Anyone with this link can see ${what}, so please do not share it. It works until ${formatDay(new Date(createdAt.getTime() + STATUS_TOKEN_DAYS * 86_400_000), timeZone)}.`;
    const message = (to: { name: string; address: string }, subject: string, content: EmailContent, attachments: OutgoingEmail['attachments'] = []): OutgoingEmail => ({
      from: { name: office.name, address: from },
      ...(office.email ? { replyTo: { name: office.name, address: office.email } } : {}),
      to,
      subject,
      ...renderEmail(office, subject, content),
      messageId: `<outbox-${row.id}.${tenant.id}@assessor-portal>`,
      attachments,
    });
    const payload = (row.payload ?? {}) as Record<string, unknown>;
    const kind = row.kind as OutboxKind;

    if (kind === 'appeal-confirm' || kind === 'appeal-filed' || kind === 'appeal-status-changed') {
      const [appeal] = await db
        .select()
        .from(appeals)
        .where(and(eq(appeals.tenantId, tenant.id), eq(appeals.id, text(payload.appealId))));
      if (!appeal) return null;
      const appellant = (appeal.appellant ?? {}) as Record<string, unknown>;
      const to = { name: text(appellant.name), address: text(appellant.email) };
      const address = text(((appeal.property ?? {}) as Record<string, unknown>).address);
      const parcel = address ? `${appeal.parcelId}, ${address}` : appeal.parcelId;
      const statusLink = { label: 'See the status of your appeal', url: link('appeal', appeal.id, appeal.createdAt), note: linkNote('the status of this appeal', appeal.createdAt) };

      if (kind === 'appeal-confirm') {
        // The one place the confirmation link exists (issue 18): the filing browser never gets it.
        const confirmBy = confirmDeadline(appeal, settings as CountySettings);
        const subject = `Confirm your appeal ${appeal.reference}`;
        return message(to, subject, {
          greeting: `Dear ${to.name},`,
          lead: [
            `You have asked ${office.name} to review the assessed value of parcel ${appeal.parcelId}.`,
            `Your appeal is not filed until you confirm it. Please open the link below and select "Confirm my appeal" by ${formatWhen(confirmBy, timeZone)}.`,
          ],
          facts: [
            ['Reference', appeal.reference],
            ['Parcel', parcel],
            ['Claimed value', formatMoney({ amount: appeal.claimedAmount, currency: appeal.claimedCurrency })],
          ],
          after: ['If you did not file this appeal, you need not do anything: nothing is filed without this confirmation.'],
          link: {
            label: 'Confirm your appeal',
            url: statusUrl(base, tenant.id, tokens.confirmToken(tenant.id, appeal.id, confirmBy)),
            note: 'Anyone with this link can confirm this appeal, so please do not share it. After you confirm, we will send your receipt.',
          },
        });
      }

      if (kind === 'appeal-filed') {
        const facts = await readReceiptFacts(db, appeal, { ...office, timeZone });
        const pdf = await renderAppealReceipt(facts);
        const subject = `We received your appeal ${appeal.reference}`;
        return message(
          to,
          subject,
          {
            greeting: `Dear ${to.name},`,
            lead: [`${office.name} has received your appeal of the assessed value of parcel ${appeal.parcelId}.`],
            facts: [
              ['Reference', appeal.reference],
              ['Parcel', parcel],
              ['Claimed value', formatMoney({ amount: appeal.claimedAmount, currency: appeal.claimedCurrency })],
              ['Filed', formatWhen(appeal.confirmedAt ?? appeal.createdAt, timeZone)],
            ],
            after: [
              'Your receipt is attached as a PDF: it lists what you filed. Please keep it, and quote your reference whenever you contact us.',
              'We will e-mail you each time the status of your appeal changes.',
            ],
            link: statusLink,
          },
          [{ filename: `appeal-receipt-${appeal.reference}.pdf`, content: pdf, contentType: 'application/pdf' }],
        );
      }

      const [change] = await db
        .select()
        .from(appealStatusChanges)
        .where(and(eq(appealStatusChanges.tenantId, tenant.id), eq(appealStatusChanges.id, Number(payload.changeId))));
      if (!change) return null;
      const status = change.status as AppealStatus;
      const label = APPEAL_STATUS_LABELS[status] ?? change.status;
      const lead: Record<AppealStatus, string> = {
        filed: 'Your appeal has been filed.',
        'under-review': 'The office has started to review your appeal.',
        'hearing-scheduled': 'A hearing has been scheduled for your appeal.',
        decided: 'A decision has been made on your appeal.',
        withdrawn: 'Your appeal has been withdrawn.',
      };
      const facts: Array<[string, string]> = [
        ['Reference', appeal.reference],
        ['Parcel', parcel],
        ['Status', label],
      ];
      if (change.hearingAt) facts.push(['Hearing', formatMeetingTime(change.hearingAt, timeZone)]);
      if (change.decidedAmount !== null) facts.push(['Decided value', formatMoney({ amount: change.decidedAmount, currency: change.decidedCurrency ?? appeal.claimedCurrency })]);
      facts.push(['Changed', formatWhen(change.createdAt, timeZone)]);
      return message(to, `Your appeal ${appeal.reference}: ${label.toLowerCase()}`, {
        greeting: `Dear ${to.name},`,
        lead: [lead[status] ?? `The status of your appeal is now: ${label}.`],
        facts,
        after: ['If you have a question, please contact us and quote your reference.'],
        link: statusLink,
      });
    }

    if (kind === 'change-request-received' || kind === 'change-request-answered') {
      const answered = kind === 'change-request-answered';
      const email = await changeRequestEmail({ db, tenantId: tenant.id, officeName: office.name, payload, answered, timeZone });
      return email && message(email.to, email.subject, email.content);
    }

    if (kind === 'appeal-draft-saved') {
      const draft = await draftSavedEmail({ db, tokens, tenantId: tenant.id, payload, publicUrl: base, timeZone, now });
      return draft && message(draft.to, draft.subject, draft.content);
    }

    if (kind === 'meeting-booked' || kind === 'meeting-rescheduled' || kind === 'meeting-cancelled') {
      const facts = payload as unknown as MeetingEmailFacts;
      const [meeting] = await db
        .select()
        .from(meetings)
        .where(and(eq(meetings.tenantId, tenant.id), eq(meetings.id, text(facts.meetingId))));
      if (!meeting) return null;
      const [place] = facts.placeId
        ? await db
            .select()
            .from(places)
            .where(and(eq(places.tenantId, tenant.id), eq(places.id, facts.placeId)))
        : [];
      const attendee = (meeting.attendee ?? {}) as Record<string, unknown>;
      const to = { name: text(attendee.name), address: text(attendee.email) };
      const start = new Date(facts.startTime);
      const when = formatMeetingTime(start, timeZone);
      const where = place ? `${place.name}, ${place.address}` : 'Virtual meeting';
      const address = text(((meeting.property ?? {}) as Record<string, unknown>).address);
      const cancelled = kind === 'meeting-cancelled';
      const invitation = meetingInvitation({
        uid: `${meeting.id}@${tenant.id}.assessor-portal`,
        sequence: facts.sequence,
        method: cancelled ? 'CANCEL' : 'REQUEST',
        start,
        durationMinutes: facts.durationMinutes,
        timeZone,
        title: `Meeting with ${office.name}`,
        description: [`Reference: ${meeting.reference}`, `Parcel: ${meeting.parcelId}${address ? `, ${address}` : ''}`, office.phone && `Questions: ${office.phone}`]
          .filter(Boolean)
          .join('\n'),
        location: place ? `${place.name}, ${place.address}` : 'Virtual meeting',
        organizer: office.email ? { name: office.name, email: office.email } : null,
        attendee: { name: to.name, email: to.address },
      });
      const cutoff = (settings as CountySettings)['meetings.change_cutoff_hours'];
      const manage = {
        label: cancelled ? 'See your meeting' : 'Reschedule or cancel your meeting',
        url: link('meeting', meeting.id, meeting.createdAt),
        note: cancelled ? linkNote('this meeting', meeting.createdAt) : `${linkNote('and change this meeting', meeting.createdAt)} Changes are possible until ${cutoff} hours before the meeting.`,
      };
      const factList: Array<[string, string]> = [
        ['Reference', meeting.reference],
        ['When', when],
        ['Where', where],
        ['Parcel', address ? `${meeting.parcelId}, ${address}` : meeting.parcelId],
      ];
      const virtualNote = place ? [] : ['This is a virtual meeting: the office will contact you before it with how to join.'];
      const attachments = [
        {
          filename: cancelled ? `meeting-${meeting.reference}-cancelled.ics` : `meeting-${meeting.reference}.ics`,
          content: invitation,
          contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
        },
      ];
      if (kind === 'meeting-booked') {
        return message(
          to,
          `Your meeting is booked: ${meeting.reference}`,
          {
            greeting: `Dear ${to.name},`,
            lead: [`Your meeting with ${office.name} is booked.`],
            facts: factList,
            after: ['The invitation is attached: open it to add the meeting to your calendar.', ...virtualNote],
            link: manage,
          },
          attachments,
        );
      }
      if (kind === 'meeting-rescheduled') {
        const before = facts.previousStartTime ? formatMeetingTime(new Date(facts.previousStartTime), timeZone) : null;
        return message(
          to,
          `Your meeting has moved: ${meeting.reference}`,
          {
            greeting: `Dear ${to.name},`,
            lead: [before ? `Your meeting with ${office.name} has moved from ${before} to ${when}.` : `Your meeting with ${office.name} has moved to ${when}.`],
            facts: factList,
            after: ['The updated invitation is attached: open it to move the meeting in your calendar.', ...virtualNote],
            link: manage,
          },
          attachments,
        );
      }
      return message(
        to,
        `Your meeting is cancelled: ${meeting.reference}`,
        {
          greeting: `Dear ${to.name},`,
          lead: [facts.byOffice ? `${office.name} has cancelled your meeting on ${when}.` : `Your meeting with ${office.name} on ${when} is cancelled.`],
          facts: factList,
          after: ['Open the attachment to remove the meeting from your calendar. To meet us another time, please book a new meeting on the portal.'],
          link: manage,
        },
        attachments,
      );
    }
    return null;
  };
}
