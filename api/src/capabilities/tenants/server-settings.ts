import { SLOT_HOLD_MINUTES, type Settings } from 'mfe-shared/schemas';
import { z } from 'zod';
import { allowedOriginsSchema } from '../../infrastructure/embed/allowed-origins';

/**
 * Settings only the server reads, kept in the same `settings` table as mfe-shared's (flat dotted
 * keys). They live here, not in mfe-shared's settingsSchema, because no screen needs them: the
 * status API tells the browser what it may do (`canChange`), and GET /settings stays as it was.
 * Each key is read on its own: a bad stored value falls back to its default and is reported, like
 * the shared settings.
 */
export const serverSettingsSchema = z.object({
  /** No reschedule or cancel by the visitor in the last N hours before a meeting. */
  'meetings.change_cutoff_hours': z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(24),
  /** How long a public filer has to confirm an appeal from the e-mail before it lapses. */
  'appeal.confirm_hours': z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(48),
  /** How many days a saved appeal draft and its e-mailed link last after each save (appeal-drafts/). */
  'appeal.draft_days': z.coerce.number().int().min(1).max(365).default(30),
  /** How long POST /time-slots/{id}/reserve holds a slot for its visitor (docs/product.md#slot-holds). */
  'meetings.hold_minutes': z.coerce.number().int().min(1).max(60).default(SLOT_HOLD_MINUTES),
  /** Holds one client address may have in the county at once; one more is refused with 429 (docs/product.md#slot-holds). */
  'meetings.holds_per_address': z.coerce.number().int().min(1).max(1000).default(3),
  /** The web sites allowed to show the county's portal (the embed): CORS and frame-ancestors. */
  'embed.allowed_origins': allowedOriginsSchema,
  /** The first part of references (`HC-26-7K3QPM`); unset: the initials of the county's name (infrastructure/references/reference.ts). */
  'general.reference_prefix': z
    .string()
    .regex(/^[A-Z]{1,4}$/, 'general.reference_prefix must be 1 to 4 capital letters')
    .optional(),
});

export type ServerSettings = z.infer<typeof serverSettingsSchema>;

/** What every route reads as request.settings: the shared settings and the server's own. */
export type CountySettings = Settings & ServerSettings;

/** The server settings of a raw settings map, with the keys whose stored value was refused. */
export function parseServerSettings(raw: Record<string, unknown>): { settings: ServerSettings; ignoredKeys: string[] } {
  const ignoredKeys: string[] = [];
  const settings: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(serverSettingsSchema.shape)) {
    const parsed = (schema as z.ZodType).safeParse(raw[key]);
    if (parsed.success) settings[key] = parsed.data;
    else {
      ignoredKeys.push(key);
      settings[key] = (schema as z.ZodType).parse(undefined);
    }
  }
  return { settings: settings as ServerSettings, ignoredKeys };
}
