import { and, eq } from 'drizzle-orm';
import { formatCalendarDay } from 'mfe-shared/format';
import type { Language } from 'mfe-shared/domain';
import { addDays, civilDate, formatCivilDate } from '../../infrastructure/clock/zoned-time';
import { appealOffers, appealStatusChanges, appeals, hearingPanels, hearings } from '../../infrastructure/db/schema';
import { meetingInvitation } from '../meetings/meeting-invitation';
import { countyText } from '../../infrastructure/i18n/county-text';
import { SETTLED_REASON } from '../appeal-lifecycle/decision-reasons';
import { letterOfChange, noticeTime } from '../appeal-lifecycle/decision-letter';
import { decisionLetterFileName, readDecisionLetterFacts, renderDecisionLetter } from '../appeal-lifecycle/decision-letter-pdf';
import { formatMeetingTime, formatMoney, formatWhen } from '../../infrastructure/i18n/format';
import { appealStatusLabel } from '../../infrastructure/i18n/labels';
import { say, type TextValues } from '../../infrastructure/i18n/local-text';
import { storedLanguage } from '../../infrastructure/i18n/request-language';
import { payloadText, statusUrl, type KindComposer } from '../../infrastructure/mail/county-email';
import { renderAppealReceipt, readReceiptFacts } from './appeal-receipt';
import type { AppealStatus } from './appeal-status';
import { confirmDeadline } from './confirm-appeal';
import type { CountySettings } from '../tenants/server-settings';

/** The statuses whose e-mail has a lead of its own (`api.email.appealStatus.<status>`). */
const APPEAL_STATUS_LEADS: readonly AppealStatus[] = [
  'filed',
  'under-review',
  'offer-made',
  'offer-declined',
  'hearing-scheduled',
  'hearing-held',
  'decided',
  'withdrawn',
  'closed',
];

/**
 * The e-mails of an appeal: the confirmation a public filing waits for ('appeal-confirm'), the
 * receipt once it is filed ('appeal-filed', with the receipt PDF for an address that has confirmed
 * something) and each change of status ('appeal-status-changed'). In the language of the filing.
 */
