import type { FieldError } from 'mfe-shared/forms';
import { HEARING_MESSAGES, newPanelSchema, type HearingMode, type NewPanel } from 'mfe-shared/schemas';

/** The add-a-panel form as typed: the members as one text, the mode unchosen until a radio is. */
export interface PanelFormValues {
  name: string;
  members: string;
  mode: HearingMode | '';
  room: string;
  videoUrl: string;
}

export const EMPTY_PANEL: PanelFormValues = { name: '', members: '', mode: '', room: '', videoUrl: '' };

export type PanelField = keyof PanelFormValues;
const FIELDS: PanelField[] = ['name', 'members', 'mode', 'room', 'videoUrl'];

/** The field ids the error summary links to; the mode's is its first radio's. */
export const panelFieldId = (field: PanelField) => `panel-new-${field}`;

/** 'A. Chair, B. Member' or one name a line: the names, without empty ones. */
export const membersOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The form checked with the API's own schema before anything is sent: the panel to send, or each
 * field's first message (HEARING_MESSAGES, said in the desk's language by the summary and the fields).
 * Only the room or the video link of the chosen mode is sent.
 */
export function checkPanel(values: PanelFormValues): { panel: NewPanel; errors?: undefined } | { panel?: undefined; errors: Partial<Record<PanelField, string>> } {
  const body = {
    name: values.name,
    members: membersOf(values.members),
    mode: values.mode || undefined,
    ...(values.mode === 'in-person' ? { room: values.room.trim() || undefined } : {}),
    ...(values.mode === 'video' ? { videoUrl: values.videoUrl } : {}),
  };
  const result = newPanelSchema.safeParse(body);
  if (result.success) return { panel: result.data };
  const errors: Partial<Record<PanelField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PanelField;
    if (!FIELDS.includes(field) || errors[field]) continue;
    // A member's own issue (too long) is the list's message.
    errors[field] = field === 'members' ? HEARING_MESSAGES.membersInvalid : issue.message;
  }
  return { errors };
}

export const panelSummary = (errors: Partial<Record<PanelField, string>>): FieldError[] =>
  FIELDS.flatMap((field) => (errors[field] ? [{ fieldId: panelFieldId(field), message: errors[field] }] : []));
