import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { isZodDefaultMessage, readableValidationMessage } from './readable-validation';
import { notFoundPage } from './html-page';
import { HttpError } from './http-error';

export const SERVER_FAULT = 'Something went wrong on our side. Please try again in a moment.';

// Fastify's own wording is written for developers; these are the ones a visitor can meet.
const READABLE_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request could not be read: its body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request could not be read: it says it sends JSON but its body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request sends a type of content that is not accepted here.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request could not be read: its length does not match its body.',
};

const VALIDATED_PART: Record<string, string> = { body: 'The request', querystring: 'The query', params: 'The address', headers: 'The request headers' };

function readableError(error: FastifyError): { statusCode: number; message: string } {
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
  if (error.validation) {
    // The schemas' own messages are written for people and pass through; zod's generic ones get the field named.
    const what = VALIDATED_PART[error.validationContext ?? ''] ?? 'The request';
    return { statusCode: 400, message: readableValidationMessage(error.validation, what, (message) => !isZodDefaultMessage(message)) };
  }
  if (isResponseSerializationError(error)) return { statusCode: 500, message: SERVER_FAULT };
  const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (statusCode >= 500) return { statusCode, message: SERVER_FAULT };
  return { statusCode, message: READABLE_BY_CODE[error.code] ?? error.message };
}

/** Words for the router's own refusals (Fastify's default echoes the address, in its own JSON shape). */
export const FRAMEWORK_ERRORS: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_BAD_URL: { statusCode: 400, message: 'The address could not be read: part of it is not correctly encoded.' },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, message: 'The address is too long: one of its parts is longer than any this site uses.' },
};

/**
 * Fastify's `frameworkErrors` option: what the router answers before any route or error handler
 * runs (an address whose percent-encoding is broken, a path part over 100 characters), as
 * `{ message }` like every other refusal.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, message } = FRAMEWORK_ERRORS[error.code] ?? { statusCode: 500, message: SERVER_FAULT };
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  reply.code(statusCode).type('application/json; charset=utf-8').send({ message });
}

const wantsHtml = (request: FastifyRequest) =>
  !request.url.includes('/api/') && (request.headers.accept ?? '').includes('text/html');

/** Every failure answers JSON `{ message }` (and `field`, where one field is to blame) a person can read; page navigations get an HTML page instead of a JSON 404. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { statusCode, message } = readableError(error);
    // A used-up limit says how long to wait (limits/owner-code-limit.ts LimitReachedError).
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (statusCode === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof HttpError) reply.headers(error.headers);
    const field = error instanceof HttpError ? error.field : undefined;
    return reply.code(statusCode).type('application/json; charset=utf-8').send(field ? { message, field } : { message });
  });

  app.setNotFoundHandler((request, reply) => {
    if (wantsHtml(request)) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
    return reply.code(404).send({ message: 'Not found: there is nothing at this address.' });
  });
}
