// Test data: time slots as GET /time-slots lists them, kept apart from the wizard fixture so that
// tests of the pure slot rules need not load the wizard.
import type { TimeSlot } from 'mfe-shared/schemas';

let slotSerial = 0;
/** A free virtual slot for any property type, starting at `startTime`. */
export function slot(startTime: string, overrides: Partial<TimeSlot> = {}): TimeSlot {
  slotSerial += 1;
  return {
    id: `slot-${slotSerial}`,
    createdAt: '2026-11-01T00:00:00.000Z',
    startTime,
    reserved: false,
    booked: false,
    propertyType: null,
    placeId: null,
    ...overrides,
  };
}
