export type Currency = 'USD' | 'GBP';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat for each locale and set of options, made once: making one costs about
 * a hundred times what formatting with it does (every e-mail and screen writes several dates).
 * Throws as the constructor does (an unknown zone).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    // The keys are counties' zones times a few styles; a bound all the same.
    if (formatters.size >= 1_000) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

const symbols: Record<Currency, string> = { USD: '$', GBP: '£' };

/** 1234567 -> '1,234,567' */
export function formatNumber(value: number): string {
  return Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 250000, 'USD' -> '$250,000'; GBP shows as £. */
export function formatMoney(amount: number, currency: Currency = 'USD'): string {
  return `${amount < 0 ? '-' : ''}${symbols[currency] ?? '$'}${formatNumber(Math.abs(amount))}`;
}

/** '5555550100' -> '(555) 555 0100' (docs/product.md#filer-and-attendee-details); anything else is returned as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/**
 * A date and time as the county reads it, in the county's zone whatever the browser's zone; in the
 * visitor's language when given its Intl locale (useIntlLocale: 'es-US').
 */
export function formatDateTime(value: Date | string, timeZone: string, options: Intl.DateTimeFormatOptions = {}, locale = 'en-US'): string {
  // Intl refuses dateStyle/timeStyle next to component options such as hour, so they are the default only.
  const style: Intl.DateTimeFormatOptions = Object.keys(options).length ? options : { dateStyle: 'full', timeStyle: 'short' };
  return dateTimeFormat(locale, { ...style, timeZone }).format(new Date(value));
}

/**
 * A calendar day the county gave ('2027-06-30': a season's last day), written long in the locale:
 * '30 June 2027' style ('June 30, 2027' in en-US). Taken at noon UTC and written in UTC, so no
 * zone moves it to the day before or after.
 */
export function formatCalendarDay(day: string, locale = 'en-US'): string {
  return formatDateTime(`${day}T12:00:00Z`, 'UTC', { dateStyle: 'long' }, locale);
}

/**
 * Two instants as one span in a zone, the parts they share written once:
 * 'Jan 15, 2026, 2:02:05 PM – 2:03:10 PM UTC' (Intl's formatRange; the same instant twice is one time).
 */
export function formatDateTimeRange(from: Date | string, to: Date | string, timeZone: string, options: Intl.DateTimeFormatOptions, locale = 'en-US'): string {
  return dateTimeFormat(locale, { ...options, timeZone }).formatRange(new Date(from), new Date(to));
}

/** 'America/New_York' -> 'Eastern Time' style name for notices. */
export function timeZoneName(timeZone: string, at: Date = new Date(), locale = 'en-US'): string {
  const part = dateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** The calendar day of an instant in a zone, as 'YYYY-MM-DD' (en-CA formats dates that way). */
export function zonedDateKey(value: Date | string, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(value));
}

/** The hour (0-23) of an instant in a zone. */
export function zonedHour(value: Date | string, timeZone: string): number {
  const hour = dateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' })
    .formatToParts(new Date(value))
    .find((part) => part.type === 'hour');
  return Number(hour?.value ?? 0);
}

/** A calendar tile's day (a local Date at midnight) as 'YYYY-MM-DD', to compare with zonedDateKey. */
export function localDateKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