export const composeAppealEmail: KindComposer<CountySettings> = async (email, kind, payload) => {
  const { db, tenantId, settings, timeZone, tokens, publicUrl, officeIn, link, linkUntil, addresseeOf, message } = email;
  const [appeal] = await db
    .select()
    .from(appeals)
    .where(and(eq(appeals.tenantId, tenantId), eq(appeals.id, payloadText(payload.appealId))));
  if (!appeal) return null;
  const language = storedLanguage(appeal);
  const t = (id: string, values?: TextValues) => say(language, id, values);
  const office = officeIn(language);
  const appellant = (appeal.appellant ?? {}) as Record<string, unknown>;
  const addressee = await addresseeOf({ name: payloadText(appellant.name), address: payloadText(appellant.email) });
  const { to } = addressee;
  const greeting = addressee.greeting(language);
  const address = payloadText(((appeal.property ?? {}) as Record<string, unknown>).address);
  const parcel = address ? `${appeal.parcelId}, ${address}` : appeal.parcelId;
  // The value the filer typed, repeated only to an address that has confirmed something.
  const claimedFact: Array<[string, string]> = addressee.confirmed
    ? [[t('api.email.fact.claimedValue'), formatMoney({ amount: appeal.claimedAmount, currency: appeal.claimedCurrency }, language)]]
    : [];
  const statusLink = {
    label: t('api.email.appealStatus.link'),
    url: link('appeal', appeal.id, appeal.createdAt, language),
    note: t('api.email.linkNote.appeal', { until: linkUntil(appeal.createdAt, language) }),
  };

  if (kind === 'appeal-confirm') {
    // The one place the confirmation link exists: the filing browser never gets it.
    const confirmBy = confirmDeadline(appeal, settings);
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
          url: statusUrl(publicUrl, tenantId, tokens.confirmToken(tenantId, appeal.id, confirmBy, payloadText(appellant.email)), language),
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
      ? [
          {
            filename: `appeal-receipt-${appeal.reference}.pdf`,
            content: await renderAppealReceipt(await readReceiptFacts(db, appeal, { ...office, timeZone }), { language }),
            contentType: 'application/pdf',
          },
        ]
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
    .where(and(eq(appealStatusChanges.tenantId, tenantId), eq(appealStatusChanges.id, Number(payload.changeId))));
  if (!change) return null;
  const status = change.status as AppealStatus;
  const label = appealStatusLabel(status).in(language);
  const facts: Array<[string, string]> = [
    [t('api.email.fact.reference'), appeal.reference],
    [t('api.email.fact.parcel'), parcel],
    [t('api.email.fact.status'), label],
  ];
  if (change.hearingAt) facts.push([t('api.email.fact.hearing'), formatMeetingTime(change.hearingAt, timeZone, language)]);
  // A hearing on a panel: how to join or where to go, and the invitation for the filer's calendar.
  const [heard] =
    status === 'hearing-scheduled'
      ? await db
          .select({ hearing: hearings, panel: hearingPanels })
          .from(hearings)
          .innerJoin(hearingPanels, and(eq(hearingPanels.tenantId, hearings.tenantId), eq(hearingPanels.id, hearings.panelId)))
          .where(and(eq(hearings.tenantId, tenantId), eq(hearings.changeId, change.id)))
      : [];
  const video = heard?.panel.mode === 'video';
  if (heard) facts.push(video ? [t('api.email.fact.videoLink'), heard.panel.videoUrl ?? ''] : [t('api.email.fact.hearingPlace'), heard.panel.room ?? '']);
  const invitation = heard
    ? [
        {
          filename: `hearing-${appeal.reference}.ics`,
          content: meetingInvitation({
            uid: `${heard.hearing.id}@${tenantId}.assessor-portal`,
            sequence: 0,
            method: 'REQUEST',
            start: heard.hearing.startsAt,
            durationMinutes: heard.hearing.minutes,
            timeZone,
            title: t('api.email.hearing.title', { reference: appeal.reference }),
            description: t('api.email.hearing.bring'),
            location: video ? (heard.panel.videoUrl ?? '') : (heard.panel.room ?? ''),
            ...(video && heard.panel.videoUrl ? { url: heard.panel.videoUrl } : {}),
            organizer: settings['general.email'] ? { name: office.name, email: settings['general.email'] } : null,
            attendee: { name: payloadText(appellant.name), email: payloadText(appellant.email) },
          }),
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        },
      ]
    : [];
  if (change.decidedAmount !== null) {
    facts.push([t('api.email.fact.decidedValue'), formatMoney({ amount: change.decidedAmount, currency: change.decidedCurrency ?? appeal.claimedCurrency }, language)]);
  }
  if (change.reason) facts.push([t('api.email.fact.reason'), change.reason]);
  const [offer] =
    status === 'offer-made'
      ? await db
          .select()
          .from(appealOffers)
          .where(and(eq(appealOffers.tenantId, tenantId), eq(appealOffers.changeId, change.id)))
      : [];
  if (offer) {
    facts.push([t('api.email.fact.offeredValue'), formatMoney({ amount: offer.amount, currency: offer.currency }, language)]);
    // The last day to answer: the day before the instant the time ends.
    facts.push([t('api.email.fact.answerBy'), formatWhen(new Date(offer.answerBy.getTime() - 1), timeZone, language)]);
    if (offer.note) facts.push([t('api.email.fact.offerNote'), offer.note]);
  }
  const decision = change.decision;
  // A decision's letter, once approved (or the county checks none): attached for an address that has
  // confirmed something, as the receipt is (the office's own filing for someone who never has: the status page has it).
  const letter = status === 'decided' ? await letterOfChange(db, tenantId, change.id) : undefined;
  const letterAttachment =
    letter?.status === 'sent' && addressee.confirmed
      ? [
          {
            filename: decisionLetterFileName(appeal.reference),
            content: await renderDecisionLetter(await readDecisionLetterFacts(db, { appeal, letter, settings, language }), { language }),
            contentType: 'application/pdf',
          },
        ]
      : [];
  const settled = decision?.reasons.some((reason) => reason.id === SETTLED_REASON.id) ?? false;
  if (decision && !settled) {
    facts.push([t('api.email.fact.decisionReasons'), decision.reasons.map((reason) => reason.labels[language] ?? reason.description).join('; ')]);
    if (decision.explanation) facts.push([t('api.email.fact.explanation'), decision.explanation]);
    if (decision.decidedBy) facts.push([t('api.email.fact.decidedBy'), decision.decidedBy]);
  }
  facts.push([t('api.email.fact.changed'), formatWhen(change.createdAt, timeZone, language)]);
  const known = (APPEAL_STATUS_LEADS as readonly string[]).includes(status);
  const lead =
    status === 'offer-declined' && change.actor === 'portal'
      ? t('api.email.appealStatus.offerLapsed')
      : settled
        ? t('api.email.appealStatus.settled')
        : known
          ? t(`api.email.appealStatus.${status}`)
          : t('api.email.appealStatus.other', { status: label });
  return message(
    language,
    to,
    t('api.email.appealStatus.subject', { reference: appeal.reference, status: label.toLowerCase() }),
    {
      greeting,
      lead: [lead],
      facts,
      after: [
        ...(status === 'decided' ? [furtherAppealText(settings, noticeTime(letter, change.createdAt), timeZone, language, t)] : []),
        ...(letter?.status === 'sent' ? [t(letterAttachment.length ? 'api.email.appealStatus.letterAttached' : 'api.email.appealStatus.letterOnline')] : []),
        ...(heard ? [t('api.email.hearing.bring'), t('api.email.hearing.attachment')] : []),
        t('api.email.appealStatus.question'),
      ],
      link: statusLink,
    },
    [...invitation, ...letterAttachment],
  );
};

/** Where a filer who disagrees goes next, as the county's settings say (docs/product.md#appeal-lifecycle); the days count from `decidedAt`, the day the filer is told (its letter's). */
function furtherAppealText(settings: CountySettings, decidedAt: Date, timeZone: string, language: Language, t: (id: string, values?: TextValues) => string): string {
  const body = countyText(settings, 'appeal.further_appeal_body').in(language).trim();
  if (!body) return t('api.email.appealStatus.furtherAppealOffice');
  const days = settings['appeal.further_appeal_days'];
  if (days <= 0) return t('api.email.appealStatus.furtherAppeal', { body });
  const day = formatCivilDate(addDays(civilDate(decidedAt, timeZone), days));
  return t('api.email.appealStatus.furtherAppealBy', { body, date: formatCalendarDay(day, language === 'es' ? 'es-US' : 'en-US') });
}
