import { useEffect, useRef, type ReactNode } from 'react';

// The first screen of a visit keeps the browser's own focus; after that, each new screen's
// heading takes focus so screen-reader and keyboard users start reading where the page changed.
let firstScreenShown = false;

export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstScreenShown) ref.current?.focus();
    firstScreenShown = true;
  }, []);
  return (
    <h1 id={id} tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}
