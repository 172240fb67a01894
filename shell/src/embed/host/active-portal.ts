import { useSyncExternalStore } from 'react';

// Which portal the visitor is using, when a page has several: the one focus or a pointer went into
// last. Only its live region speaks, so one action is not announced twice.
let active: HTMLElement | null = null;
const listeners = new Set<() => void>();
const portals = new Set<HTMLElement>();

function activate(element: HTMLElement) {
  if (active === element) return;
  active = element;
  listeners.forEach((listener) => listener());
}

/** Follows the element; the returned function stops. */
export function trackPortal(element: HTMLElement): () => void {
  const onUse = () => activate(element);
  portals.add(element);
  element.addEventListener('focusin', onUse);
  element.addEventListener('pointerdown', onUse);
  listeners.forEach((listener) => listener());
  return () => {
    portals.delete(element);
    element.removeEventListener('focusin', onUse);
    element.removeEventListener('pointerdown', onUse);
    if (active === element) active = null;
    listeners.forEach((listener) => listener());
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether this portal's announcements are heard: always when it is alone, else when it is in use. */
export function useSpeaks(element: HTMLElement): boolean {
  return useSyncExternalStore(subscribe, () => portals.size < 2 || active === element || (active === null && [...portals][0] === element));
}
