import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offeredLanguages, type Language } from 'mfe-shared/domain';
import { APPEAL_MESSAGES, appealResultSchema, appealSubmissionSchema, type AppealSubmission } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { HttpError } from '../../infrastructure/http/http-error';
import { anonymousWriteLimit } from '../limits/anonymous-limits';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { referenceDrawer } from '../../infrastructure/references/reference';
import { assertStaffMay } from '../staff/roles';
import { ownerCodeLimit } from '../limits/owner-code-limit';
import { toAppealResult } from './appeal-result';
import { confirmDeadline } from './confirm-appeal';
import { APPEAL_ERRORS, fileAppeal } from './file-appeal';
import { isProductMessage, readableValidationMessage } from '../../infrastructure/http/readable-validation';
import { knownMessage } from '../../infrastructure/i18n/known-messages';
import type { LocalText } from '../../infrastructure/i18n/local-text';
import { requestLanguage } from '../../infrastructure/i18n/request-language';
import type { CountySettings } from '../tenants/server-settings';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MESSAGE } from './idempotency-key';
import { appealsFiled } from '../../infrastructure/metrics/portal-metrics';

type Issues = Array<{ instancePath?: string; message?: string }>;

/**
 * The filer's language: the one staff chose at the desk for the person they file for,
 * else the language of the page the filing came from. Only a language the county offers.
 */
function filerLanguage(staff: AppealSubmission['staff'], settings: CountySettings, pageLanguage: Language): Language {
  if (!staff?.language) return pageLanguage;
  if (!offeredLanguages(settings['general.languages']).includes(staff.language)) throw new HttpError(400, APPEAL_MESSAGES.filerLanguageInvalid);
  return staff.language;
}

/** The appeal's validation message, its product messages said in the reader's language. */
const validationText = (issues: Issues): LocalText => ({
  english: readableValidationMessage(issues, 'The appeal'),
  in: (language) => readableValidationMessage(issues, 'The appeal', isProductMessage, (message) => knownMessage(language, message) ?? message),
});

function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || header.length < 1 || header.length > IDEMPOTENCY_KEY_MAX) throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGE);
  return header;
}

/**
 * POST /appeals: files an appeal (docs/product.md#appeal-rules-on-the-server) and answers 201 with
 * mfe-shared appealResultSchema (with the reference and the status token). A public filing is
 * pending until its filer confirms it from the e-mail (`confirmBy`; capabilities/appeals/confirm-appeal.ts). A retry with the same Idempotency-Key answers the same 201.
 */
export function registerSubmitAppealRoute(api: FastifyInstance, db: Database): void {
  api
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/appeals',
      { onRequest: anonymousWriteLimit(api, 'appeals'), schema: { body: appealSubmissionSchema, response: { 201: appealResultSchema } }, attachValidation: true },
      async (request, reply) => {
        if (request.validationError) {
          const issues = (request.validationError as { validation?: Issues }).validation;
          throw new HttpError(400, issues?.length ? validationText(issues) : APPEAL_ERRORS.unreadable);
        }
        if (request.body.staff) assertStaffMay(request, 'appeals.file');
        const language = filerLanguage(request.body.staff, request.settings, requestLanguage(request));
        const { appeal, replayed } = await fileAppeal(db, {
          tenantId: request.tenant.id,
          settings: request.settings,
          submission: request.body,
          staff: request.staff,
          idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
          drawReference: referenceDrawer(request.tenant, request.settings, countyTimeZone(request.settings)),
          ownerCodeLimit: ownerCodeLimit(db, request.tenant.id, request.body.property.id, request.ip),
          language,
        });
        if (!replayed) appealsFiled.inc({ county: request.tenant.id });
        const statusToken = api.tokens.statusToken('appeal', appeal.tenantId, appeal.id, appeal.createdAt);
        const confirmBy = confirmDeadline(appeal, request.settings);
        const filerToken = appeal.confirmedAt ? undefined : api.tokens.filerToken(appeal.tenantId, appeal.id, confirmBy);
        return reply.code(201).send(toAppealResult(appeal, statusToken, confirmBy, filerToken));
      },
    );
}
