import type { PortalStores } from 'mfe-shared';

/** SPEC 4: the delay between a booking and clearing its draft. */
export const RESET_DELAY_MS = 1000;

/** SPEC 4 'Meeting booking': the slot, attendee, property and documents are cleared; the booking stays for the confirmation. */
export function clearMeetingState(stores: PortalStores): void {
  stores.meeting.setState(() => null);
  stores.selectedParcel.setState(() => null);
}
