import { messageIds, type MessageGroup } from 'mfe-shared/schemas';
import { DRAFT_LINK_MESSAGES } from '../capabilities/appeal-drafts/draft-routes';
import { COMPARABLE_ERRORS } from '../capabilities/appeals/appeal-comparables';
import { APPEAL_RULE_MESSAGES } from '../capabilities/appeals/appeal-rules';
import { STATUS_MESSAGES } from '../capabilities/appeals/appeal-status';
import { CONFIRM_MESSAGES } from '../capabilities/appeals/confirm-appeal';
import { CONFIRMATION_EMAIL_MESSAGES } from '../capabilities/appeals/confirmation-email-routes';
import { APPEAL_ERRORS } from '../capabilities/appeals/file-appeal';
import { CHANGE_REQUEST_LIMIT_MESSAGES } from '../capabilities/change-requests/unproven-limit';
import { OWNER_CODE_MESSAGES } from '../capabilities/appeals/owner-code-check';
import { IDEMPOTENCY_KEY_MESSAGE } from '../capabilities/appeals/idempotency-key';
import { COMPER_MESSAGES } from '../capabilities/comper/comper-routes';
import { CORS_REFUSED_MESSAGE } from '../infrastructure/embed/tenant-cors';
import { FILE_MESSAGES } from '../capabilities/files/file-routes';
import { REQUEST_MESSAGES } from '../infrastructure/http/request-messages';
import { PARCEL_READ_MESSAGES } from '../capabilities/parcels/read-messages';
import { LIMIT_MESSAGES } from '../capabilities/limits/anonymous-limits';
import { UPLOAD_QUOTA_MESSAGES } from '../capabilities/limits/upload-byte-quota';
import { BOOKING_MESSAGES } from '../capabilities/meetings/book-meeting';
import { CHANGE_MESSAGES } from '../capabilities/meetings/change-meeting';
import { CROSS_SITE_MESSAGE } from '../capabilities/staff/same-origin';
import { SIGN_IN_LIMIT_MESSAGES } from '../capabilities/staff/session-routes';
import { TOKEN_MESSAGES } from '../capabilities/status/status-routes';

/**
 * The API's own messages, English in the code; each is said in another language under
 * the catalogue id `api.<GROUP>.<name>` (api/src/locales/<lang>/errors.json), as mfe-shared's are
 * under `shared.<GROUP>.<name>`. A function's message is said where it is made, with its values
 * (infrastructure/i18n/local-text.ts); a fixed one is found by its English when it is answered.
 * The composition hands apiMessageId to infrastructure/i18n/known-messages.ts (app.ts), so the
 * words stay with the capabilities that say them and i18n imports none of them.
 */
export function apiMessageGroups(): Record<string, MessageGroup> {
  return {
    APPEAL_ERRORS,
    APPEAL_RULE_MESSAGES,
    BOOKING_MESSAGES,
    CHANGE_MESSAGES,
    CHANGE_REQUEST_LIMIT_MESSAGES,
    COMPARABLE_ERRORS,
    COMPER_MESSAGES,
    CONFIRM_MESSAGES,
    CONFIRMATION_EMAIL_MESSAGES,
    DRAFT_LINK_MESSAGES,
    FILE_MESSAGES,
    LIMIT_MESSAGES,
    OWNER_CODE_MESSAGES,
    PARCEL_READ_MESSAGES,
    // Single messages of their modules, named here.
    REQUEST_MESSAGES: { ...REQUEST_MESSAGES, crossSite: CROSS_SITE_MESSAGE, corsRefused: CORS_REFUSED_MESSAGE, idempotencyKey: IDEMPOTENCY_KEY_MESSAGE },
    SIGN_IN_LIMIT_MESSAGES,
    STATUS_MESSAGES,
    TOKEN_MESSAGES,
    UPLOAD_QUOTA_MESSAGES,
  };
}

let apiIds: Map<string, string> | undefined;

/** The catalogue id of one of the API's fixed messages, given its English text. */
export function apiMessageId(english: string): string | undefined {
  apiIds ??= messageIds(apiMessageGroups(), 'api');
  return apiIds.get(english);
}
