import type { preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/http-error';

const NUL_MESSAGE = 'The request contains a character that cannot be stored (NUL). Please remove it and try again.';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, and would fail the query; refuse it as bad input
 * (400) in the query or body. Runs after validation, so a field with its own rule (a place id) gets
 * that rule's message; path ids are checked by their handlers (an id with NUL names no slot: 404).
 */
export const rejectNul: preHandlerAsyncHookHandler = async (request) => {
  if (containsNul(request.query) || containsNul(request.body)) throw new HttpError(400, NUL_MESSAGE);
};
