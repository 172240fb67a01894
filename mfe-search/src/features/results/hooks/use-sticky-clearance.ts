import { useEffect, type RefObject } from 'react';

/** Read by the scroll margin of what follows a sticky element (mfe-shared/src/ui/styles/_portal.scss). */
export const STICKY_TOP_PROPERTY = '--portal-sticky-top';

/**
 * Tells the sticky element's container how tall it is, now and whenever it changes (its label
 * wraps on a phone, text may be enlarged), so an element that takes focus below it is scrolled
 * clear of it rather than under it.
 */
export function useStickyClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    const container = element?.parentElement;
    if (!element || !container || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => container.style.setProperty(STICKY_TOP_PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      container.style.removeProperty(STICKY_TOP_PROPERTY);
    };
  }, [ref]);
}
