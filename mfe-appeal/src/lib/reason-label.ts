import type { AppealReasonCode } from 'mfe-shared/schemas';

/**
 * A reason code's label in a language: the county's label in it where the code has one,
 * else its description (the county's own language, English in the demo counties).
 */
export function reasonLabel(code: AppealReasonCode, language: string): string {
  // The labels come with the code systems that have other languages; read defensively, the schema may not list them yet.
  return (code as { labels?: Record<string, string> }).labels?.[language] || code.description;
}
