import { z } from 'zod';
import { plainText } from './plain-text';
import { propertySchema, propertyTypes, type Property } from './property';

/** The manual property entry messages (docs/product.md#manual-property-entry). */
export const UNLISTED_PROPERTY_MESSAGES = {
  addressRequired: 'The address is required',
  addressTooShort: 'The address is too short',
  parcelIdRequired: 'The parcel number is required',
  ownerNameRequired: 'The owner name is required',
  propertyTypeRequired: 'The property type is required',
  marketValueRequired: 'The market value is required',
  // The specification has no message for text that is not a number ('abc', '12.5', '$100', '1,00');
  // 'required' would be false for a filled field, so it gets one of its own
  // (docs/product.md#filer-form-details).
  marketValueNotANumber: 'The market value must be a whole number, for example 250,000',
  marketValueTooSmall: 'The market value specified is too small',
  marketValueTooBig: 'The market value specified is too big',
  legalDescriptionRequired: 'The legal description is required',
  mailingLine1Required: 'The mailing address is required',
  cityRequired: 'The city is required',
  stateRequired: 'The state is required',
  zipRequired: 'The zip code is required',
} as const;

const M = UNLISTED_PROPERTY_MESSAGES;

/** Market value above 100 and below 1,000,000,000; address longer than 10 characters (docs/product.md#limits-and-constants). */
export const UNLISTED_MIN_VALUE_EXCLUSIVE = 100;
export const UNLISTED_MAX_VALUE_EXCLUSIVE = 1_000_000_000;
export const UNLISTED_ADDRESS_MIN_LENGTH_EXCLUSIVE = 10;

// Digits as people type them: '250000' or correctly grouped '250,000'.
const WHOLE_NUMBER = /^(\d+|\d{1,3}(,\d{3})+)$/;

// abort stops at the first failure, so a field carries one message and the form shows that one.
const required = (message: string) => plainText().min(1, { error: message, abort: true });

const marketValue = required(M.marketValueRequired)
  .regex(WHOLE_NUMBER, { error: M.marketValueNotANumber, abort: true })
  .transform((typed) => Number(typed.replaceAll(',', '')))
  .pipe(z.number().gt(UNLISTED_MIN_VALUE_EXCLUSIVE, { error: M.marketValueTooSmall }).lt(UNLISTED_MAX_VALUE_EXCLUSIVE, { error: M.marketValueTooBig }));

/** The form as typed (all strings); parsing trims the text and turns the market value into a number. */
export const unlistedPropertySchema = z.object({
  address: required(M.addressRequired).min(UNLISTED_ADDRESS_MIN_LENGTH_EXCLUSIVE + 1, { error: M.addressTooShort }),
  ownerName: required(M.ownerNameRequired),
  propertyType: z.enum(propertyTypes, { error: M.propertyTypeRequired }),
  marketValue,
  parcelId: required(M.parcelIdRequired),
  legalDescription: required(M.legalDescriptionRequired),
  mailingLine1: required(M.mailingLine1Required),
  mailingLine2: plainText(),
  city: required(M.cityRequired),
  state: required(M.stateRequired),
  zip: required(M.zipRequired),
});

export type UnlistedPropertyForm = z.input<typeof unlistedPropertySchema>;
export type UnlistedPropertyValues = z.output<typeof unlistedPropertySchema>;

/** A blank form; the property type starts as residential (docs/product.md#manual-entry). */
export const emptyUnlistedPropertyForm: UnlistedPropertyForm = {
  address: '',
  ownerName: '',
  propertyType: 'residential',
  marketValue: '',
  parcelId: '',
  legalDescription: '',
  mailingLine1: '',
  mailingLine2: '',
  city: '',
  state: '',
  zip: '',
};

/** The property a visitor described by hand, with the defaults of docs/product.md#manual-entry. */
export function toUnlistedProperty(values: UnlistedPropertyValues): Property {
  return {
    id: values.parcelId,
    address: values.address,
    ownerName: values.ownerName,
    type: values.propertyType,
    value: { amount: values.marketValue, currency: 'USD' },
    mailingAddress: {
      lines: values.mailingLine2 ? [values.mailingLine1, values.mailingLine2] : [values.mailingLine1],
      city: values.city,
      state: values.state,
      zip: values.zip,
    },
    legalDescription: values.legalDescription,
    active: true,
    location: null,
    recordCardUrl: null,
    imageUrl: null,
  };
}

// btoa/atob work on one byte per character, so text goes through UTF-8 bytes first ('Peña').
function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** JSON, then base64 with the URL-safe alphabet and no padding, so it sits in a route segment as is. */
export function encodeProperty(property: Property): string {
  const base64 = bytesToBase64(new TextEncoder().encode(JSON.stringify(property)));
  return base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/**
 * The property in a route parameter, or null when it is not one (bad base64, bad UTF-8, bad JSON or
 * not a property). Reads the standard alphabet too, for links made by hand. Never throws: the
 * parameter comes from the address bar.
 */
export function decodeProperty(param: string): Property | null {
  if (!BASE64.test(param)) return null;
  const unpadded = param.replace(/=+$/, '').replaceAll('-', '+').replaceAll('_', '/');
  if (unpadded.length % 4 === 1) return null;
  try {
    const binary = atob(unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    const parsed = propertySchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
