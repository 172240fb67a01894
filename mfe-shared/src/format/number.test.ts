import { formatDecimal, formatPercent } from './number';

it('writes a number with its fraction, and a share as a percentage, rounded', () => {
  expect(formatDecimal(2.5)).toBe('2.5');
  expect(formatDecimal(3)).toBe('3');
  expect(formatDecimal(1234.567)).toBe('1,234.57');
  expect(formatDecimal(2.5, 'es-US')).toBe('2.5');
  expect(formatPercent(0.0523)).toBe('5.2%');
  expect(formatPercent(0.05)).toBe('5%');
  expect(formatPercent(0.0004)).toBe('0%');
  expect(formatPercent(0.125, 'es-US')).toBe(new Intl.NumberFormat('es-US', { style: 'percent', maximumFractionDigits: 1 }).format(0.125));
});
