import { formatFileSize } from './file-size';

// The upload rules themselves are tested with their definition (rules/upload-rules.test.ts).
describe('formatFileSize (KB under 1,000 KB, else MB; N/A for 0)', () => {
  it("reads 'N/A' for an empty size", () => {
    expect(formatFileSize(0)).toBe('N/A');
  });

  it.each([
    [60, '1 KB'],
    [2048, '2 KB'],
    [10486, '10 KB'],
    [1000 * 1024 - 1, '1000 KB'],
    [1000 * 1024, '1 MB'],
    [1048576, '1 MB'],
    [1572864, '1.5 MB'],
    [5242880 + 52429, '5.1 MB'],
    [5_500_000, '5.2 MB'],
    [10 * 1048576, '10 MB'],
    [20971520, '20 MB'],
    [123456789, '117.7 MB'],
  ])('shows %p bytes as %p', (bytes, label) => {
    expect(formatFileSize(bytes)).toBe(label);
  });
});
