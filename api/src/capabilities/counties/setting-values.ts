import { LANGUAGES } from 'mfe-shared/domain';
import { settingsSchema } from 'mfe-shared/schemas';
import { z } from 'zod';
import { isKnownTimeZone } from '../../infrastructure/clock/county-time-zone';
import { serverSettingsSchema } from '../tenants/server-settings';
import { BUTTON_TEXT_CONTRAST, contrastWithWhite } from './colour-contrast';

/** Every key a county may set: the shared settings (the screens read them) and the server's own. */
const SHAPES: Record<string, z.ZodType> = { ...settingsSchema.shape, ...serverSettingsSchema.shape };

export const SETTING_KEYS = Object.keys(SHAPES).sort();

/** A value refused: which key, what was given, and what the key takes. */
export interface SettingProblem {
  key: string;
  value: string;
  allowed: string;
}

/** A typed value as the command line gives it: JSON when it reads as JSON (true, 12, ["a"], {"es": …}), else the text itself. */
function fromText(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** What a key takes, in words, from its schema (and the checks the schema cannot make: a real time zone, known languages, a readable button colour). */
export function allowedFor(key: string): string {
  if (key === 'general.timezone') return 'a time zone name such as America/New_York';
  if (key === 'general.languages') return `a list of ${LANGUAGES.join(', ')}, English first (en,es)`;
  const schema = SHAPES[key];
  if (!schema) return `one of the settings keys (npm run county -- keys)`;
  const probe = (value: unknown) => schema.safeParse(value).success;
  if (probe(true) && probe(false) && !probe('maybe')) return 'true or false';
  const options = (schema as unknown as { def?: { innerType?: { options?: string[] } } }).def?.innerType?.options;
  if (Array.isArray(options)) return `one of ${options.join(', ')}`;
  if (probe(1) && !probe('x')) return probe(-1) ? 'a whole number' : 'a whole number of 0 or more';
  if (key === 'general.button_color') return `a hex colour dark enough for the white text on buttons (a contrast of ${BUTTON_TEXT_CONTRAST}:1 or more), such as #005ea2`;
  if (key === 'general.reference_prefix') return '1 to 4 capital letters';
  if (key === 'embed.allowed_origins') return 'a list of https origins, ["https://www.example.gov"]';
  if (probe({})) return 'a JSON object';
  return 'text';
}

/** Extra checks where the schema takes any text the product would misuse. */
function checkMeaning(key: string, value: unknown): boolean {
  if (key === 'general.timezone') return typeof value === 'string' && isKnownTimeZone(value);
  if (key === 'general.button_color') return typeof value === 'string' && contrastWithWhite(value) >= BUTTON_TEXT_CONTRAST;
  if (key === 'general.languages') {
    const codes = (Array.isArray(value) ? value : String(value).split(',')).map((code) => String(code).trim().toLowerCase());
    return codes.length > 0 && codes[0] === 'en' && codes.every((code) => (LANGUAGES as readonly string[]).includes(code));
  }
  return true;
}

/**
 * Reads `key=value` pairs into the values to store, each checked against the key's schema (the same
 * zod schemas the API reads settings with) and its meaning; every refusal is listed, so one run says all that is wrong.
 */
export function readSettingValues(pairs: Record<string, string>): { values: Record<string, unknown>; problems: SettingProblem[] } {
  const values: Record<string, unknown> = {};
  const problems: SettingProblem[] = [];
  for (const [key, text] of Object.entries(pairs)) {
    const schema = SHAPES[key];
    // As JSON first (true, 12, a list), then as the text it is (a phone number of digits is text).
    const value = [fromText(text), text].find((candidate) => schema?.safeParse(candidate).success && checkMeaning(key, candidate));
    if (value === undefined) problems.push({ key, value: text, allowed: allowedFor(key) });
    else values[key] = value;
  }
  return { values, problems };
}

/** The modules a county switches on and off, and the setting each is. */
export const MODULES = { appeals: 'appeal.enabled', meetings: 'meetings.enabled', office: 'office.enabled' } as const;
export type ModuleName = keyof typeof MODULES;
export const isModule = (name: string): name is ModuleName => name in MODULES;
