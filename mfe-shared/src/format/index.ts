// Library: money, numbers, phone numbers and dates in the county's zone.
export {
  dateTimeFormat,
  formatNumber,
  formatMoney,
  formatPhone,
  formatDateTime,
  formatDateTimeRange,
  formatCalendarDay,
  timeZoneName,
  zonedDateKey,
  zonedHour,
  localDateKey,
} from './format';
export type { Currency } from './format';
export { formatFileSize } from './file-size';
export { formatDecimal, formatPercent } from './number';
