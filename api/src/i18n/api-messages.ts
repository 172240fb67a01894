import { messageIds, type MessageGroup } from 'mfe-shared/schemas';
import { DRAFT_LINK_MESSAGES } from '../appeal-drafts/draft-routes';
import { COMPARABLE_ERRORS } from '../appeals/appeal-comparables';
import { APPEAL_RULE_MESSAGES } from '../appeals/appeal-rules';
import { STATUS_MESSAGES } from '../appeals/appeal-status';
import { CONFIRM_MESSAGES } from '../appeals/confirm-appeal';
import { APPEAL_ERRORS } from '../appeals/file-appeal';
import { CHANGE_REQUEST_LIMIT_MESSAGES } from '../change-requests/unproven-limit';
import { OWNER_CODE_MESSAGES } from '../appeals/owner-code-check';
import { IDEMPOTENCY_KEY_MESSAGE } from '../appeals/idempotency-key';
import { COMPER_MESSAGES } from '../comper/comper-routes';
import { CORS_REFUSED_MESSAGE } from '../embed/tenant-cors';
import { FILE_MESSAGES } from '../files/file-routes';
import { REQUEST_MESSAGES } from '../http/request-messages';
import { PARCEL_READ_MESSAGES } from '../parcels/read-messages';
import { LIMIT_MESSAGES } from '../limits/anonymous-limits';
import { UPLOAD_QUOTA_MESSAGES } from '../limits/upload-byte-quota';
import { BOOKING_MESSAGES } from '../meetings/book-meeting';
import { CHANGE_MESSAGES } from '../meetings/change-meeting';
import { CROSS_SITE_MESSAGE } from '../staff/same-origin';
import { SIGN_IN_LIMIT_MESSAGES } from '../staff/session-routes';
import { TOKEN_MESSAGES } from '../status/status-routes';

/**
 * The API's own messages, English in the code; each is said in another language under
 * the catalogue id `api.<GROUP>.<name>` (api/src/locales/<lang>/errors.json), as mfe-shared's are
 * under `shared.<GROUP>.<name>`. A function's message is said where it is made, with its values
 * (i18n/local-text.ts); a fixed one is found by its English when it is answered.
 *
 * A function, not a constant: these modules import the i18n modules in turn, so the groups are
 * read once they have all loaded.
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
