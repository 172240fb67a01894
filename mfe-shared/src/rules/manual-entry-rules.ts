// Plain rules of manual entry (a property the county's records do not hold, entered by hand), without
// zod: the results page, the manual-entry page, the property page and the appeal wizard offer it by
// them, and POST /appeals takes such a property by them (mfe-shared/schemas and mfe-shared/domain re-export them).
/** The settings manual entry reads (a county's Settings has them); plain types, so the rules import no schema. */
type ManualEntrySettings = Readonly<{ 'appeal.allow_unlisted_property': boolean; 'appeal.allow_public_unlisted_property': boolean }>;

/**
 * Who may enter a property by hand in this county, as this visitor (docs/product.md#unlisted-properties):
 * - `off`: nobody; the county takes no property its records do not hold;
 * - `staff`: signed-in staff, filing on someone's behalf (appeal.allow_unlisted_property);
 * - `public`: this member of the public too (appeal.allow_public_unlisted_property as well), told
 *   first that the office checks the property before it accepts the appeal;
 * - `staff-only`: the county offers it to its staff, and this visitor is not staff.
 */
export type ManualEntry = 'off' | 'staff' | 'public' | 'staff-only';

export function manualEntryFor(settings: ManualEntrySettings, isStaff: boolean): ManualEntry {
  if (!settings['appeal.allow_unlisted_property']) return 'off';
  if (isStaff) return 'staff';
  return settings['appeal.allow_public_unlisted_property'] ? 'public' : 'staff-only';
}

/** True where this visitor may enter a property by hand and file for it. */
export const manualEntryOffered = (entry: ManualEntry) => entry === 'staff' || entry === 'public';
