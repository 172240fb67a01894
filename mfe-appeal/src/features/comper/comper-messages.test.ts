import { comparableIdsFrom } from './comper-messages';

const TOOL = 'http://comps.test';
const message = (data: unknown, origin = TOOL) => ({ origin, data });

describe('comparableIdsFrom (only messages from the tool’s own origin)', () => {
  it('reads comma-separated parcel ids from the tool', () => {
    expect(comparableIdsFrom(message('131-1,131-2,131-3'), TOOL)).toEqual(['131-1', '131-2', '131-3']);
    expect(comparableIdsFrom(message('131-1'), TOOL)).toEqual(['131-1']);
  });

  it.each(['http://evil.test', 'https://comps.test', 'http://comps.test:8080', 'http://sub.comps.test', 'null', ''])('ignores a message from %p', (origin) => {
    expect(comparableIdsFrom(message('131-1,131-2', origin), TOOL)).toBeNull();
  });

  it.each([[['131-1']], [{ ids: '131-1' }], [42], [null], [undefined]])('ignores data that is not text: %p', (data) => {
    expect(comparableIdsFrom(message(data), TOOL)).toBeNull();
  });

  it('trims the ids and drops empty entries', () => {
    expect(comparableIdsFrom(message(' 131-1 ,  131-2,,131-3 , '), TOOL)).toEqual(['131-1', '131-2', '131-3']);
  });

  it('ignores a message without any id', () => {
    for (const data of ['', ' ', ',', ' , ,']) expect(comparableIdsFrom(message(data), TOOL)).toBeNull();
  });

  it('removes duplicates, keeping the first order', () => {
    expect(comparableIdsFrom(message('131-2,131-1,131-2, 131-1'), TOOL)).toEqual(['131-2', '131-1']);
  });

  it('accepts up to ten comparables and ignores a message with more', () => {
    const ids = Array.from({ length: 11 }, (_, index) => `131-${index + 1}`);
    expect(comparableIdsFrom(message(ids.slice(0, 10).join(',')), TOOL)).toEqual(ids.slice(0, 10));
    expect(comparableIdsFrom(message(ids.join(',')), TOOL)).toBeNull();
  });

  it('ignores a message with an id too long to be a parcel id', () => {
    expect(comparableIdsFrom(message(`131-1,${'x'.repeat(101)}`), TOOL)).toBeNull();
    expect(comparableIdsFrom(message('x'.repeat(100)), TOOL)).toEqual(['x'.repeat(100)]);
  });
});
