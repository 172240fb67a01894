import type { preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from './http-error';
import { REQUEST_MESSAGES } from './request-messages';

export const NUL_MESSAGE = REQUEST_MESSAGES.nul;
export const BROKEN_TEXT_MESSAGE = REQUEST_MESSAGES.brokenText;

// With the u flag a surrogate pair is one code point, so this matches only an unpaired half.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** The first reason a value cannot be stored as PostgreSQL text or jsonb, or null. */
function unstorableText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return NUL_MESSAGE;
    return LONE_SURROGATE.test(value) ? BROKEN_TEXT_MESSAGE : null;
  }
  // An upload's bytes are the file itself, checked by its own rules.
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const problem = unstorableText(key) ?? unstorableText(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, and jsonb refuses a lone UTF-16 surrogate: either
 * would fail the query with a 500. Refuse them as bad input (400) in the query or body of every
 * call of the tenant API. Runs after validation, so a field with its own rule (a place id) gets
 * that rule's message (a route that reports validation itself, POST /appeals, is left to do so);
 * path ids are checked by their handlers (an id with NUL names nothing: 404).
 */
export const rejectUnstorableText: preHandlerAsyncHookHandler = async (request) => {
  if (request.validationError) return;
  const problem = unstorableText(request.query) ?? unstorableText(request.body);
  if (problem) throw new HttpError(400, problem);
};
