import { formatFileSize } from './file-size';

// The upload rules themselves are tested with their definition (rules/upload-rules.test.ts).
describe('formatFileSize (MB with two decimals, N/A for 0)', () => {
  it("reads 'N/A' for an empty size", () => {
    expect(formatFileSize(0)).toBe('N/A');
  });

  it.each([
    [20971520, '20.00 MB'],
    [1048576, '1.00 MB'],
    [1572864, '1.50 MB'],
    [2048, '0.00 MB'],
    [10486, '0.01 MB'],
    [5242880 + 52429, '5.05 MB'],
    [123456789, '117.74 MB'],
  ])('shows %p bytes as %p', (bytes, label) => {
    expect(formatFileSize(bytes)).toBe(label);
  });
});
