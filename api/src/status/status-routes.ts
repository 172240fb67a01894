import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { readReceiptFacts, renderAppealReceipt } from '../appeals/appeal-receipt';
import { confirmAppeal } from '../appeals/confirm-appeal';
import type { Database } from '../db/client';
import { appeals, meetings } from '../db/schema';
import { HttpError } from '../http/http-error';
import { anonymousWriteLimit } from '../limits/anonymous-limits';
import { formatPhone } from '../mail/format';
import { cancelMeeting, rescheduleMeeting } from '../meetings/change-meeting';
import { meetingInvitation } from '../meetings/meeting-invitation';
import { countyTimeZone } from '../meetings/meeting-settings';
import { holdTokenOf } from '../meetings/slot-holds';
import type { CountySettings } from '../tenants/server-settings';
import type { StatusKind, TokenClaims, TokenKind } from '../tokens/signed-token';
import { appealStatusView, meetingStatusView, slotAndPlaceOf, statusResponseSchema } from './status-view';

/** 'Harbor County Assessor's Office on (555) 555 0100': whom a refused link sends the visitor to. */
export const officeContact = (settings: CountySettings) => {
  const phone = settings['general.phone_number'];
  return phone ? `${settings['general.display_name']} on ${formatPhone(phone)}` : settings['general.display_name'];
};

export const TOKEN_MESSAGES = {
  invalid: (settings: CountySettings) =>
    `This link is not valid. Please open the whole link from your most recent e-mail. If it still does not work, contact ${officeContact(settings)}.`,
  expired: (settings: CountySettings) => `This link has expired. Please contact ${officeContact(settings)}, who can tell you where things stand.`,
  wrongKind: (kind: TokenKind) => (kind === 'meeting' ? 'This link is for a meeting, not an appeal.' : 'This link is for an appeal, not a meeting.'),
  notConfirmLink: 'Only the link in the e-mail we sent when the appeal was filed can confirm it.',
};

/** The confirmation link (kind `confirm`) opens its appeal as the status link does, and may also confirm it. */
const sameRecord = (given: TokenKind, wanted: TokenKind) => given === wanted || (wanted === 'appeal' && given === 'confirm');

/** The token: URL-safe base64 parts, at most 512 characters (a real one is about 140). */
const tokenParams = z.object({ token: z.string().min(1).max(512) });
const rescheduleBody = z.object({ timeSlot: z.string({ error: 'Choose the new time of your meeting.' }).min(1, { error: 'Choose the new time of your meeting.' }).max(100) }).strict();

/**
 * The status link's calls (issue 17), all under `/status/{token}`: no account, the signed token
 * is the only key and opens one record of this county. A forged, altered or other county's token
 * answers 404 and an expired one 410, with a plain message and no data. The token is left out of
 * logged paths (http/log-privacy.ts).
 */
