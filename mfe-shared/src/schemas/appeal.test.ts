import { APPEAL_MESSAGES as M, appealSubmissionSchema, estimationBounds, MAX_COMPARABLES, parseEstimatedValue, valueRangeMessage, type AppealSubmission } from './appeal';

describe('estimationBounds', () => {
  it('is one tenth (floor) to ten times the market value', () => {
    expect(estimationBounds(250_005)).toEqual({ min: 25_000, max: 2_500_050 });
  });

  it('falls back to 100 to 1,000,000,000 without a value', () => {
    for (const value of [null, undefined, 0, -5]) expect(estimationBounds(value)).toEqual({ min: 100, max: 1_000_000_000 });
  });

  it('writes the range with thousands commas', () => {
    expect(valueRangeMessage({ min: 25_000, max: 2_500_000 })).toBe('Value must be between 25,000 and 2,500,000');
  });
});

describe('parseEstimatedValue (estimation)', () => {
  const bounds = estimationBounds(250_000);

  it.each([
    ['250000', 250_000],
    ['250,000', 250_000],
    ['25,000', 25_000],
    ['2,500,000', 2_500_000],
  ])('reads %j as %d', (typed, value) => {
    expect(parseEstimatedValue(typed, bounds)).toEqual({ value });
  });

  it.each([
    ['', M.valueRequired],
    ['   ', M.valueRequired],
    ['250 000', M.valueWhitespace],
    [' 250000', M.valueWhitespace],
    ['250000\t', M.valueWhitespace],
    ['250000.50', M.valueInvalid],
    ['$250,000', M.valueInvalid],
    ['-250000', M.valueInvalid],
    ['abc', M.valueInvalid],
    [',,,', M.valueInvalid],
    ['0250000', M.valueLeadingZero],
    ['0', M.valueLeadingZero],
    ['24,999', 'Value must be between 25,000 and 2,500,000'],
    ['2,500,001', 'Value must be between 25,000 and 2,500,000'],
  ])('refuses %j: %s', (typed, error) => {
    expect(parseEstimatedValue(typed, bounds)).toEqual({ error });
  });

  it('uses the fallback bounds for a parcel without a value', () => {
    expect(parseEstimatedValue('99', estimationBounds(null))).toEqual({ error: 'Value must be between 100 and 1,000,000,000' });
    expect(parseEstimatedValue('1,000,000,000', estimationBounds(null))).toEqual({ value: 1_000_000_000 });
  });
});

describe('appealSubmissionSchema', () => {
  const submission: AppealSubmission = {
    property: { id: 'HC-000001-R123', owner: 'Pat Doe', type: 'residential', address: '12 Harbor Way', value: { amount: 250_000, currency: 'USD' } },
    appellant: { name: 'Pat Doe', type: 'owner', phone: { number: '5555550100', extension: '' }, email: 'pat@example.org' },
    staff: null,
    windowId: '00000000-0000-4000-8000-000000000000',
    claimedValue: { amount: 200_000, currency: 'USD' },
    reasons: [{ id: 'market-value', title: 'Market value is too high', description: '' }],
    documents: [],
    compsPdf: null,
  };
  const messages = (changes: Record<string, unknown>) => {
    const result = appealSubmissionSchema.safeParse({ ...submission, ...changes });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts a complete submission', () => {
    expect(messages({})).toEqual([]);
  });

  it('speaks the product language for the value and the reasons', () => {
    expect(messages({ claimedValue: undefined })).toEqual([M.valueRequired]);
    expect(messages({ claimedValue: { currency: 'USD' } })).toEqual([M.valueRequired]);
    expect(messages({ claimedValue: { amount: 1.5, currency: 'USD' } })).toEqual([M.valueInvalid]);
    expect(messages({ claimedValue: { amount: -3, currency: 'USD' } })).toEqual([M.valueInvalid]);
    expect(messages({ claimedValue: { amount: 3, currency: 'GBP' } })).toEqual([M.currencyUsd]);
    expect(messages({ reasons: [] })).toEqual([M.reasonsRequired]);
    expect(messages({ reasons: undefined })).toEqual([M.reasonsRequired]);
  });

  it('accepts a staff record with or without a filing method, and nothing else', () => {
    expect(messages({ staff: { method: 'mail', staffId: 'a' } })).toEqual([]);
    expect(messages({ staff: { method: null, staffId: 'a' } })).toEqual([]);
    expect(messages({ staff: { method: 'pigeon', staffId: 'a' } })).toHaveLength(1);
  });

  it('takes the chosen comparables as up to MAX_COMPARABLES parcel ids, or none', () => {
    const ids = Array.from({ length: MAX_COMPARABLES }, (_, n) => `HC-00000${n}-R1`);
    expect(messages({ comparables: ids })).toEqual([]);
    expect(messages({ comparables: [] })).toEqual([]);
    expect(appealSubmissionSchema.parse({ ...submission, comparables: [' HC-1 '] }).comparables).toEqual(['HC-1']);
    expect(messages({ comparables: [...ids, 'HC-one-more'] })).toEqual([M.comparablesTooMany]);
    expect(M.comparablesTooMany).toBe(`Choose no more than ${MAX_COMPARABLES} comparable sales.`);
    for (const wrong of [[''], ['x'.repeat(101)], [7], 'HC-1']) expect(messages({ comparables: wrong })).toEqual([M.comparableInvalid]);
  });
});
