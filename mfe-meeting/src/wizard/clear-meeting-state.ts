import type { PortalStores } from 'mfe-shared';

/** The delay between a booking and clearing its draft (docs/product.md#limits-and-constants). */
export const RESET_DELAY_MS = 1000;

/**
 * After a booking (docs/product.md#booking-a-meeting, docs/product.md#clearing-after-submit), once
 * the confirmation shows: the slot, attendee, property and documents are cleared; the booking stays
 * for the confirmation. Only
 * the booked parcel's: a visitor who has already opened another
 * parcel (or started another booking) within the delay keeps that one.
 */
export function clearMeetingState(stores: PortalStores, bookedParcelId: string): void {
  stores.meeting.setState((draft) => (draft && (!draft.parcelId || draft.parcelId === bookedParcelId) ? null : draft));
  stores.selectedParcel.setState((parcel) => (parcel?.id === bookedParcelId ? null : parcel));
}
