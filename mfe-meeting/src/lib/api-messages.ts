import { translate } from 'mfe-shared';
import { MEETING_MESSAGES, sharedMessageId } from 'mfe-shared/schemas';

/**
 * Whether an API answer is one of mfe-shared's fixed messages: the API says it in the
 * visitor's language (Accept-Language), so it is compared with its English and with its text in the
 * active language.
 */
export function isMessage(received: string, english: string): boolean {
  if (received === english) return true;
  const id = sharedMessageId(english);
  return id !== undefined && received === translate(id, undefined, english);
}

/** The server's answers that mean the hold is gone (docs/product.md#slot-holds): the visitor chooses a time again. */
export const isHoldGone = (message: string) =>
  [MEETING_MESSAGES.holdMissing, MEETING_MESSAGES.holdExpired, MEETING_MESSAGES.holdNotYours].some((english) => isMessage(message, english));

/** The slot was booked by someone else after all: a hold on it is no use to a retry. */
export const isBookingFailed = (message: string) => isMessage(message, MEETING_MESSAGES.bookingFailed);
