import type { PortalStores } from 'mfe-shared';

/** SPEC 4: the delay between a filed appeal and clearing its draft. */
export const RESET_DELAY_MS = 1000;

/**
 * SPEC 4 'Appeal submit': property, appellant, filing method, documents, reasons, comps, claimed
 * value, window and original breakdown are cleared; the result stays for the confirmation.
 */
export function clearAppealState(stores: PortalStores): void {
  stores.selectedParcel.setState(() => null);
  stores.taxpayer.setState(() => null);
  stores.appeal.setState(() => null);
  stores.documentation.setState(() => []);
  stores.breakdown.setState(() => null);
}
