import { zodResolver } from 'mfe-shared/forms';
import type { AppealReasonCode, EstimationForm, SelectedReason } from 'mfe-shared/schemas';
import { ESTIMATION_IDS, estimationSchema, estimationSummary, groupThousands, toggleReason } from './estimation-rules';

const REQUIRED = 'You must provide an estimated value';
const INVALID = 'Enter a whole number, using only digits, for example 250,000';
const WHITESPACE = 'Remove the spaces from the value';
const LEADING_ZERO = 'The provided value cannot start with zero';
const NO_REASON = 'You must select at least one reason for your appeal';
const OTHER = 'You must enter an explanation for "Other"';

const market = (amount: number) => ({ value: { amount, currency: 'USD' as const } });
const noValue = { value: null };
const reason: SelectedReason = { id: 'r-1', title: 'Condition of the property', description: '' };
const other: SelectedReason = { id: 'r-9', title: 'Other', description: '' };

type Parcel = Parameters<typeof estimationSchema>[0];

/** What the step's error summary lists for these answers: the schema's messages as the form's resolver gives them, in screen order. */
async function estimationErrors(input: EstimationForm, property: Parcel, requireOtherDescription: boolean) {
  const resolve = zodResolver(estimationSchema(property, requireOtherDescription));
  const { errors } = await resolve(input, undefined, { fields: {}, shouldUseNativeValidation: false });
  return estimationSummary(errors, input.reasons);
}

/** The messages of the value field alone, for a filer who gave a reason. */
async function valueMessages(estimatedValue: string, property: Parcel = market(250_000)): Promise<string[]> {
  return (await estimationErrors({ estimatedValue, reasons: [reason] }, property, false)).map((error) => error.message);
}

describe('owner opinion of value', () => {
  it.each(['', '   '])('requires a value (%p)', async (typed) => {
    expect(await valueMessages(typed)).toEqual([REQUIRED]);
  });

  it.each(['250 000', '250,000 ', ' 250000', '250\t000', '$ 250000'])('refuses whitespace in %p', async (typed) => {
    expect(await valueMessages(typed)).toEqual([WHITESPACE]);
  });

  it.each(['$250,000', '250000.00', '250000.5', '250.000', '-250000', '250k', '2e5', ','])('refuses %p as not a plain integer', async (typed) => {
    expect(await valueMessages(typed)).toEqual([INVALID]);
  });

  it.each(['0250000', '0', '0,250,000'])('refuses a leading zero in %p', async (typed) => {
    expect(await valueMessages(typed)).toEqual([LEADING_ZERO]);
  });

  it('accepts one tenth to ten times the market value, with or without thousands commas', async () => {
    for (const typed of ['25000', '25,000', '250,000', '2500000', '2,500,000']) expect(await valueMessages(typed)).toEqual([]);
  });

  it("names the range 'Value must be between 25,000 and 2,500,000' outside it", async () => {
    expect(await valueMessages('24,999')).toEqual(['Value must be between 25,000 and 2,500,000']);
    expect(await valueMessages('2,500,001')).toEqual(['Value must be between 25,000 and 2,500,000']);
  });

  it('floors one tenth of the market value', async () => {
    expect(await valueMessages('1', market(250_005))).toEqual(['Value must be between 25,000 and 2,500,050']);
    expect(await valueMessages('25,000', market(250_009))).toEqual([]);
    expect(await valueMessages('1', market(99))).toEqual(['Value must be between 9 and 990']);
  });

  it('falls back to 100 .. 1,000,000,000 without a market value', async () => {
    for (const property of [noValue, null, market(0)]) {
      expect(await valueMessages('99', property)).toEqual(['Value must be between 100 and 1,000,000,000']);
      expect(await valueMessages('1,000,000,001', property)).toEqual(['Value must be between 100 and 1,000,000,000']);
      expect(await valueMessages('100', property)).toEqual([]);
      expect(await valueMessages('1,000,000,000', property)).toEqual([]);
    }
  });

  it('points the value messages at the value field', async () => {
    expect(await estimationErrors({ estimatedValue: '', reasons: [reason] }, market(250_000), false)).toEqual([{ fieldId: ESTIMATION_IDS.value, message: REQUIRED }]);
  });
});

