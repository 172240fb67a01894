import { DEFAULT_LIMITS, readLimits } from '../src/infrastructure/config/limit-settings';
import { waitInWords } from '../src/capabilities/limits/wait-time';
import { readEnvironment } from '../src/infrastructure/config/environment';

// The LIMIT_*, SIGN_IN_* and *_TIMEOUT variables of api/README.md, "Limits": read as documented,
// and a value that cannot be read stops the server with a message naming the variable.
describe('readLimits', () => {
  it('keeps the defaults when nothing is set', () => {
    expect(readLimits({})).toEqual(DEFAULT_LIMITS);
  });

  it('reads a count and a period per write and scope', () => {
    const limits = readLimits({ LIMIT_APPEALS_PER_ADDRESS: '5/10m', LIMIT_ANALYTICS_PER_COUNTY: '1000/1h', LIMIT_UPLOADS_PER_ADDRESS: ' 30/90 ' });
    expect(limits.writes.appeals.perAddress).toEqual({ max: 5, windowSeconds: 600 });
    expect(limits.writes.appeals.perCounty).toEqual(DEFAULT_LIMITS.writes.appeals.perCounty);
    expect(limits.writes.analytics.perCounty).toEqual({ max: 1000, windowSeconds: 3600 });
    expect(limits.writes.uploads.perAddress).toEqual({ max: 30, windowSeconds: 90 });
  });

  it('reads the sign-in throttle', () => {
    const { signIn } = readLimits({ SIGN_IN_FREE_FAILURES: '5', SIGN_IN_MAX_DELAY: '5m', SIGN_IN_FORGET_AFTER: '2h', SIGN_IN_CONCURRENT_CHECKS: '4', SIGN_IN_QUEUED_CHECKS: '0' });
    expect(signIn).toMatchObject({ freeFailures: 5, maxDelaySeconds: 300, forgetAfterSeconds: 7200, concurrentChecks: 4, queuedChecks: 0 });
  });

  it('reads the daily limit of e-mails to an address that has confirmed nothing', () => {
    expect(readLimits({}).mail).toEqual({ unconfirmedPerDay: 3 });
    expect(readLimits({ LIMIT_UNCONFIRMED_EMAILS_PER_DAY: '10' }).mail).toEqual({ unconfirmedPerDay: 10 });
    expect(() => readLimits({ LIMIT_UNCONFIRMED_EMAILS_PER_DAY: '0' })).toThrow('LIMIT_UNCONFIRMED_EMAILS_PER_DAY must be a whole number from 1 to 1000, not "0".');
  });

  it('reads the limits on public reads', () => {
    expect(readLimits({}).reads).toEqual({
      perAddress: { searches: { max: 600, windowSeconds: 600 }, nearby: { max: 120, windowSeconds: 600 } },
      parcelsPerAddress: { max: 3000, windowSeconds: 3600 },
      queryTimeoutMs: 1000,
    });
    expect(readLimits({ LIMIT_SEARCHES_PER_ADDRESS: '30/1m', LIMIT_PARCELS_PER_ADDRESS: '500/1d', LIMIT_PUBLIC_QUERY_TIME: '250ms' }).reads).toEqual({
      perAddress: { searches: { max: 30, windowSeconds: 60 }, nearby: { max: 120, windowSeconds: 600 } },
      parcelsPerAddress: { max: 500, windowSeconds: 86_400 },
      queryTimeoutMs: 250,
    });
    expect(readLimits({ LIMIT_NEARBY_PER_ADDRESS: '5/10m', LIMIT_PUBLIC_QUERY_TIME: '2s' }).reads).toMatchObject({
      perAddress: { nearby: { max: 5, windowSeconds: 600 } },
      queryTimeoutMs: 2000,
    });
  });

  it('reads the cap on slot holds per address range', () => {
    expect(readLimits({}).slotHolds).toEqual({ perRange: 6 });
    expect(readLimits({ LIMIT_SLOT_HOLDS_PER_RANGE: ' 12 ' }).slotHolds).toEqual({ perRange: 12 });
  });

  it('reads the upload bytes as an amount and a period', () => {
    expect(readLimits({}).uploadBytes).toEqual({ perAddress: { maxBytes: 100 * 1024 * 1024, windowSeconds: 3600 }, perCounty: { maxBytes: 2 * 1024 ** 3, windowSeconds: 3600 } });
    const { uploadBytes } = readLimits({ LIMIT_UPLOAD_BYTES_PER_ADDRESS: ' 50MB/1h ', LIMIT_UPLOAD_BYTES_PER_COUNTY: '500gb/1d' });
    expect(uploadBytes).toEqual({ perAddress: { maxBytes: 50 * 1024 * 1024, windowSeconds: 3600 }, perCounty: { maxBytes: 500 * 1024 ** 3, windowSeconds: 86_400 } });
    expect(readLimits({ LIMIT_UPLOAD_BYTES_PER_ADDRESS: '2048/10m' }).uploadBytes.perAddress).toEqual({ maxBytes: 2048, windowSeconds: 600 });
  });

  it.each([
    [
      'LIMIT_UPLOAD_BYTES_PER_ADDRESS',
      '50MB',
      'LIMIT_UPLOAD_BYTES_PER_ADDRESS must be an amount and a period, such as "100MB/1h" (100 MB in every hour; KB, MB or GB), not "50MB".',
    ],
    ['LIMIT_UPLOAD_BYTES_PER_COUNTY', '2TB/1h', 'LIMIT_UPLOAD_BYTES_PER_COUNTY must be an amount and a period'],
    ['LIMIT_UPLOAD_BYTES_PER_COUNTY', '100/1h', 'LIMIT_UPLOAD_BYTES_PER_COUNTY must be an amount and a period'],
    ['LIMIT_APPEALS_PER_ADDRESS', 'sixty', 'LIMIT_APPEALS_PER_ADDRESS must be a count and a period, such as "60/10m" (60 requests in every 10 minutes), not "sixty".'],
    ['LIMIT_APPEALS_PER_ADDRESS', '0/10m', 'LIMIT_APPEALS_PER_ADDRESS must be a count and a period'],
    ['LIMIT_MEETINGS_PER_COUNTY', '10/10 minutes', 'LIMIT_MEETINGS_PER_COUNTY must be a count and a period'],
    ['SIGN_IN_FREE_FAILURES', '-1', 'SIGN_IN_FREE_FAILURES must be a whole number from 0 to 100, not "-1".'],
    ['LIMIT_SEARCHES_PER_ADDRESS', 'lots', 'LIMIT_SEARCHES_PER_ADDRESS must be a count and a period'],
    ['LIMIT_PUBLIC_QUERY_TIME', '5ms', 'LIMIT_PUBLIC_QUERY_TIME must be a time from 10ms to 60s, such as "500ms" or "2s", not "5ms".'],
    ['LIMIT_SLOT_HOLDS_PER_RANGE', '0', 'LIMIT_SLOT_HOLDS_PER_RANGE must be a whole number from 1 to 10000, not "0".'],
    ['SIGN_IN_MAX_DELAY', 'forever', 'SIGN_IN_MAX_DELAY must be a period such as "90s", "15m" or "1h", not "forever".'],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => readLimits({ [name]: value })).toThrow(message);
  });
});

/** The server's deadlines as the environment gives them to main. */
function timeouts(env: Record<string, string>) {
  const config = readEnvironment(env);
  return { headersSeconds: config.HEADERS_TIMEOUT, requestSeconds: config.REQUEST_TIMEOUT, idleSeconds: config.IDLE_TIMEOUT };
}

describe('the server deadlines (HEADERS_TIMEOUT, REQUEST_TIMEOUT, IDLE_TIMEOUT)', () => {
  it('reads seconds, and refuses what is not a number of seconds', () => {
    expect(timeouts({})).toEqual({ headersSeconds: 20, requestSeconds: 120, idleSeconds: 90 });
    expect(timeouts({ REQUEST_TIMEOUT: '300', HEADERS_TIMEOUT: '5' })).toMatchObject({ requestSeconds: 300, headersSeconds: 5 });
    expect(() => timeouts({ REQUEST_TIMEOUT: '2m' })).toThrow('REQUEST_TIMEOUT must be a number of seconds from 1 to 3600, not "2m".');
  });
});

describe('waitInWords', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('%i s -> %s', (seconds, words) => expect(waitInWords(seconds)).toBe(words));
});
