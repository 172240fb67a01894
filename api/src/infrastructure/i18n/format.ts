import { INTL_LOCALES, type Language } from 'mfe-shared/domain';
import { dateTimeFormat } from 'mfe-shared/format';

/**
 * How e-mails, the receipt and the invitation write money, phones and times (SPEC: thousands
 * commas, (xxx) xxx xxxx, the county's zone), in the reader's language: es-US conventions for
 * Spanish, so the numbers are grouped the same way and only the words change.
 */

export function formatMoney({ amount, currency }: { amount: number; currency: string }, language: Language = 'en'): string {
  return `${currency === 'GBP' ? '£' : '$'}${amount.toLocaleString(INTL_LOCALES[language])}`;
}

/** Ten digits as (xxx) xxx xxxx; anything else as given. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6)}` : value;
}

/** `March 10, 2026 at 10:15 AM EDT` in `timeZone` (`10 de marzo de 2026 a las 10:15 a.m. EDT`). */
export function formatWhen(at: Date, timeZone: string, language: Language = 'en'): string {
  try {
    // Not dateStyle/timeStyle: Intl refuses them together with timeZoneName.
    return dateTimeFormat(INTL_LOCALES[language], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }).format(at);
  } catch {
    return at.toISOString();
  }
}

/** `Tuesday, March 10, 2026 at 10:00 AM EDT` in `timeZone`: for a meeting, the weekday helps. */
export function formatMeetingTime(at: Date, timeZone: string, language: Language = 'en'): string {
  try {
    return dateTimeFormat(INTL_LOCALES[language], {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }).format(at);
  } catch {
    return at.toISOString();
  }
}

/** `April 14, 2027` in `timeZone`. */
export function formatDay(at: Date, timeZone: string, language: Language = 'en'): string {
  try {
    return dateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeZone }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}
