import { APPEAL_MESSAGES } from './appeal';
import { createEstimationFormSchema } from './estimation-form';

const issues = (input: unknown, requireOtherDescription = true, marketValue: number | null = 250_000) =>
  createEstimationFormSchema({ marketValue, requireOtherDescription })
    .safeParse(input)
    .error?.issues.map(({ path, message }) => ({ path, message })) ?? [];

const reason = (title: string, description = '') => ({ id: title.toLowerCase(), title, description });

it('accepts a value in range with at least one reason', () => {
  expect(issues({ estimatedValue: '200,000', reasons: [reason('Condition')] })).toEqual([]);
});

it('gives the value one message, the first rule it breaks, with the bounds of the market value', () => {
  expect(issues({ estimatedValue: '0 1', reasons: [reason('Condition')] })).toEqual([{ path: ['estimatedValue'], message: APPEAL_MESSAGES.valueWhitespace }]);
  expect(issues({ estimatedValue: '99', reasons: [reason('Condition')] }, false, null)).toEqual([
    { path: ['estimatedValue'], message: 'Value must be between 100 and 1,000,000,000' },
  ]);
});

it('puts the missing reasons on the list and the missing explanation on the comment of "Other"', () => {
  expect(issues({ estimatedValue: '200,000', reasons: [] })).toEqual([{ path: ['reasons'], message: APPEAL_MESSAGES.reasonsRequired }]);
  expect(issues({ estimatedValue: '200,000', reasons: [reason('Condition'), reason(' other ', ' ')] })).toEqual([
    { path: ['reasons', 1, 'description'], message: APPEAL_MESSAGES.otherExplanation },
  ]);
  expect(issues({ estimatedValue: '200,000', reasons: [reason('Other')] }, false)).toEqual([]);
});
