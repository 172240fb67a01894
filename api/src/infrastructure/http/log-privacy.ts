/**
 * What the server log may hold: no personal data. Visitors' searches, names,
 * addresses, phones and e-mails are personal data: a request is logged by its method and path only
 * (never the query string, the client address, headers or bodies), a status link's token is left
 * out of the path, and an error by its kind, code and stack frames. A database error's message
 * quotes the failed query's parameters (Drizzle: "params: Pat Example,pat@example.org,...") and
 * PostgreSQL's quotes the offending value, so neither is logged as it is.
 */

/** A status or saved-draft link's token opens someone's appeal, meeting or draft: it is left out of logged paths. */
export const withoutToken = (path: string) => path.replace(/\/status\/[^/]+/, '/status/{token}').replace(/\/appeal-drafts\/[^/]+/, '/appeal-drafts/{token}');

type LoggedError = Error & { code?: unknown; query?: unknown; cause?: unknown; constraint?: unknown; table?: unknown; column?: unknown };

/** A message without values: the part before any "params:", with quoted text replaced. */
const withoutValues = (message: string) =>
  message
    .split(/\n|\bparams:/)[0]
    .replace(/"[^"]*"|'[^']*'/g, '"…"')
    .trim();

/** The frames of a stack, without its first lines (which repeat the message). */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

function databaseCause(cause: unknown) {
  if (!cause || typeof cause !== 'object') return undefined;
  const { name, code, constraint, table, column } = cause as LoggedError;
  return { type: name, code, constraint, table, column };
}

export function serializeError(error: LoggedError) {
  // Drizzle's query error: its query text has placeholders ($1), never values.
  const message = typeof error.query === 'string' ? `Failed query: ${error.query.replace(/\s+/g, ' ').trim()}` : withoutValues(String(error.message ?? ''));
  return { type: error.name, message, code: error.code, cause: databaseCause(error.cause), stack: framesOf(error.stack) };
}

export const privacySerializers = {
  req: (req: { method: string; url: string }) => ({ method: req.method, url: withoutToken(req.url.split('?')[0]) }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  err: serializeError,
};
