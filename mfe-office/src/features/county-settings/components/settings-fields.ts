import type { CountySetting, CountySettingsForm } from 'mfe-shared/schemas';

/**
 * The settings the screen edits, by form field (a field name cannot hold the keys' dots). The API
 * takes every key of GET /office/county/settings and checks each with the settings schema; the rest
 * stay with `npm run county -- set` (docs/product.md#county-console).
 */
export const SETTING_FIELDS = {
  displayName: 'general.display_name',
  phone: 'general.phone_number',
  email: 'general.email',
  buttonColor: 'general.button_color',
  timeZone: 'general.timezone',
  commentLength: 'appeal.appeal_reason_comment_maxlength',
  maxFiles: 'file_upload.max_files',
  requireOwnerCode: 'appeal.require_owner_code',
  allowUnlisted: 'appeal.allow_unlisted_property',
  hidePrc: 'appeal.hide_prc',
} as const;
export type SettingField = keyof typeof SETTING_FIELDS;

/** The order of the form, which is also the order of the error summary. */
export const FIELD_ORDER = Object.keys(SETTING_FIELDS) as SettingField[];
export const TEXT_FIELDS = ['displayName', 'phone', 'email', 'buttonColor', 'timeZone', 'commentLength', 'maxFiles'] as const;
export const FLAG_FIELDS = ['requireOwnerCode', 'allowUnlisted', 'hidePrc'] as const;

export const fieldId = (field: SettingField) => `county-setting-${field}`;

export type SettingsForm = CountySettingsForm;

/** The form's values from the API's list. */
export function formValuesOf(settings: CountySetting[]): SettingsForm {
  const value = (field: SettingField) => settings.find((setting) => setting.key === SETTING_FIELDS[field])?.value;
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, String(value(field) ?? '')])) as Record<(typeof TEXT_FIELDS)[number], string>),
    ...(Object.fromEntries(FLAG_FIELDS.map((field) => [field, value(field) === true])) as Record<(typeof FLAG_FIELDS)[number], boolean>),
  };
}

/** A field's value as the settings take it. */
function typed(field: SettingField, value: string | boolean): unknown {
  if (field === 'commentLength' || field === 'maxFiles') return Number(value);
  // Stored as digits (and a leading +), as the county command stores it: the site formats it.
  if (field === 'phone') return String(value).replace(/[^0-9+]/g, '');
  return typeof value === 'string' ? value.trim() : value;
}

/** What to send: the keys whose value the form changed, typed as the settings take them. */
export function changesOf(before: SettingsForm, after: SettingsForm): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of FIELD_ORDER) {
    const value = typed(field, after[field]);
    if (value !== typed(field, before[field])) changes[SETTING_FIELDS[field]] = value;
  }
  return changes;
}

/** The field an API refusal is about: its message starts with the key (COUNTY_CONSOLE_MESSAGES.settingRefused). */
export function fieldOfRefusal(message: string): SettingField | undefined {
  return FIELD_ORDER.find((field) => message.startsWith(`${SETTING_FIELDS[field]}:`));
}
