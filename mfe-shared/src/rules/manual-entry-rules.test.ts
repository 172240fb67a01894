import { manualEntryFor, manualEntryOffered } from './manual-entry-rules';

const county = (staffMay: boolean, publicMay: boolean) => ({ 'appeal.allow_unlisted_property': staffMay, 'appeal.allow_public_unlisted_property': publicMay });

it('offers manual entry to staff where the county takes unlisted properties, and to the public only where it says the public may', () => {
  expect([manualEntryFor(county(true, false), true), manualEntryFor(county(true, false), false)]).toEqual(['staff', 'staff-only']);
  expect([manualEntryFor(county(true, true), true), manualEntryFor(county(true, true), false)]).toEqual(['staff', 'public']);
});

it('offers it to nobody where the county takes no unlisted property, whatever it says of the public', () => {
  for (const isStaff of [true, false]) {
    expect(manualEntryFor(county(false, false), isStaff)).toBe('off');
    expect(manualEntryFor(county(false, true), isStaff)).toBe('off');
  }
});

it('lets only staff and an allowed public go on to the form', () => {
  expect((['off', 'staff', 'public', 'staff-only'] as const).filter(manualEntryOffered)).toEqual(['staff', 'public']);
});
