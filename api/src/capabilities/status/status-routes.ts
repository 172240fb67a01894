import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { evidenceBodySchema, hearingMoveBodySchema, offerAnswerBodySchema, STEP_MESSAGES } from 'mfe-shared/schemas';
import { askToMoveHearing } from '../hearings/hearing-move-request';
import { addEvidence, filerEvidenceFile } from '../appeal-lifecycle/appeal-evidence';
import { sendOfficeFile } from '../office/office-file';
import { answerOfferByFiler, withdrawByFiler } from '../appeal-lifecycle/filer-moves';
import { LETTER_MESSAGES, letterOfAppeal } from '../appeal-lifecycle/decision-letter';
import { sendDecisionLetter } from '../appeal-lifecycle/decision-letter-routes';
import { readReceiptFacts, renderAppealReceipt } from '../appeals/appeal-receipt';
import { confirmAppeal } from '../appeals/confirm-appeal';
import type { Database } from '../../infrastructure/db/client';
import { appeals, meetings } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { anonymousWriteLimit } from '../limits/anonymous-limits';
import { isLanguage, offeredLanguages, type Language } from 'mfe-shared/domain';
import { countyText, officeContact } from '../../infrastructure/i18n/county-text';
import { localText } from '../../infrastructure/i18n/local-text';
import { requestLanguage, storedLanguage } from '../../infrastructure/i18n/request-language';
import { cancelMeeting, rescheduleMeeting } from '../meetings/change-meeting';
import { meetingInvitationOf } from '../meetings/meeting-invitation';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { holdTokenOf } from '../meetings/slot-holds';
import type { CountySettings } from '../tenants/server-settings';
import { confirmBinding, type StatusKind, type TokenClaims, type TokenKind } from '../../infrastructure/tokens/signed-token';
import { appealStatusView, meetingStatusView, slotAndPlaceOf, statusResponseSchema } from './status-view';
import { registerStatusLinksRoute } from './status-links-route';

export const TOKEN_MESSAGES = {
  invalid: (settings: CountySettings) =>
    `This link is not valid. Please open the whole link from your most recent email. If it still does not work, contact ${officeContact(settings).english}.`,
  expired: (settings: CountySettings) => `This link has expired. Please contact ${officeContact(settings).english}, who can tell you where things stand.`,
  wrongKind: (kind: TokenKind) => (kind === 'meeting' ? 'This link is for a meeting, not an appeal.' : 'This link is for an appeal, not a meeting.'),
  notConfirmLink: 'Only the link in the email we sent when the appeal was filed can confirm it.',
};

/** A refused link's message, said in the reader's language. */
const tokenText = {
  invalid: (settings: CountySettings) => localText('api.TOKEN_MESSAGES.invalid', TOKEN_MESSAGES.invalid(settings), { office: officeContact(settings) }),
  expired: (settings: CountySettings) => localText('api.TOKEN_MESSAGES.expired', TOKEN_MESSAGES.expired(settings), { office: officeContact(settings) }),
  wrongKind: (kind: TokenKind) => localText('api.TOKEN_MESSAGES.wrongKind', TOKEN_MESSAGES.wrongKind(kind), { kind: kind === 'meeting' ? 'meeting' : 'appeal' }),
};

/** The confirmation link (kind `confirm`) opens its appeal as the status link does, and may also confirm it. */
const sameRecord = (given: TokenKind, wanted: TokenKind) => given === wanted || (wanted === 'appeal' && given === 'confirm');

/** The token: URL-safe base64 parts, at most 512 characters (a real one is about 140). */
const tokenParams = z.object({ token: z.string().min(1).max(512) });
/** A document's language: the page's, when it asks for one the county offers; else the filer's. */
const documentQuery = z.object({ lang: z.string().max(35).optional() });

function documentLanguage(request: FastifyRequest, record: { language?: string | null }): Language {
  const asked = (request.query as { lang?: string }).lang?.toLowerCase();
  return isLanguage(asked) && offeredLanguages(request.settings['general.languages']).includes(asked) ? asked : storedLanguage(record);
}
const rescheduleBody = z
  .object({ timeSlot: z.string({ error: 'Choose the new time of your meeting.' }).min(1, { error: 'Choose the new time of your meeting.' }).max(100) })
  .strict();

/**
 * The status link's calls, all under `/status/{token}`: no account, the signed token
 * is the only key and opens one record of this county. A forged, altered or other county's token
 * answers 404 and an expired one 410, with a plain message and no data. The token is left out of
 * logged paths (infrastructure/http/log-privacy.ts).
 */
