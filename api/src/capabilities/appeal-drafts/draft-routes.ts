import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APPEAL_DRAFT_MESSAGES, appealDraftSavedSchema, appealDraftSaveSchema, appealDraftViewSchema, MAX_DRAFT_BYTES } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { limitBody } from '../../infrastructure/http/body-limit';
import { HttpError } from '../../infrastructure/http/http-error';
import { officeContact } from '../../infrastructure/i18n/county-text';
import { localText } from '../../infrastructure/i18n/local-text';
import { requestLanguage } from '../../infrastructure/i18n/request-language';
import type { CountySettings } from '../tenants/server-settings';
import type { TokenClaims } from '../../infrastructure/tokens/signed-token';
import { draftExpired, findDraft, saveAppealDraft } from './draft-store';
import { anonymousWriteLimit } from '../limits/anonymous-limits';
import { draftView } from './draft-view';

/** What a refused draft link says (docs/product.md#saving-an-appeal-to-finish-later). */
export const DRAFT_LINK_MESSAGES = {
  invalid: (settings: CountySettings) =>
    `This link to a saved appeal is not valid. Please open the whole link from your most recent email about it. If it still does not work, start your appeal again from the property page, or contact ${officeContact(settings).english}.`,
  expired: (settings: CountySettings) =>
    `This link has expired: a saved appeal is kept for ${settings['appeal.draft_days']} days after it was last saved. Please start your appeal again from the property page, or contact ${officeContact(settings).english}.`,
};

/** A refused draft link's message, said in the reader's language. */
const draftLinkText = (status: 404 | 410, settings: CountySettings) =>
  status === 410
    ? localText('api.DRAFT_LINK_MESSAGES.expired', DRAFT_LINK_MESSAGES.expired(settings), { days: settings['appeal.draft_days'], office: officeContact(settings) })
    : localText('api.DRAFT_LINK_MESSAGES.invalid', DRAFT_LINK_MESSAGES.invalid(settings), { office: officeContact(settings) });

const tokenParams = z.object({ token: z.string().min(1).max(512) });

/**
 * Save and continue later: POST /appeal-drafts keeps the appeal wizard's draft and
 * e-mails a signed link to it (through the outbox, in the save's transaction); GET
 * /appeal-drafts/{token} opens it again on any device. No account: the link's token (kind
 * 'appeal-draft', infrastructure/tokens/signed-token.ts) is the only key and opens that one draft. A forged,
 * altered, other county's or status token answers 404 and an expired one 410, with no data. The
 * token is left out of logged paths (infrastructure/http/log-privacy.ts); the e-mail address travels only in bodies.
 */
export function registerAppealDraftRoutes(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  /** The draft a token names, or why not (a token of another kind names no draft). */
  const checkToken = (request: FastifyRequest, token: string, now: Date): { ok: true; claims: TokenClaims } | { ok: false; status: 404 | 410 } => {
    const check = api.tokens.verify(token, request.tenant.id, now);
    if (!check.ok) return { ok: false, status: check.problem === 'expired' ? 410 : 404 };
    if (check.claims.kind !== 'appeal-draft') return { ok: false, status: 404 };
    return check;
  };

  typed.post(
    '/appeal-drafts',
    {
      onRequest: anonymousWriteLimit(api, 'appeal-drafts'),
      bodyLimit: MAX_DRAFT_BYTES + 1024,
      preParsing: limitBody(MAX_DRAFT_BYTES, APPEAL_DRAFT_MESSAGES.tooLarge),
      schema: { body: appealDraftSaveSchema, response: { 200: appealDraftSavedSchema, 201: appealDraftSavedSchema } },
    },
    async (request, reply) => {
      const now = new Date();
      const { token, email, draft } = request.body;
      // A token that no longer names a live draft (expired, replaced, from before a new secret)
      // just means a new draft: the visitor asked to save, and nobody else's draft is touched.
      const earlier = token ? checkToken(request, token, now) : null;
      const { row, created } = await saveAppealDraft(db, {
        tenantId: request.tenant.id,
        settings: request.settings,
        email,
        draft,
        earlierId: earlier?.ok ? earlier.claims.id : null,
        language: requestLanguage(request),
        now,
      });
      return reply.code(created ? 201 : 200).send({
        token: api.tokens.draftToken(row.tenantId, row.id, row.expiresAt),
        savedAt: row.savedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        days: request.settings['appeal.draft_days'],
      });
    },
  );

  typed.get('/appeal-drafts/:token', { schema: { params: tokenParams, response: { 200: appealDraftViewSchema } } }, async (request) => {
    const now = new Date();
    const check = checkToken(request, request.params.token, now);
    const refuse = (status: 404 | 410) => new HttpError(status, draftLinkText(status, request.settings));
    if (!check.ok) throw refuse(check.status);
    const row = await findDraft(db, request.tenant.id, check.claims.id);
    if (!row) throw refuse(404);
    if (draftExpired(row, now)) throw refuse(410);
    const view = await draftView({ db, tokens: api.tokens, now }, row);
    if (!view) throw refuse(404);
    return view;
  });
}
