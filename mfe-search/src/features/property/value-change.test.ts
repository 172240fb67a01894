import { valueChange } from './value-change';

it('says by how much and by what share of last year the value went up or down, or that it did not change', () => {
  expect(valueChange(262_500, 250_000)).toEqual({ direction: 'up', amount: 12_500, share: 0.05 });
  expect(valueChange(247_000, 250_000)).toEqual({ direction: 'down', amount: 3_000, share: 0.012 });
  expect(valueChange(250_000, 250_000)).toEqual({ direction: 'none' });
});

it('knows no change without last year’s value, and no share of a value of 0', () => {
  expect(valueChange(250_000, null)).toEqual({ direction: 'unknown' });
  expect(valueChange(40_000, 0)).toEqual({ direction: 'up', amount: 40_000, share: null });
});
