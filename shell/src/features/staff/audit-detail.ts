import { translate } from 'mfe-shared';
import { formatCalendarDay, formatDateTime, formatNumber } from 'mfe-shared/format';
import { APPEAL_STATUS_LABELS, isUuid, OFFICE_METHOD_LABELS, type AuditRow } from 'mfe-shared/schemas';

// An event's facts as a person reads them (docs/product.md#staff-pages): each under its own name, in
// the page's language, values in words ("Hand delivery", "Under review"), times in the county's
// zone, and never an internal id (the appeal is named by its reference instead).

/** Facts that only hold ids, for the record: the row says what they name another way, or nothing a person reads. */
const HIDDEN = new Set([
  'appealId',
  'changeRequestId',
  'meetingId',
  'changeId',
  'job',
  'place',
  'season',
  'panel',
  'session',
  'hearing',
  'invitation',
  'account',
  'invitedBy',
  'decidedBy',
]);

/** English words for the values a fact may hold; the catalogue's `shell.audit.value.<value>` in other languages. */
const VALUE_WORDS: Readonly<Record<string, string>> = {
  ...APPEAL_STATUS_LABELS,
  ...OFFICE_METHOD_LABELS,
  staff: 'Office staff',
  filer: 'The filer',
  portal: 'The portal',
  county: 'The county',
  clerk: 'Clerk',
  appraiser: 'Appraiser',
  administrator: 'Administrator',
  booked: 'Booked',
  attended: 'Attended',
  cancelled: 'Cancelled',
  received: 'Received',
  'in-review': 'In review',
  corrected: 'Corrected',
  declined: 'Declined',
  'in-person': 'In person',
  video: 'By video',
  'awaiting-check': 'Waiting for its check',
  sent: 'Sent',
  up: 'Up',
  down: 'Down',
  all: 'All',
};

const TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "bookedMeetings" as "Booked meetings": the name of a fact the catalogue does not have yet. */
const spelledOut = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export interface DetailContext {
  zone: string;
  locale: string;
}

/** One value in words. */
export function valueText(value: unknown, { zone, locale }: DetailContext): string {
  if (value === null || value === undefined || value === '') return translate('shell.audit.noValue', undefined, 'None');
  if (typeof value === 'boolean') return value ? translate('shell.audit.yes', undefined, 'Yes') : translate('shell.audit.no', undefined, 'No');
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') {
    if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value, zone, TIME, locale);
    if (DAY.test(value)) return formatCalendarDay(value, locale);
    if (Object.hasOwn(VALUE_WORDS, value)) return translate(`shell.audit.value.${value}`, undefined, VALUE_WORDS[value]);
    return value;
  }
  if (Array.isArray(value)) {
    // A settings change: each key with its value before and after.
    return value
      .map((item) =>
        item && typeof item === 'object' && 'key' in item
          ? `${String((item as { key: unknown }).key)}: ${valueText((item as { before?: unknown }).before, { zone, locale })} → ${valueText((item as { after?: unknown }).after, { zone, locale })}`
          : valueText(item, { zone, locale }),
      )
      .join('; ');
  }
  if (typeof value === 'object') {
    const parts = factsOf(value as Record<string, unknown>, { zone, locale });
    return parts.map((fact) => `${fact.label}: ${fact.value}`).join(', ');
  }
  return String(value);
}

export interface Fact {
  label: string;
  value: string;
}

function factsOf(detail: Record<string, unknown>, context: DetailContext): Fact[] {
  return Object.entries(detail)
    .filter(([key, value]) => !HIDDEN.has(key) && value !== null && value !== undefined && value !== '' && !(typeof value === 'string' && isUuid(value)))
    .map(([key, value]) => ({ label: translate(`shell.audit.detail.${key}`, undefined, spelledOut(key)), value: valueText(value, context) }));
}

/** The row's facts, the appeal it is about first (by its reference). */
export function detailFacts(row: Pick<AuditRow, 'detail' | 'appealReference'>, context: DetailContext): Fact[] {
  const appeal: Fact[] = row.appealReference ? [{ label: translate('shell.audit.detail.appeal', undefined, 'Appeal'), value: row.appealReference }] : [];
  return [...appeal, ...factsOf(row.detail, context)];
}
