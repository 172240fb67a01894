import { useEffect, useRef, useState } from 'react';
import { announce, usePortal } from 'mfe-shared';
import type { PropertyType, TimeSlot } from 'mfe-shared/schemas';
import { getTimeSlots } from '../api/meeting-api';
import { useT } from '../i18n/catalogue';

export type Slots = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; slots: TimeSlot[] };

/**
 * The time slots of `types`, loaded on arrival and again whenever `reloadKey` changes (after a
 * failed booking or move, so a slot someone else just took is gone); the calendar announces itself.
 */
export function useTimeSlots(types: PropertyType[], reloadKey: unknown = 0): Slots {
  const { api } = usePortal();
  // The latest words (a switch of language must not load the slots again).
  const t = useT();
  const say = useRef(t);
  say.current = t;
  const [slots, setSlots] = useState<Slots>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getTimeSlots(api, types).then(
      (loaded) => {
        if (!current) return;
        setSlots({ status: 'ready', slots: loaded });
        announce(say.current('meeting.slots.loaded'));
      },
      () => current && setSlots({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, types, reloadKey]);
  return slots;
}
