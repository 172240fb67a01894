import { timeoutsFromEnv } from '../src/http/server-timeouts';
import { DEFAULT_LIMITS, limitsFromEnv } from '../src/limits/limit-settings';
import { waitInWords } from '../src/limits/wait-time';

// The LIMIT_*, SIGN_IN_* and *_TIMEOUT variables of api/README.md, "Limits": read as documented,
// and a value that cannot be read stops the server with a message naming the variable.
describe('limitsFromEnv', () => {
  it('keeps the defaults when nothing is set', () => {
    expect(limitsFromEnv({})).toEqual(DEFAULT_LIMITS);
  });

  it('reads a count and a period per write and scope', () => {
    const limits = limitsFromEnv({ LIMIT_APPEALS_PER_ADDRESS: '5/10m', LIMIT_ANALYTICS_PER_COUNTY: '1000/1h', LIMIT_UPLOADS_PER_ADDRESS: ' 30/90 ' });
    expect(limits.writes.appeals.perAddress).toEqual({ max: 5, windowSeconds: 600 });
    expect(limits.writes.appeals.perCounty).toEqual(DEFAULT_LIMITS.writes.appeals.perCounty);
    expect(limits.writes.analytics.perCounty).toEqual({ max: 1000, windowSeconds: 3600 });
    expect(limits.writes.uploads.perAddress).toEqual({ max: 30, windowSeconds: 90 });
  });

  it('reads the sign-in throttle', () => {
    const { signIn } = limitsFromEnv({ SIGN_IN_FREE_FAILURES: '5', SIGN_IN_MAX_DELAY: '5m', SIGN_IN_FORGET_AFTER: '2h', SIGN_IN_CONCURRENT_CHECKS: '4', SIGN_IN_QUEUED_CHECKS: '0' });
    expect(signIn).toMatchObject({ freeFailures: 5, maxDelaySeconds: 300, forgetAfterSeconds: 7200, concurrentChecks: 4, queuedChecks: 0 });
  });

  it.each([
    ['LIMIT_APPEALS_PER_ADDRESS', 'sixty', 'LIMIT_APPEALS_PER_ADDRESS must be a count and a period, such as "60/10m" (60 requests in every 10 minutes), not "sixty".'],
    ['LIMIT_APPEALS_PER_ADDRESS', '0/10m', 'LIMIT_APPEALS_PER_ADDRESS must be a count and a period'],
    ['LIMIT_MEETINGS_PER_COUNTY', '10/10 minutes', 'LIMIT_MEETINGS_PER_COUNTY must be a count and a period'],
    ['SIGN_IN_FREE_FAILURES', '-1', 'SIGN_IN_FREE_FAILURES must be a whole number from 0 to 100, not "-1".'],
    ['SIGN_IN_MAX_DELAY', 'forever', 'SIGN_IN_MAX_DELAY must be a period such as "90s", "15m" or "1h", not "forever".'],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => limitsFromEnv({ [name]: value })).toThrow(message);
  });
});

describe('timeoutsFromEnv', () => {
  it('reads seconds, and refuses what is not a number of seconds', () => {
    expect(timeoutsFromEnv({})).toEqual({ headersSeconds: 20, requestSeconds: 120, idleSeconds: 90 });
    expect(timeoutsFromEnv({ REQUEST_TIMEOUT: '300', HEADERS_TIMEOUT: '5' })).toMatchObject({ requestSeconds: 300, headersSeconds: 5 });
    expect(() => timeoutsFromEnv({ REQUEST_TIMEOUT: '2m' })).toThrow('REQUEST_TIMEOUT must be a number of seconds from 1 to 3600, not "2m".');
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
