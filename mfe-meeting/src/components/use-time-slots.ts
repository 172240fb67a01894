import { useEffect, useRef } from 'react';
import { announce, usePortal } from 'mfe-shared';
import type { PropertyType, TimeSlot } from 'mfe-shared/schemas';
import { useLoad } from 'mfe-shared/ui';
import { getTimeSlots } from '../api/meeting-api';
import { useT } from '../i18n/catalogue';

export type Slots = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; slots: TimeSlot[] };

/**
 * The time slots of `types`, loaded on arrival and again whenever `reloadKey` changes (after a
 * failed booking or move, so a slot someone else just took is gone); the calendar announces itself.
 */
export function useTimeSlots(types: PropertyType[], reloadKey: number = 0): Slots {
  const { api } = usePortal();
  // The latest words (a switch of language must not load the slots again).
  const t = useT();
  const say = useRef(t);
  say.current = t;
  const load = useLoad(JSON.stringify([types, reloadKey]), (signal) => getTimeSlots(api, types, signal));
  const loaded = load.status === 'ready' ? load.data : null;
  useEffect(() => {
    if (loaded) announce(say.current('meeting.slots.loaded'));
  }, [loaded]);
  // While they are read again the last slots stay on screen, so the calendar (and the focus in it) stays.
  const last = useRef<Slots>({ status: 'loading' });
  if (load.status === 'ready') last.current = { status: 'ready', slots: load.data };
  else if (load.status === 'failed') last.current = { status: 'failed', retry: load.retry };
  return last.current;
}
