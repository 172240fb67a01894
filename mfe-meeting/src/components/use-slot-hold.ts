import { useCallback, useEffect, useRef } from 'react';
import { usePortal, type SlotHold } from 'mfe-shared';
import { releaseTimeSlot, releaseTimeSlotOnExit, reserveTimeSlot } from '../api/meeting-api';

/** A hold with less than this left is taken afresh before it is used (docs/product.md#booking-a-meeting). */
const LEAST_LEFT_MS = 30_000;

/** Where a page keeps its hold: the meeting draft for the wizard, memory for the reschedule page. */
export interface HoldStore {
  read(): SlotHold | null;
  write(hold: SlotHold | null): void;
}

/**
 * The visitor's hold on a slot (docs/product.md#slot-holds). `take` holds the slot, or keeps the
 * hold already taken on it while it has time left; taking another slot sends the current hold, so
 * the server gives it up in the same step. `release` gives it up at once (the visitor picked
 * another slot); `forget` drops it once it booked. Leaving the page or step releases it too, and so
 * does the page going away (a keepalive request, which outlives the page).
 */
export function useSlotHold(store: HoldStore) {
  const { api } = usePortal();
  const storeRef = useRef(store);
  storeRef.current = store;

  const take = useCallback(
    async (slotId: string): Promise<SlotHold> => {
      const current = storeRef.current.read();
      if (current?.slotId === slotId && current.expiresAt > Date.now() + LEAST_LEFT_MS) return current;
      const reserved = await reserveTimeSlot(api, slotId, current?.token);
      const hold = { slotId, token: reserved.hold.token, expiresAt: Date.parse(reserved.hold.expiresAt) };
      storeRef.current.write(hold);
      return hold;
    },
    [api],
  );

  const release = useCallback(() => {
    const current = storeRef.current.read();
    if (!current) return;
    storeRef.current.write(null);
    releaseTimeSlot(api, current).catch(() => undefined);
  }, [api]);

  const forget = useCallback(() => storeRef.current.write(null), []);

  useEffect(() => {
    const onPageHide = () => {
      const current = storeRef.current.read();
      if (!current) return;
      storeRef.current.write(null);
      releaseTimeSlotOnExit(api, current);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      release();
    };
  }, [api, release]);

  return { take, release, forget };
}
