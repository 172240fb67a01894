import type { PortalStores } from 'mfe-shared';

/** The delay between a filed appeal and clearing its draft (docs/product.md#limits-and-constants). */
export const RESET_DELAY_MS = 1000;

/**
 * After a filing (docs/product.md#submitting-an-appeal, docs/product.md#clearing-after-submit):
 * property, appellant, filing method, documents, reasons, comps, claimed value, window and
 * original breakdown are cleared; the result stays for the confirmation. The
 * property and the draft only if they are still the filed parcel's: someone who has already opened
 * another parcel within the delay (staff filing one appeal after another) keeps that one.
 */
export function clearAppealState(stores: PortalStores, filedParcelId: string): void {
  stores.selectedParcel.setState((parcel) => (parcel?.id === filedParcelId ? null : parcel));
  stores.appeal.setState((draft) => (draft && (!draft.parcelId || draft.parcelId === filedParcelId) ? null : draft));
  stores.taxpayer.setState(() => null);
  stores.documentation.setState(() => []);
  stores.breakdown.setState(() => null);
}
