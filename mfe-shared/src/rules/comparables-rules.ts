// Plain rules of the comparables step, without zod: the appeal wizard shows the step by them and
// the API refuses comparables by them (mfe-shared/schemas and mfe-shared/domain re-export them).
/** The settings the step reads (a county's Settings has them); plain types, so the rules import no schema. */
type ComparablesSettings = Readonly<{ 'appeal.comper_mode': string; 'appeal.show_comper_only_residential': boolean; 'products.public_comper_url': string }>;

/**
 * The appeal wizard's comparables step (docs/product.md#comparables-step-condition): appeal.comper_mode
 * is 'view', the property's type contains 'residential', show_comper_only_residential is on and the
 * county has a comparables address. Where it is closed the screens send no comparables, and
 * POST /appeals takes none.
 */
export function comparablesStepOpen(settings: ComparablesSettings, propertyType: string | null | undefined): boolean {
  return (
    settings['appeal.comper_mode'] === 'view' &&
    Boolean(propertyType?.includes('residential')) &&
    settings['appeal.show_comper_only_residential'] &&
    Boolean(settings['products.public_comper_url'])
  );
}
