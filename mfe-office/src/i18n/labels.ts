import { propertyTypes, type PropertyType } from 'mfe-shared/schemas';
import type { useT } from './catalogue';

type Say = ReturnType<typeof useT>;

/** A parcel's type in the visitor's language; a type this version does not know, as the API sent it. */
export function propertyTypeLabel(t: Say, type: string): string {
  return (propertyTypes as readonly string[]).includes(type) ? t(`office.propertyType.${type as PropertyType}`) : type;
}
