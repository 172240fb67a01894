import { z } from 'zod';

/** An origin as browsers send it in `Origin`: scheme, host and port, nothing after. */
function asOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === text.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * `embed.allowed_origins`: the web sites that may show the county's portal, as a JSON list
 * or a comma- or space-separated string of origins (`https://www.harborcounty.gov`). Its pages get
 * CORS answers from the county's API and may frame the portal's frame page; no other site does.
 * Anything that is not an origin (a path, a wildcard, `null`) fails the whole setting, which then
 * falls back to none and is reported (server-settings.ts), rather than opening more than meant.
 */
export const allowedOriginsSchema = z
  .preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (text.startsWith('[')) {
        try {
          return JSON.parse(text);
        } catch {
          return value;
        }
      }
      return text ? text.split(/[\s,]+/) : [];
    },
    z.array(
      z
        .string()
        .transform((text, context) => asOrigin(text) ?? (context.addIssue({ code: 'custom', message: `${text} is not an origin such as https://www.example.gov` }), z.NEVER)),
    ),
  )
  .default([]);

export const isAllowedOrigin = (allowed: readonly string[], origin: string | undefined): origin is string => Boolean(origin) && allowed.includes(origin as string);
