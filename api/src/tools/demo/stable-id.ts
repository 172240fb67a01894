import { createHash } from 'node:crypto';

/**
 * A uuid that is the same for the same name (version 5 layout over SHA-256): the demo seed's rows
 * get ids that a later start recognises, so topping up never duplicates.
 */
export function stableUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A demo reference (infrastructure/references/reference.ts's form) that is the same for the same name, so a
 * second seed writes the same rows. Real references are drawn at random.
 */
export function stableReference(prefix: string, year: number, name: string): string {
  const digest = createHash('sha256').update(`reference:${name}`).digest();
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  let random = '';
  for (let index = 0; index < 6; index += 1) random += alphabet[digest[index] & 31];
  return `${prefix}-${String(year % 100).padStart(2, '0')}-${random}`;
}
