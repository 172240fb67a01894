import { z } from 'zod';

export const propertyTypes = ['residential', 'commercial', 'agricultural', 'mobile-home', 'industrial', 'vacant-land', 'exempt'] as const;
export type PropertyType = (typeof propertyTypes)[number];

/** How each property type reads on screen (docs/product.md#manual-property-entry). */
export const propertyTypeLabels: Record<PropertyType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  agricultural: 'Agricultural',
  'mobile-home': 'Mobile home',
  industrial: 'Industrial',
  'vacant-land': 'Vacant land',
  exempt: 'Exempt',
};

export const currencySchema = z.enum(['USD', 'GBP']);
export const moneySchema = z.object({ amount: z.number(), currency: currencySchema });

export const mailingAddressSchema = z.object({
  lines: z.array(z.string()).max(2),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** Property (parcel) (docs/product.md#data-shapes). */
export const propertySchema = z.object({
  id: z.string().min(1),
  address: z.string(),
  ownerName: z.string(),
  type: z.enum(propertyTypes),
  value: moneySchema.nullable(),
  mailingAddress: mailingAddressSchema.nullable(),
  legalDescription: z.string().nullable(),
  neighborhood: z.string().nullable().optional(),
  areaCode: z.string().nullable().optional(),
  accountNumber: z.string().nullable().optional(),
  taxArea: z.string().nullable().optional(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
  recordCardUrl: z.string().nullable().optional(),
  imageUrl: z.string().nullable().optional(),
  active: z.boolean(),
  comperId: z.string().nullable().optional(),
});
export type Property = z.infer<typeof propertySchema>;
