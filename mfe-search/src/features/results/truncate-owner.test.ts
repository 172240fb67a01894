import { truncateOwner } from './truncate-owner';

const name = (length: number) => 'ABCDEFGHIJ'.repeat(10).slice(0, length);

it.each([
  [34, name(34)],
  [35, name(35)],
  [36, `${name(35)}...`],
  [80, `${name(35)}...`],
])('a %i-character owner name reads %s', (length, expected) => {
  expect(name(length)).toHaveLength(length);
  expect(truncateOwner(name(length))).toBe(expected);
});

it('leaves an empty name alone', () => {
  expect(truncateOwner('')).toBe('');
});

it('drops spaces before the dots when the cut falls after a word', () => {
  const owner = 'JOHNSON FAMILY REVOCABLE LIVING TR  AND OTHERS';
  expect(truncateOwner(owner)).toBe('JOHNSON FAMILY REVOCABLE LIVING TR...');
});

it('counts characters, not UTF-16 units, so a cut never splits one', () => {
  const owner = `${'😀'.repeat(35)}X`;
  expect(truncateOwner(owner)).toBe(`${'😀'.repeat(35)}...`);
  expect(truncateOwner('😀'.repeat(35))).toBe('😀'.repeat(35));
  expect(truncateOwner(`Peña ${'x'.repeat(31)}`)).toBe(`Peña ${'x'.repeat(30)}...`);
});
