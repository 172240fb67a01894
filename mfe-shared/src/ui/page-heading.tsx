import { useEffect, useRef, type ReactNode } from 'react';
import { usePortal, type Portal } from 'mfe-shared';

// The first screen of a visit keeps the browser's own focus (on a county's page, the county's own);
// after that, each new screen's heading takes focus so screen-reader and keyboard users start reading
// where the page changed. Counted per portal: two embeds on one page each have a first screen.
const shownIn = new WeakSet<Portal>();
let shownWithoutPortal = false;

function usePortalIfAny(): Portal | null {
  try {
    return usePortal();
  } catch {
    return null;
  }
}

export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const portal = usePortalIfAny();
  useEffect(() => {
    const shown = portal ? shownIn.has(portal) : shownWithoutPortal;
    if (shown) ref.current?.focus();
    if (portal) shownIn.add(portal);
    else shownWithoutPortal = true;
  }, [portal]);
  return (
    <h1 id={id} tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}
