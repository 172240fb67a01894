import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLanguage, offeredLanguages, type Language } from 'mfe-shared/domain';
import { decisionLetterSchema, letterQueueQuerySchema, letterQueueResponseSchema, OFFICE_MESSAGES } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import type { AppealRow, DecisionLetterRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { storedLanguage } from '../../infrastructure/i18n/request-language';
import { requireRole } from '../staff/roles';
import type { CountySettings } from '../tenants/server-settings';
import { approveDecisionLetter, findAppealLetter, LETTER_MESSAGES, listDecisionLetters, readDecisionLetter } from './decision-letter';
import { decisionLetterFileName, readDecisionLetterFacts, renderDecisionLetter } from './decision-letter-pdf';

/** The appeal's id, or its reference as a filer reads it out (`HC-26-7K3QPM`). */
const appealParams = z.object({ appeal: z.string().min(1).max(100) });
/** A document's language: the one asked for when the county offers it; else the filing's. */
const documentQuery = z.object({ lang: z.string().max(35).optional() });

/** The letter's language: `lang` when the county offers it (a member of staff checking a Spanish letter in English), else the filing's. */
export function letterLanguage(request: FastifyRequest, appeal: Pick<AppealRow, 'language'>): Language {
  const asked = (request.query as { lang?: string } | undefined)?.lang?.toLowerCase();
  return isLanguage(asked) && offeredLanguages(request.settings['general.languages']).includes(asked) ? asked : storedLanguage(appeal);
}

/** Sends the letter's PDF: `disposition` inline for the office's preview, attachment for the filer's download. */
export async function sendDecisionLetter(
  db: Database,
  reply: FastifyReply,
  {
    appeal,
    letter,
    settings,
    language,
    disposition,
  }: { appeal: AppealRow; letter: DecisionLetterRow; settings: CountySettings; language: Language; disposition: 'inline' | 'attachment' },
) {
  const pdf = await renderDecisionLetter(await readDecisionLetterFacts(db, { appeal, letter, settings, language }), { language });
  return reply
    .type('application/pdf')
    .headers(language === 'en' ? {} : { 'content-language': language })
    .header('Content-Disposition', `${disposition}; filename="${decisionLetterFileName(appeal.reference)}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(pdf);
}

/** The office desk's calls answer 404 where the county does not use it (as capabilities/office/office-access.ts). */
async function officeEnabled(request: FastifyRequest): Promise<void> {
  if (!request.settings['office.enabled']) throw new HttpError(404, OFFICE_MESSAGES.disabled);
}

const viewerOf = (request: FastifyRequest) => ({ accountId: request.staff!.accountId, role: request.staff!.role });

/**
 * The office's calls of decision letters (docs/product.md#appeal-lifecycle), staff of this county
 * only, each refused (401, 403, then 404 for a county without the office desk) before its query is
 * read: the queue of letters to check, one appeal's letter and its PDF (any state: the preview),
 * and the second person's approval, which sends it.
 */
export function registerDecisionLetterRoutes(api: FastifyInstance, db: Database): void {
  const office = api.withTypeProvider<ZodTypeProvider>();
  const read = [requireRole('appeals.read', OFFICE_MESSAGES.staffOnly), officeEnabled];
  const approve = [requireRole('letters.approve', LETTER_MESSAGES.letterStaffOnly), officeEnabled];

  office.get('/office/letters', { onRequest: read, schema: { querystring: letterQueueQuerySchema, response: { 200: letterQueueResponseSchema } } }, async (request) =>
    listDecisionLetters(db, { tenantId: request.tenant.id, ...request.query, viewer: viewerOf(request) }),
  );

  office.get('/office/appeals/:appeal/letter', { onRequest: read, schema: { params: appealParams, response: { 200: decisionLetterSchema } } }, async (request) =>
    readDecisionLetter(db, request.tenant.id, request.params.appeal, viewerOf(request)),
  );

  office.get('/office/appeals/:appeal/letter.pdf', { onRequest: read, schema: { params: appealParams, querystring: documentQuery } }, async (request, reply) => {
    const { appeal, letter } = await findAppealLetter(db, request.tenant.id, request.params.appeal);
    return sendDecisionLetter(db, reply, { appeal, letter, settings: request.settings, language: letterLanguage(request, appeal), disposition: 'inline' });
  });

  office.post('/office/appeals/:appeal/letter/approve', { onRequest: approve, schema: { params: appealParams, response: { 200: decisionLetterSchema } } }, async (request) =>
    approveDecisionLetter(db, { tenantId: request.tenant.id, appeal: request.params.appeal, viewer: viewerOf(request) }),
  );
}