export function registerStatusRoutes(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  // The way back to these pages without the e-mail: their links sent again (docs/product.md#finding-an-appeal-or-meeting-again).
  registerStatusLinksRoute(api, db);
  // Rescheduling and cancelling by the link are one kind of write, counted together.
  const changeLimit = anonymousWriteLimit(api, 'meeting-changes');

  // A confirmation link is bound to the address it was sent to (signed-token.ts confirmToken): checked against the appeal's address now.
  const bindingOf = async (request: FastifyRequest, token: string): Promise<string> => {
    const named = api.tokens.peek(token);
    if (named?.kind !== 'confirm') return '';
    const [appeal] = await db
      .select({ appellant: appeals.appellant })
      .from(appeals)
      .where(and(eq(appeals.tenantId, request.tenant.id), eq(appeals.id, named.id)));
    const address = (appeal?.appellant as { email?: unknown } | undefined)?.email;
    return typeof address === 'string' ? confirmBinding(address) : '';
  };
  const claimsOf = async (request: FastifyRequest, token: string, kind?: StatusKind): Promise<TokenClaims> => {
    const check = api.tokens.verify(token, request.tenant.id, new Date(), await bindingOf(request, token));
    if (!check.ok) throw new HttpError(check.problem === 'expired' ? 410 : 404, tokenText[check.problem](request.settings));
    // A saved draft's link and the filing browser's token are signed by the same key but open no status page.
    if (check.claims.kind === 'appeal-draft' || check.claims.kind === 'filer') throw new HttpError(404, tokenText.invalid(request.settings));
    if (kind && !sameRecord(check.claims.kind, kind)) throw new HttpError(400, tokenText.wrongKind(check.claims.kind));
    return check.claims;
  };
  const findAppeal = async (request: FastifyRequest, claims: TokenClaims) => {
    const [appeal] = await db
      .select()
      .from(appeals)
      .where(and(eq(appeals.tenantId, request.tenant.id), eq(appeals.id, claims.id)));
    if (!appeal) throw new HttpError(404, tokenText.invalid(request.settings));
    return appeal;
  };
  const findMeeting = async (request: FastifyRequest, claims: TokenClaims) => {
    const [meeting] = await db
      .select()
      .from(meetings)
      .where(and(eq(meetings.tenantId, request.tenant.id), eq(meetings.id, claims.id)));
    if (!meeting) throw new HttpError(404, tokenText.invalid(request.settings));
    return meeting;
  };

  typed.get('/status/:token', { schema: { params: tokenParams, response: { 200: statusResponseSchema } } }, async (request) => {
    const claims = await claimsOf(request, request.params.token);
    return claims.kind === 'meeting'
      ? meetingStatusView(db, await findMeeting(request, claims), request.settings, requestLanguage(request))
      : appealStatusView(db, await findAppeal(request, claims), request.settings, { confirmLink: claims.kind === 'confirm', language: requestLanguage(request) });
  });

  // A public filing counts once its filer confirms it with the e-mail's link.
  typed.post(
    '/status/:token/confirm',
    { onRequest: anonymousWriteLimit(api, 'appeals'), schema: { params: tokenParams, response: { 200: statusResponseSchema } } },
    async (request) => {
      const claims = await claimsOf(request, request.params.token, 'appeal');
      if (claims.kind !== 'confirm') throw new HttpError(403, TOKEN_MESSAGES.notConfirmLink);
      const confirmed = await confirmAppeal(db, request.tenant.id, claims.id, request.settings, api.tokens);
      return appealStatusView(db, confirmed, request.settings, { confirmLink: true, language: requestLanguage(request) });
    },
  );

  // The receipt PDF, for the confirmation and status pages; the token is the filer's.
  typed.get('/status/:token/receipt.pdf', { schema: { params: tokenParams, querystring: documentQuery } }, async (request, reply) => {
    const appeal = await findAppeal(request, await claimsOf(request, request.params.token, 'appeal'));
    const settings = request.settings;
    const language = documentLanguage(request, appeal);
    const facts = await readReceiptFacts(db, appeal, {
      name: countyText(settings, 'general.display_name').in(language),
      phone: settings['general.phone_number'],
      email: settings['general.email'],
      timeZone: countyTimeZone(settings),
    });
    const pdf = await renderAppealReceipt(facts, { language });
    return reply
      .type('application/pdf')
      .headers(language === 'en' ? {} : { 'content-language': language })
      .header('Content-Disposition', `attachment; filename="appeal-receipt-${appeal.reference}.pdf"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf);
  });

  // The decision's letter, once sent (docs/product.md#appeal-lifecycle): until its check, the filer is not told of the decision.
  typed.get('/status/:token/decision-letter.pdf', { schema: { params: tokenParams, querystring: documentQuery } }, async (request, reply) => {
    const appeal = await findAppeal(request, await claimsOf(request, request.params.token, 'appeal'));
    const letter = await letterOfAppeal(db, appeal);
    if (letter?.status !== 'sent') throw new HttpError(404, LETTER_MESSAGES.letterNotReady);
    return sendDecisionLetter(db, reply, { appeal, letter, settings: request.settings, language: documentLanguage(request, appeal), disposition: 'attachment' });
  });

  // The meeting's invitation as it stands now (same UID and SEQUENCE as the last e-mail).
  typed.get('/status/:token/invitation.ics', { schema: { params: tokenParams, querystring: documentQuery } }, async (request, reply) => {
    const meeting = await findMeeting(request, await claimsOf(request, request.params.token, 'meeting'));
    const settings = request.settings;
    const language = documentLanguage(request, meeting);
    const { slot, place } = await slotAndPlaceOf(db, meeting);
    const cancelled = meeting.status === 'cancelled';
    const ics = meetingInvitationOf({
      meeting,
      sequence: meeting.sequence,
      cancelled,
      slot,
      place: place ?? null,
      office: { name: countyText(settings, 'general.display_name').in(language), email: settings['general.email'] },
      timeZone: countyTimeZone(settings),
      language,
      parcel: meeting.parcelId,
    });
    return reply
      .type(`text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`)
      .headers(language === 'en' ? {} : { 'content-language': language })
      .header('Content-Disposition', `attachment; filename="meeting-${meeting.reference}.ics"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(ics);
  });

  typed.post(
    '/status/:token/reschedule',
    { onRequest: changeLimit, schema: { params: tokenParams, body: rescheduleBody, response: { 200: statusResponseSchema } } },
    async (request) => {
      const claims = await claimsOf(request, request.params.token, 'meeting');
      const moved = await rescheduleMeeting(db, {
        tenantId: request.tenant.id,
        settings: request.settings,
        meetingId: claims.id,
        timeSlot: request.body.timeSlot,
        holdToken: holdTokenOf(request),
      });
      return meetingStatusView(db, moved, request.settings, requestLanguage(request));
    },
  );

  // The filer's moves by the link (docs/product.md#appeal-lifecycle): answer the county's offer, withdraw.
  const filerLimit = anonymousWriteLimit(api, 'appeal-answers');
  typed.post(
    '/status/:token/offer',
    { onRequest: filerLimit, schema: { params: tokenParams, body: offerAnswerBodySchema, response: { 200: statusResponseSchema } } },
    async (request) => {
      const claims = await claimsOf(request, request.params.token, 'appeal');
      const appeal = await answerOfferByFiler(db, {
        tenantId: request.tenant.id,
        appealId: claims.id,
        answer: request.body.answer,
        timeZone: countyTimeZone(request.settings),
        letterCheck: request.settings['appeal.letter_check'],
      });
      return appealStatusView(db, appeal, request.settings, { confirmLink: claims.kind === 'confirm', language: requestLanguage(request) });
    },
  );
  typed.post('/status/:token/withdraw', { onRequest: filerLimit, schema: { params: tokenParams, response: { 200: statusResponseSchema } } }, async (request) => {
    const claims = await claimsOf(request, request.params.token, 'appeal');
    const appeal = await withdrawByFiler(db, { tenantId: request.tenant.id, appealId: claims.id });
    return appealStatusView(db, appeal, request.settings, { confirmLink: claims.kind === 'confirm', language: requestLanguage(request) });
  });

  // The filer's one request to move their hearing (docs/product.md#hearings).
  typed.post(
    '/status/:token/hearing/move',
    { onRequest: filerLimit, schema: { params: tokenParams, body: hearingMoveBodySchema, response: { 200: statusResponseSchema } } },
    async (request) => {
      const claims = await claimsOf(request, request.params.token, 'appeal');
      await askToMoveHearing(db, { tenantId: request.tenant.id, appealId: claims.id, reason: request.body.reason });
      return appealStatusView(db, await findAppeal(request, claims), request.settings, { confirmLink: claims.kind === 'confirm', language: requestLanguage(request) });
    },
  );

  // Evidence after the filing (docs/product.md#evidence): the filer's uploads added, the county's read.
  typed.post(
    '/status/:token/evidence',
    { onRequest: filerLimit, schema: { params: tokenParams, body: evidenceBodySchema, response: { 200: statusResponseSchema } } },
    async (request) => {
      const claims = await claimsOf(request, request.params.token, 'appeal');
      await addEvidence(db, {
        tenantId: request.tenant.id,
        appealId: claims.id,
        documents: request.body.documents,
        side: 'filer',
        accountId: null,
        settings: request.settings,
        timeZone: countyTimeZone(request.settings),
      });
      return appealStatusView(db, await findAppeal(request, claims), request.settings, { confirmLink: claims.kind === 'confirm', language: requestLanguage(request) });
    },
  );
  typed.get('/status/:token/evidence/:file', { schema: { params: tokenParams.extend({ file: z.string().min(1).max(100) }) } }, async (request, reply) => {
    const appeal = await findAppeal(request, await claimsOf(request, request.params.token, 'appeal'));
    const row = await filerEvidenceFile(db, appeal, request.params.file, request.settings, new Date());
    if (!row) throw new HttpError(404, STEP_MESSAGES.evidenceNotFound);
    return sendOfficeFile(reply, api.fileStorage, row, 'attachment');
  });

  typed.post('/status/:token/cancel', { onRequest: changeLimit, schema: { params: tokenParams, response: { 200: statusResponseSchema } } }, async (request) => {
    const claims = await claimsOf(request, request.params.token, 'meeting');
    const cancelled = await cancelMeeting(db, { tenantId: request.tenant.id, settings: request.settings, meetingId: claims.id });
    return meetingStatusView(db, cancelled, request.settings, requestLanguage(request));
  });
}