export function registerStatusRoutes(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  // Rescheduling and cancelling by the link are one kind of write, counted together.
  const changeLimit = anonymousWriteLimit(api, 'meeting-changes');

  const claimsOf = (request: FastifyRequest, token: string, kind?: StatusKind): TokenClaims => {
    const check = api.tokens.verify(token, request.tenant.id);
    if (!check.ok) throw new HttpError(check.problem === 'expired' ? 410 : 404, TOKEN_MESSAGES[check.problem](request.settings));
    // A saved draft's link is signed by the same key but opens no status page.
    if (check.claims.kind === 'appeal-draft') throw new HttpError(404, TOKEN_MESSAGES.invalid(request.settings));
    if (kind && !sameRecord(check.claims.kind, kind)) throw new HttpError(400, TOKEN_MESSAGES.wrongKind(check.claims.kind));
    return check.claims;
  };
  const findAppeal = async (request: FastifyRequest, claims: TokenClaims) => {
    const [appeal] = await db
      .select()
      .from(appeals)
      .where(and(eq(appeals.tenantId, request.tenant.id), eq(appeals.id, claims.id)));
    if (!appeal) throw new HttpError(404, TOKEN_MESSAGES.invalid(request.settings));
    return appeal;
  };
  const findMeeting = async (request: FastifyRequest, claims: TokenClaims) => {
    const [meeting] = await db
      .select()
      .from(meetings)
      .where(and(eq(meetings.tenantId, request.tenant.id), eq(meetings.id, claims.id)));
    if (!meeting) throw new HttpError(404, TOKEN_MESSAGES.invalid(request.settings));
    return meeting;
  };

  typed.get('/status/:token', { schema: { params: tokenParams, response: { 200: statusResponseSchema } } }, async (request) => {
    const claims = claimsOf(request, request.params.token);
    return claims.kind === 'meeting'
      ? meetingStatusView(db, await findMeeting(request, claims), request.settings)
      : appealStatusView(db, await findAppeal(request, claims), request.settings, { confirmLink: claims.kind === 'confirm' });
  });

  // Issue 18: a public filing counts once its filer confirms it with the e-mail's link.
  typed.post('/status/:token/confirm', { onRequest: anonymousWriteLimit(api, 'appeals'), schema: { params: tokenParams, response: { 200: statusResponseSchema } } }, async (request) => {
    const claims = claimsOf(request, request.params.token, 'appeal');
    if (claims.kind !== 'confirm') throw new HttpError(403, TOKEN_MESSAGES.notConfirmLink);
    const confirmed = await confirmAppeal(db, request.tenant.id, claims.id, request.settings);
    return appealStatusView(db, confirmed, request.settings, { confirmLink: true });
  });

  // The receipt PDF, for the confirmation and status pages; the token is the filer's.
  typed.get('/status/:token/receipt.pdf', { schema: { params: tokenParams } }, async (request, reply) => {
    const appeal = await findAppeal(request, claimsOf(request, request.params.token, 'appeal'));
    const settings = request.settings;
    const facts = await readReceiptFacts(db, appeal, {
      name: settings['general.display_name'],
      phone: settings['general.phone_number'],
      email: settings['general.email'],
      timeZone: countyTimeZone(settings),
    });
    const pdf = await renderAppealReceipt(facts);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="appeal-receipt-${appeal.reference}.pdf"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf);
  });

  // The meeting's invitation as it stands now (same UID and SEQUENCE as the last e-mail).
  typed.get('/status/:token/invitation.ics', { schema: { params: tokenParams } }, async (request, reply) => {
    const meeting = await findMeeting(request, claimsOf(request, request.params.token, 'meeting'));
    const settings = request.settings;
    const { slot, place } = await slotAndPlaceOf(db, meeting);
    const attendee = (meeting.attendee ?? {}) as { name?: string; email?: string };
    const cancelled = meeting.status === 'cancelled';
    const office = settings['general.display_name'];
    const ics = meetingInvitation({
      uid: `${meeting.id}@${meeting.tenantId}.assessor-portal`,
      sequence: meeting.sequence,
      method: cancelled ? 'CANCEL' : 'REQUEST',
      start: slot.startTime,
      durationMinutes: slot.durationMinutes,
      timeZone: countyTimeZone(settings),
      title: `Meeting with ${office}`,
      description: `Reference: ${meeting.reference}\nParcel: ${meeting.parcelId}`,
      location: place ? `${place.name}, ${place.address}` : 'Virtual meeting',
      organizer: settings['general.email'] ? { name: office, email: settings['general.email'] } : null,
      attendee: { name: attendee.name ?? '', email: attendee.email ?? '' },
    });
    return reply
      .type(`text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`)
      .header('Content-Disposition', `attachment; filename="meeting-${meeting.reference}.ics"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(ics);
  });

  typed.post(
    '/status/:token/reschedule',
    { onRequest: changeLimit, schema: { params: tokenParams, body: rescheduleBody, response: { 200: statusResponseSchema } } },
    async (request) => {
      const claims = claimsOf(request, request.params.token, 'meeting');
      const moved = await rescheduleMeeting(db, {
        tenantId: request.tenant.id,
        settings: request.settings,
        meetingId: claims.id,
        timeSlot: request.body.timeSlot,
        holdToken: holdTokenOf(request),
      });
      return meetingStatusView(db, moved, request.settings);
    },
  );

  typed.post('/status/:token/cancel', { onRequest: changeLimit, schema: { params: tokenParams, response: { 200: statusResponseSchema } } }, async (request) => {
    const claims = claimsOf(request, request.params.token, 'meeting');
    const cancelled = await cancelMeeting(db, { tenantId: request.tenant.id, settings: request.settings, meetingId: claims.id });
    return meetingStatusView(db, cancelled, request.settings);
  });
}