describe('reasons', () => {
  it('requires at least one reason, after the value message', async () => {
    expect(await estimationErrors({ estimatedValue: '', reasons: [] }, market(250_000), false)).toEqual([
      { fieldId: ESTIMATION_IDS.value, message: REQUIRED },
      { fieldId: ESTIMATION_IDS.reasons, message: NO_REASON },
    ]);
    expect(await estimationErrors({ estimatedValue: '200,000', reasons: [] }, market(250_000), false)).toEqual([{ fieldId: ESTIMATION_IDS.reasons, message: NO_REASON }]);
  });

  it("asks for an explanation of 'Other' only when require_other_desc is on", async () => {
    const input = { estimatedValue: '200,000', reasons: [reason, other] };
    expect(await estimationErrors(input, market(250_000), false)).toEqual([]);
    expect(await estimationErrors(input, market(250_000), true)).toEqual([{ fieldId: ESTIMATION_IDS.comment('r-9'), message: OTHER }]);
  });

  it("is satisfied by an explanation of 'Other' that is more than blanks", async () => {
    const blank = { estimatedValue: '200,000', reasons: [{ ...other, description: '   ' }] };
    const explained = { estimatedValue: '200,000', reasons: [{ ...other, description: 'The roof leaks' }] };
    expect((await estimationErrors(blank, market(250_000), true)).map((error) => error.message)).toEqual([OTHER]);
    expect(await estimationErrors(explained, market(250_000), true)).toEqual([]);
  });

  it('does not ask other reasons for an explanation', async () => {
    expect(await estimationErrors({ estimatedValue: '200,000', reasons: [reason] }, market(250_000), true)).toEqual([]);
  });

  it('gives every message at once', async () => {
    expect((await estimationErrors({ estimatedValue: '$1', reasons: [other] }, market(250_000), true)).map((error) => error.message)).toEqual([INVALID, OTHER]);
  });
});

describe('groupThousands (the money input)', () => {
  it.each([
    ['250000', '250,000'],
    ['2500000', '2,500,000'],
    ['25,00,000', '2,500,000'],
    ['999', '999'],
    ['1000', '1,000'],
    ['1000000000', '1,000,000,000'],
  ])('groups %p as %p', (typed, grouped) => {
    expect(groupThousands(typed)).toBe(grouped);
  });

  it.each(['', '$250000', '250000.5', '250 000', '0250000', ',', 'abc'])('leaves %p for the rules to name', (typed) => {
    expect(groupThousands(typed)).toBe(typed);
  });
});

describe('toggleReason', () => {
  const condition: AppealReasonCode = { id: 'r-1', description: 'Condition of the property', position: 1, used: true };
  const sales: AppealReasonCode = { id: 'r-2', description: 'Recent sales', position: 2, used: true };

  it('adds a reason with the code’s description as its title and an empty comment', () => {
    expect(toggleReason([], condition, true)).toEqual([{ id: 'r-1', title: 'Condition of the property', description: '' }]);
  });

  it('keeps the reasons in the order the filer picked them', () => {
    const picked = toggleReason(toggleReason([], sales, true), condition, true);
    expect(picked.map((selected) => selected.id)).toEqual(['r-2', 'r-1']);
  });

  it('does not add a reason twice and keeps its comment', () => {
    const selected = [{ id: 'r-1', title: 'Condition of the property', description: 'Roof leaks' }];
    expect(toggleReason(selected, condition, true)).toEqual(selected);
  });

  it('removes only the reason turned off', () => {
    const selected = [
      { id: 'r-1', title: 'Condition of the property', description: 'Roof leaks' },
      { id: 'r-2', title: 'Recent sales', description: '' },
    ];
    expect(toggleReason(selected, condition, false)).toEqual([{ id: 'r-2', title: 'Recent sales', description: '' }]);
    expect(toggleReason(selected, { ...condition, id: 'r-7' }, false)).toEqual(selected);
  });
});
