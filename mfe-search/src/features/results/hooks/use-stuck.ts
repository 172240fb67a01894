import { useEffect, useState, type RefObject } from 'react';

/** Scroll handling is debounced by 20 ms (docs/product.md#search-results). */
const SCROLL_DEBOUNCE_MS = 20;

/**
 * Whether the page has scrolled past the element's place, so the sticky bar can show it is
 * floating. CSS `position: sticky` does the sticking; this only styles it.
 */
export function useStuck(ref: RefObject<HTMLElement | null>): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top + window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setStuck(window.scrollY > top), SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [ref]);
  return stuck;
}
