/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or null for any other error. Drizzle
 * wraps the driver's error (pg or PGlite) in `cause`; both carry `code` and `constraint`.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return null;
}

/** Whether the error is a unique violation at all, whichever constraint it broke. */
export const isUniqueViolation = (error: unknown): boolean => uniqueViolation(error) !== null;
