import { fileSize } from './file-size';

it.each([
  [60, '1 KB'],
  [2_048, '2 KB'],
  [1_048_575, '1024 KB'],
  [5_500_000, '5.2 MB'],
])('shows %i bytes as %s', (bytes, shown) => {
  expect(fileSize(bytes)).toBe(shown);
});
