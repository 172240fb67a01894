import { formatCalendarDay, formatDateTime, formatDateTimeRange, formatMoney, formatNumber, formatPhone, timeZoneName } from './format';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [25000, '25,000'],
    [1234567, '1,234,567'],
    [1000000000, '1,000,000,000'],
    [-1234, '-1,234'],
  ])('formats %p as %p', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });
});

describe('formatMoney', () => {
  it('shows US dollars with $ and thousands commas by default', () => {
    expect(formatMoney(250000)).toBe('$250,000');
    expect(formatMoney(250000, 'USD')).toBe('$250,000');
  });

  it('shows pounds sterling with £', () => {
    expect(formatMoney(1234567, 'GBP')).toBe('£1,234,567');
  });

  it('puts the minus sign before the currency symbol', () => {
    expect(formatMoney(-1500, 'USD')).toBe('-$1,500');
    expect(formatMoney(-1500, 'GBP')).toBe('-£1,500');
  });

  it('shows zero', () => {
    expect(formatMoney(0)).toBe('$0');
  });
});

describe('formatPhone', () => {
  it("shows ten digits as '(xxx) xxx xxxx'", () => {
    expect(formatPhone('5555550100')).toBe('(555) 555 0100');
  });

  it('formats ten digits that were stored with punctuation', () => {
    expect(formatPhone('555-555-0100')).toBe('(555) 555 0100');
  });

  it.each(['', '555010', '15555550100', '555555010', 'ask at the desk'])('leaves %p unchanged', (phone) => {
    expect(formatPhone(phone)).toBe(phone);
  });
});

describe('formatDateTime', () => {
  const instant = '2024-07-04T18:30:00Z';

  it('shows the same instant in each county zone, two hours apart between New York and Denver', () => {
    const newYork = formatDateTime(instant, 'America/New_York');
    const denver = formatDateTime(instant, 'America/Denver');
    expect(newYork).toMatch(/Thursday, July 4, 2024/);
    expect(newYork).toMatch(/2:30\sPM/);
    expect(denver).toMatch(/Thursday, July 4, 2024/);
    expect(denver).toMatch(/12:30\sPM/);
  });

  it('uses the county date when the zone puts the instant on a different day', () => {
    expect(formatDateTime('2024-01-15T04:30:00Z', 'America/Denver')).toMatch(/Sunday, January 14, 2024.*9:30\sPM/);
    expect(formatDateTime('2024-01-15T04:30:00Z', 'America/New_York')).toMatch(/Sunday, January 14, 2024.*11:30\sPM/);
  });

  it('accepts a Date as well as an ISO string', () => {
    expect(formatDateTime(new Date(instant), 'America/New_York')).toBe(formatDateTime(instant, 'America/New_York'));
  });

  it("does not depend on the browser's own time zone", () => {
    const original = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Tokyo';
      const inTokyo = formatDateTime(instant, 'America/Denver');
      process.env.TZ = 'America/Los_Angeles';
      const inLosAngeles = formatDateTime(instant, 'America/Denver');
      expect(inTokyo).toBe(inLosAngeles);
      expect(inTokyo).toMatch(/12:30\sPM/);
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it('lets a caller ask for the time only', () => {
    expect(formatDateTime(instant, 'America/New_York', { dateStyle: undefined, timeStyle: 'short' })).toMatch(/^2:30\sPM$/);
  });
});

describe('timeZoneName', () => {
  // The exact wording ('Mountain Time' or 'Mountain Standard Time') depends on the ICU data in use.
  it('names the county zone in words for notices', () => {
    expect(timeZoneName('America/Denver', new Date('2024-01-15T12:00:00Z'))).toMatch(/^Mountain\b.*Time$/);
    expect(timeZoneName('America/New_York', new Date('2024-07-04T12:00:00Z'))).toMatch(/^Eastern\b.*Time$/);
  });
});

describe('formatDateTime with component options', () => {
  it('shows only the time asked for, in the county zone', () => {
    expect(formatDateTime('2024-07-04T18:30:00Z', 'America/Denver', { hour: 'numeric', minute: '2-digit' })).toMatch(/^12:30\sPM$/);
  });
});

describe('formatDateTimeRange', () => {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

  it('writes the date once when the span falls within one day of the zone', () => {
    expect(formatDateTimeRange('2026-01-15T19:02:00Z', '2026-01-15T19:03:00Z', 'America/New_York', options)).toMatch(/^Jan 15, 2026, 2:02\s–\s2:03\sPM EST$/);
  });

  it('writes both dates when it crosses midnight there', () => {
    expect(formatDateTimeRange('2026-01-15T04:00:00Z', '2026-01-15T06:00:00Z', 'America/New_York', options)).toMatch(
      /^Jan 14, 2026, 11:00\sPM EST\s–\sJan 15, 2026, 1:00\sAM EST$/,
    );
  });
});

describe('formatCalendarDay', () => {
  it('writes the day given, in the locale, whatever the zone of the machine', () => {
    expect(formatCalendarDay('2027-06-30')).toBe('June 30, 2027');
    expect(formatCalendarDay('2027-01-01', 'es-US')).toBe('1 de enero de 2027');
    expect(formatCalendarDay('2027-12-31', 'en-GB')).toBe('31 December 2027');
  });
});
