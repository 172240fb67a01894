/** What the portal's frame page tells the county page it sits in (README, "The iframe fallback"). */
export const FRAME_HEIGHT_MESSAGE = 'assessor-portal:height';

/**
 * The iframe fallback: the portal in a frame of the county's page tells that page its height on
 * every change, so the frame grows with the screens instead of scrolling inside itself. Only a
 * number goes out, so any parent may hear it; the county's snippet checks who sent it.
 */
export function watchFrameHeight(element: HTMLElement, target: Pick<Window, 'postMessage'> | null = window.parent === window ? null : window.parent): () => void {
  if (!target || typeof ResizeObserver !== 'function') return () => {};
  let last = -1;
  const page = element.ownerDocument.documentElement;
  const observer = new ResizeObserver(() => {
    // The frame page's whole height, margins included: the frame shows it all without scrolling.
    const height = Math.ceil(page.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    target.postMessage({ type: FRAME_HEIGHT_MESSAGE, height }, '*');
  });
  observer.observe(element);
  return () => observer.disconnect();
}
