/** How e-mails, the receipt and the invitation write money, phones and times (SPEC: thousands commas, (xxx) xxx xxxx, the county's zone). */

export function formatMoney({ amount, currency }: { amount: number; currency: string }): string {
  return `${currency === 'GBP' ? '£' : '$'}${amount.toLocaleString('en-US')}`;
}

/** Ten digits as (xxx) xxx xxxx; anything else as given. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6)}` : value;
}

/** `March 10, 2026 at 10:15 AM EDT` in `timeZone`. */
export function formatWhen(at: Date, timeZone: string): string {
  try {
    // Not dateStyle/timeStyle: Intl refuses them together with timeZoneName.
    return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(at);
  } catch {
    return at.toISOString();
  }
}

/** `Tuesday, March 10, 2026 at 10:00 AM EDT` in `timeZone`: for a meeting, the weekday helps. */
export function formatMeetingTime(at: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', {
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
export function formatDay(at: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}
