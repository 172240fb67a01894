import type { preValidationAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/http-error';

const NUL_MESSAGE = 'The request contains a character that cannot be stored (NUL). Please remove it and try again.';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, and would fail the query; refuse it up front
 * as bad input (400) wherever it hides: path, query or body.
 */
export const rejectNul: preValidationAsyncHookHandler = async (request) => {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) throw new HttpError(400, NUL_MESSAGE);
};
