import { useEffect, useState } from 'react';
import { announce, usePortal } from 'mfe-shared';
import type { PropertyType, TimeSlot } from 'mfe-shared/schemas';
import { getTimeSlots } from '../api/meeting-api';

export type Slots = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; slots: TimeSlot[] };

/**
 * The time slots of `types`, loaded on arrival and again whenever `reloadKey` changes (after a
 * failed booking or move, so a slot someone else just took is gone); the calendar announces itself.
 */
export function useTimeSlots(types: PropertyType[], reloadKey: unknown = 0): Slots {
  const { api } = usePortal();
  const [slots, setSlots] = useState<Slots>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getTimeSlots(api, types).then(
      (loaded) => {
        if (!current) return;
        setSlots({ status: 'ready', slots: loaded });
        announce('Calendar with available dates loaded');
      },
      () => current && setSlots({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, types, reloadKey]);
  return slots;
}
