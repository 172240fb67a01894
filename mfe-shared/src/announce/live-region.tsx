import { useSyncExternalStore } from 'react';
import { createStore } from '../state/create-store';

interface Announcement {
  message: string;
  politeness: 'polite' | 'assertive';
  /** Changes on every call so the same words can be announced twice. */
  serial: number;
}

const announcements = createStore<Announcement>({ message: '', politeness: 'polite', serial: 0 });

/** Tells screen-reader users what just happened, through the one live region the shell renders. */
export function announce(message: string, politeness: 'polite' | 'assertive' = 'polite'): void {
  announcements.setState((current) => ({ message, politeness, serial: current.serial + 1 }));
}

export function useAnnouncement(): Announcement {
  return useSyncExternalStore(announcements.subscribe, announcements.getState, announcements.getState);
}

/**
 * Rendered once, by the shell; both regions exist from the start so changes are announced.
 * `muted`: the regions stay silent (two embeds on one county page: only the one in use speaks).
 */
export function LiveRegion({ muted = false }: { muted?: boolean } = {}) {
  const announcement = useAnnouncement();
  const { message, politeness, serial } = muted ? { ...announcement, message: '' } : announcement;
  return (
    <>
      <div className="portal-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="live-polite">
        {politeness === 'polite' ? <span key={serial}>{message}</span> : null}
      </div>
      <div className="portal-visually-hidden" role="alert" aria-live="assertive" aria-atomic="true" data-testid="live-assertive">
        {politeness === 'assertive' ? <span key={serial}>{message}</span> : null}
      </div>
    </>
  );
}
