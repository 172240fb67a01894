import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import type { Language } from 'mfe-shared/domain';
import { knownMessage } from '../i18n/known-messages';
import { requestLanguage } from '../i18n/request-language';
import { isZodDefaultMessage, readableValidationMessage } from './readable-validation';
import { notFoundPage } from './html-page';
import { HttpError } from './http-error';
import { REQUEST_MESSAGES } from './request-messages';

export const SERVER_FAULT = REQUEST_MESSAGES.serverFault;

// Fastify's own wording is written for developers; these are the ones a visitor can meet.
export const READABLE_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: REQUEST_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: REQUEST_MESSAGES.emptyJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: REQUEST_MESSAGES.mediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: REQUEST_MESSAGES.tooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: REQUEST_MESSAGES.contentLength,
};

const VALIDATED_PART: Record<string, string> = { body: 'The request', querystring: 'The query', params: 'The address', headers: 'The request headers' };

/**
 * A fixed message in `language`, when the catalogues know its English; otherwise as it
 * is. English answers are never looked up, so they stay word for word what the code says.
 */
const inLanguage = (language: Language) => (message: string) => (language === 'en' ? message : (knownMessage(language, message) ?? message));

function readableError(error: FastifyError, language: Language): { statusCode: number; message: string } {
  const say = inLanguage(language);
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.localText ? error.localText.in(language) : say(error.message) };
  if (error.validation) {
    // The schemas' own messages are written for people and pass through; zod's generic ones get the field named.
    const what = VALIDATED_PART[error.validationContext ?? ''] ?? 'The request';
    return { statusCode: 400, message: readableValidationMessage(error.validation, what, (message) => !isZodDefaultMessage(message), say) };
  }
  if (isResponseSerializationError(error)) return { statusCode: 500, message: say(SERVER_FAULT) };
  const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (statusCode >= 500) return { statusCode, message: say(SERVER_FAULT) };
  return { statusCode, message: say(READABLE_BY_CODE[error.code] ?? error.message) };
}

/** Words for the router's own refusals (Fastify's default echoes the address, in its own JSON shape). */
export const FRAMEWORK_ERRORS: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_BAD_URL: { statusCode: 400, message: REQUEST_MESSAGES.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, message: REQUEST_MESSAGES.longParam },
};

/**
 * Fastify's `frameworkErrors` option: what the router answers before any route or error handler
 * runs (an address whose percent-encoding is broken, a path part over 100 characters), as
 * `{ message }` like every other refusal. No county is known yet, so it is English.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, message } = FRAMEWORK_ERRORS[error.code] ?? { statusCode: 500, message: SERVER_FAULT };
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  reply.code(statusCode).type('application/json; charset=utf-8').send({ message });
}

const wantsHtml = (request: FastifyRequest) => !request.url.includes('/api/') && (request.headers.accept ?? '').includes('text/html');

/**
 * Every failure answers JSON `{ message }` (and `field`, where one field is to blame) a person can
 * read, in the request's language (infrastructure/i18n/request-language.ts; Content-Language says which when it
 * is not English); page navigations get an HTML page instead of a JSON 404.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    const { statusCode, message } = readableError(error, language);
    // A used-up limit says how long to wait (capabilities/limits/owner-code-limit.ts LimitReachedError).
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (statusCode === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof HttpError) reply.headers(error.headers);
    if (language !== 'en') reply.header('content-language', language);
    const field = error instanceof HttpError ? error.field : undefined;
    return reply
      .code(statusCode)
      .type('application/json; charset=utf-8')
      .send(field ? { message, field } : { message });
  });

  app.setNotFoundHandler((request, reply) => {
    if (wantsHtml(request))
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(notFoundPage(undefined, requestLanguage(request)));
    return reply.code(404).send({ message: REQUEST_MESSAGES.notFound });
  });
}
