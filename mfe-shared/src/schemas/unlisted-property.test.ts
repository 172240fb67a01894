import type { Property } from './property';
import { isEncodedProperty } from '../rules/search-rules';
import { decodeProperty, emptyUnlistedPropertyForm, encodeProperty, toUnlistedProperty, unlistedPropertySchema, type UnlistedPropertyForm } from './unlisted-property';

const valid: UnlistedPropertyForm = {
  address: '12 Harbor Way, Springfield',
  ownerName: 'Pat Doe',
  propertyType: 'commercial',
  marketValue: '250,000',
  parcelId: '131-3253-R32532',
  legalDescription: 'Lot 4, Block 2, Harbor Addition',
  mailingLine1: 'PO Box 12',
  mailingLine2: '',
  city: 'Springfield',
  state: 'MA',
  zip: '01101',
};

/** The messages per field for a form that differs from the valid one by `changes`. */
function errorsFor(changes: Partial<Record<keyof UnlistedPropertyForm, unknown>>): Record<string, string[]> {
  const result = unlistedPropertySchema.safeParse({ ...valid, ...changes });
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

describe('unlistedPropertySchema', () => {
  it('accepts a complete form', () => {
    expect(errorsFor({})).toEqual({});
  });

  it('starts a blank form as residential', () => {
    expect(emptyUnlistedPropertyForm.propertyType).toBe('residential');
  });

  it.each([
    ['address', 'The address is required'],
    ['parcelId', 'The parcel number is required'],
    ['ownerName', 'The owner name is required'],
    ['propertyType', 'The property type is required'],
    ['marketValue', 'The market value is required'],
    ['legalDescription', 'The legal description is required'],
    ['mailingLine1', 'The mailing address is required'],
    ['city', 'The city is required'],
    ['state', 'The state is required'],
    ['zip', 'The zip code is required'],
  ] as const)('requires %s: %s', (field, message) => {
    expect(errorsFor({ [field]: '' })).toEqual({ [field]: [message] });
  });

  it.each(['address', 'ownerName', 'marketValue', 'city', 'zip'] as const)('treats blanks as empty in %s', (field) => {
    expect(errorsFor({ [field]: '   ' })[field]).toHaveLength(1);
    expect(errorsFor({ [field]: '   ' })[field][0]).toMatch(/is required$/);
  });

  it('reports every required field of a blank form', () => {
    expect(Object.keys(errorsFor({ ...emptyUnlistedPropertyForm, propertyType: '' })).sort()).toEqual(
      ['address', 'city', 'legalDescription', 'mailingLine1', 'marketValue', 'ownerName', 'parcelId', 'propertyType', 'state', 'zip'].sort(),
    );
  });

  it('rejects a property type that is not one of the list', () => {
    expect(errorsFor({ propertyType: 'castle' })).toEqual({ propertyType: ['The property type is required'] });
  });

  it('lets mailing address line 2 be empty', () => {
    expect(errorsFor({ mailingLine2: '' })).toEqual({});
  });

  it.each([
    ['1234567890', 'The address is too short'],
    [' 1234567890 ', 'The address is too short'],
    ['12345678901', null],
  ])('needs an address longer than 10 characters: %j', (address, message) => {
    expect(errorsFor({ address }).address).toEqual(message ? [message] : undefined);
  });

  it.each([
    ['100', 'The market value specified is too small'],
    ['0', 'The market value specified is too small'],
    ['101', null],
    ['999,999,999', null],
    ['999999999', null],
    ['1,000,000,000', 'The market value specified is too big'],
    ['1000000000', 'The market value specified is too big'],
    ['99999999999999999999999', 'The market value specified is too big'],
    [' 250000 ', null],
  ])('bounds the market value to above 100 and below 1,000,000,000: %j', (marketValue, message) => {
    expect(errorsFor({ marketValue }).marketValue).toEqual(message ? [message] : undefined);
  });

  it.each(['abc', '12.5', '$250,000', '-500', '1,00', '25,0000', '250 000', '1e6'])('says a filled market value that is not a whole number (%j) must be one', (marketValue) => {
    expect(errorsFor({ marketValue }).marketValue).toEqual(['The market value must be a whole number, for example 250,000']);
  });

  it('trims the text and reads the market value as a number', () => {
    const parsed = unlistedPropertySchema.parse({ ...valid, ownerName: '  Pat Doe ', marketValue: '1,234,567', mailingLine2: '  ' });
    expect(parsed.ownerName).toBe('Pat Doe');
    expect(parsed.marketValue).toBe(1234567);
    expect(parsed.mailingLine2).toBe('');
  });
});

describe('toUnlistedProperty', () => {
  it('builds the property with the documented defaults', () => {
    expect(toUnlistedProperty(unlistedPropertySchema.parse(valid))).toEqual({
      id: '131-3253-R32532',
      address: '12 Harbor Way, Springfield',
      ownerName: 'Pat Doe',
      type: 'commercial',
      value: { amount: 250000, currency: 'USD' },
      mailingAddress: { lines: ['PO Box 12'], city: 'Springfield', state: 'MA', zip: '01101' },
      legalDescription: 'Lot 4, Block 2, Harbor Addition',
      active: true,
      location: null,
      recordCardUrl: null,
      imageUrl: null,
    });
  });

  it('keeps mailing line 2 when given', () => {
    const property = toUnlistedProperty(unlistedPropertySchema.parse({ ...valid, mailingLine2: 'Suite 5' }));
    expect(property.mailingAddress?.lines).toEqual(['PO Box 12', 'Suite 5']);
  });
});

describe('encodeProperty / decodeProperty', () => {
  const property = toUnlistedProperty(unlistedPropertySchema.parse(valid));

  it('round-trips a property', () => {
    expect(decodeProperty(encodeProperty(property))).toEqual(property);
  });

  it('round-trips text beyond ASCII', () => {
    const accented: Property = { ...property, ownerName: 'José Peña', address: '1 Straße Ñandú 東京 🏠' };
    expect(decodeProperty(encodeProperty(accented))).toEqual(accented);
  });

  it('uses only URL-safe characters and no padding', () => {
    // Bytes 0xfb/0xff give '+' and '/' in standard base64; '?' and '~' here make such bytes.
    const standardAlphabetUsed = new Set<string>();
    for (let n = 0; n < 12; n += 1) {
      const sample = { ...property, ownerName: `${'?~>'.repeat(n)}ÿû${'x'.repeat(n)}` };
      for (const char of Buffer.from(JSON.stringify(sample), 'utf8').toString('base64').match(/[+/=]/g) ?? []) standardAlphabetUsed.add(char);
      expect(encodeProperty(sample)).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    // The samples would have needed all three in standard base64.
    expect([...standardAlphabetUsed].sort()).toEqual(['+', '/', '=']);
  });

  it('reads the standard alphabet with padding too', () => {
    const json = JSON.stringify({ ...property, ownerName: '??>>~~ Peña' });
    const standard = Buffer.from(json, 'utf8').toString('base64');
    expect(standard).toMatch(/[+/=]/);
    expect(decodeProperty(standard)).toEqual({ ...property, ownerName: '??>>~~ Peña' });
  });

  it('is treated as an encoded property on the property route', () => {
    expect(isEncodedProperty(encodeProperty(property))).toBe(true);
  });

  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
  it.each([
    ['empty', ''],
    ['not base64', 'this is not base64!'],
    ['impossible length', 'abcde'],
    ['padding in the middle', 'ab=cd'],
    ['not JSON', b64('hello there, this is not json at all')],
    ['JSON null', b64('null')],
    ['JSON array', b64('[1,2,3]')],
    ['a string', b64('"131-3253-R32532"')],
    ['wrong shape', b64(JSON.stringify({ id: 'x', address: 1 }))],
    ['unknown type', b64(JSON.stringify({ ...property, type: 'castle' }))],
    ['missing id', b64(JSON.stringify({ ...property, id: '' }))],
    ['invalid UTF-8', Buffer.from([0x22, 0xff, 0xfe, 0x22]).toString('base64url')],
  ])('decodes %s to null', (_, param) => {
    expect(decodeProperty(param)).toBeNull();
  });
});

describe('isEncodedProperty', () => {
  it('takes a parameter longer than 40 characters as an encoded property', () => {
    expect(isEncodedProperty('a'.repeat(40))).toBe(false);
    expect(isEncodedProperty('a'.repeat(41))).toBe(true);
    expect(isEncodedProperty('R0012345')).toBe(false);
  });
});
