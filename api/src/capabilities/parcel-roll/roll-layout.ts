import fs from 'node:fs';
import path from 'node:path';
import { propertyTypes } from 'mfe-shared/schemas';
import { z } from 'zod';
import { CHARACTERISTIC_FIELDS } from './roll-characteristics';

/**
 * A roll layout is data (docs/parcel-rolls.md): for each field of a parcel, the source column (or
 * columns joined), the transforms, and for the property type a table of the county's use codes.
 */
const transform = z.enum(['trim', 'squash', 'upper', 'lower']);
const fieldSchema = z
  .object({
    column: z.string().min(1).optional(),
    /** Several columns joined into one text (an address in parts), empty ones left out. */
    join: z.array(z.string().min(1)).min(1).optional(),
    separator: z.string().default(' '),
    /** Several columns kept apart (the mailing address lines), empty ones left out. */
    columns: z.array(z.string().min(1)).min(1).optional(),
    transforms: z.array(transform).default([]),
    /** Money: whole dollars (or pounds) in the file, or cents. */
    unit: z.enum(['dollars', 'cents']).optional(),
    /** The value is a use code, looked up in the layout's useCodes. */
    codes: z.boolean().default(false),
    required: z.boolean().default(false),
  })
  .strict()
  .refine((field) => [field.column, field.join, field.columns].filter(Boolean).length === 1, 'each field names exactly one of column, join or columns');

export const ROLL_FIELDS = [
  'id',
  'year',
  'address',
  'ownerName',
  'type',
  'value',
  'mailingLines',
  'mailingCity',
  'mailingState',
  'mailingZip',
  'legalDescription',
  'neighborhood',
  'accountNumber',
  'ownerCode',
  'priorValue',
  'landValue',
  ...CHARACTERISTIC_FIELDS,
  'areaCode',
  'taxArea',
  'latitude',
  'longitude',
  'imageUrl',
  'recordCardUrl',
] as const;
export type RollField = (typeof ROLL_FIELDS)[number];

export const rollLayoutSchema = z
  .object({
    name: z.string().min(1),
    description: z.string().default(''),
    fields: z.partialRecord(z.enum(ROLL_FIELDS), fieldSchema),
    useCodes: z.record(z.string(), z.enum(propertyTypes)).default({}),
  })
  .strict()
  .refine(
    (layout) => ['id', 'address', 'ownerName', 'type', 'value'].every((field) => layout.fields[field as RollField]),
    'a layout maps at least id, address, ownerName, type and value',
  );

export type RollLayout = z.infer<typeof rollLayoutSchema>;
export type FieldSpec = z.infer<typeof fieldSchema>;

const BUILT_IN_DIR = path.join(__dirname, 'layouts');
export const BUILT_IN_LAYOUTS = ['florida-nal', 'texas-appraisal'] as const;

/** A refused layout or file: the message says what to do. */
export class RollRefusal extends Error {}

/** A built-in layout by name, or a mapping file's path. */
export function loadLayout(nameOrPath: string): RollLayout {
  const file = (BUILT_IN_LAYOUTS as readonly string[]).includes(nameOrPath) ? path.join(BUILT_IN_DIR, `${nameOrPath}.json`) : nameOrPath;
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    throw new RollRefusal(`There is no layout "${nameOrPath}": use ${BUILT_IN_LAYOUTS.join(' or ')}, or the path of a mapping file (docs/parcel-rolls.md).`);
  }
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RollRefusal(`The layout ${file} is not JSON: ${(error as Error).message}.`);
  }
  const parsed = rollLayoutSchema.safeParse(json);
  if (!parsed.success) {
    throw new RollRefusal(
      `The layout ${file} is not one the import can use: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'the layout'}: ${issue.message}`).join('; ')}.`,
    );
  }
  return parsed.data;
}

/** The source columns a layout reads. */
export function layoutColumns(layout: RollLayout): string[] {
  const names = new Set<string>();
  for (const field of Object.values(layout.fields)) for (const column of [field.column, ...(field.join ?? []), ...(field.columns ?? [])]) if (column) names.add(column);
  return [...names];
}

const columnsOf = (fields: (FieldSpec | undefined)[]): string[] =>
  fields.flatMap((field) => (field ? [field.column, ...(field.join ?? []), ...(field.columns ?? [])] : [])).filter((column): column is string => Boolean(column));

/** The columns of the required fields the header lacks (a file in another layout lacks most). */
export function missingColumns(layout: RollLayout, header: string[]): string[] {
  const present = new Set(header.map((name) => name.trim()));
  return [...new Set(columnsOf(Object.values(layout.fields).filter((field) => field?.required)).filter((column) => !present.has(column)))];
}

/** Every column the layout reads: the parser keeps only these of a record (a NAL row has about 165). */
export function usedColumns(layout: RollLayout): Set<string> {
  return new Set(columnsOf(Object.values(layout.fields)));
}
