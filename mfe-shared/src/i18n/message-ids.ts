// Before the schemas below: in a browser, zod must not compile parsers with new Function (zod-config.ts).
import '../schemas/zod-config';
import { APPEAL_MESSAGES } from '../schemas/appeal';
import { APPEAL_DRAFT_MESSAGES } from '../schemas/appeal-draft';
import { CALENDAR_DATE_MESSAGES } from '../schemas/calendar-date';
import { CHANGE_REQUEST_MESSAGES } from '../schemas/change-request';
import { FILER_MESSAGES } from '../schemas/filer';
import { MEETING_MESSAGES } from '../schemas/meeting';
import { OFFICE_MESSAGES } from '../schemas/office';
import { AVAILABILITY_MESSAGES } from '../schemas/office-availability';
import { OFFICE_MEETING_MESSAGES } from '../schemas/office-meetings';
import { STEP_MESSAGES } from '../schemas/appeal-steps';
import { HEARING_MESSAGES } from '../schemas/hearings';
import { UNLISTED_PROPERTY_MESSAGES } from '../schemas/unlisted-property';
import { AUDIT_QUERY_MESSAGES } from '../rules/audit-rules';
import { SIGN_IN_MESSAGES } from '../rules/sign-in-messages';
import { UPLOAD_MESSAGES } from '../rules/upload-rules';

/** A group of messages: name -> the English text, or a function of values that writes it. */
export type MessageGroup = Readonly<Record<string, string | ((...values: never[]) => string)>>;

/**
 * The messages mfe-shared's schemas and rules say (SPEC's validation and error messages),
 * kept in English in the code, where the API and the forms both read them. Each is said in another
 * language under the catalogue id `shared.<GROUP>.<name>` (mfe-shared/src/locales).
 */
export const SHARED_MESSAGE_GROUPS: Record<string, MessageGroup> = {
  APPEAL_MESSAGES,
  APPEAL_DRAFT_MESSAGES,
  AUDIT_QUERY_MESSAGES,
  AVAILABILITY_MESSAGES,
  CALENDAR_DATE_MESSAGES,
  CHANGE_REQUEST_MESSAGES,
  FILER_MESSAGES,
  HEARING_MESSAGES,
  MEETING_MESSAGES,
  OFFICE_MEETING_MESSAGES,
  OFFICE_MESSAGES,
  SIGN_IN_MESSAGES,
  STEP_MESSAGES,
  UNLISTED_PROPERTY_MESSAGES,
  UPLOAD_MESSAGES,
};

/**
 * English text -> catalogue id, for the fixed messages of some groups ('Your name is required' ->
 * 'shared.FILER_MESSAGES.nameRequired'): a message arrives as text (a zod issue, an API answer), and
 * this finds what to say instead. Messages written by functions have values, so whoever writes one
 * asks the catalogue for it with those values instead.
 */
export function messageIds(groups: Record<string, MessageGroup>, prefix: string): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [group, messages] of Object.entries(groups)) {
    for (const [name, message] of Object.entries(messages)) {
      if (typeof message === 'string' && !ids.has(message)) ids.set(message, `${prefix}.${group}.${name}`);
    }
  }
  return ids;
}

let sharedIds: Map<string, string> | undefined;

/** The catalogue id of one of mfe-shared's fixed messages, given its English text. */
export function sharedMessageId(english: string): string | undefined {
  sharedIds ??= messageIds(SHARED_MESSAGE_GROUPS, 'shared');
  return sharedIds.get(english);
}
