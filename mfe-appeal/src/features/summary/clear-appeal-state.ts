import type { PortalStores, Property } from 'mfe-shared';

/** The delay between a filed appeal and clearing its draft (docs/product.md#limits-and-constants). */
export const RESET_DELAY_MS = 1000;

/**
 * After a filing (docs/product.md#submitting-an-appeal, docs/product.md#clearing-after-submit):
 * property, appellant, filing method, documents, reasons, comps, claimed value, window and
 * original breakdown are cleared; the result stays for the confirmation. The
 * property only if it is still the one filed for, the same selection: someone who has opened a
 * parcel again within the delay (another parcel, staff filing one appeal after another, or the same
 * one, to book its meeting) keeps it. The draft only if it is still the filed parcel's.
 */
export function clearAppealState(stores: PortalStores, filed: Property): void {
  stores.selectedParcel.setState((parcel) => (parcel === filed ? null : parcel));
  stores.appeal.setState((draft) => (draft && (!draft.parcelId || draft.parcelId === filed.id) ? null : draft));
  stores.taxpayer.setState(() => null);
  stores.documentation.setState(() => []);
  stores.breakdown.setState(() => null);
}
