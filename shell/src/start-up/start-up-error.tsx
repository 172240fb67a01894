import { useEffect, useRef } from 'react';
import type { StartUpFailure } from './load-site';

/** Start-up failed before settings arrived, so there is no office name to show: plain words only. */
export function StartUpError({ failure, onRetry }: { failure: StartUpFailure; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [failure]);
  const unknown = failure.kind === 'unknown-tenant';
  useEffect(() => {
    document.title = unknown ? 'County not found' : 'The site could not be loaded';
  }, [unknown]);
  return (
    <main className="grid-container portal-main" id="main-content">
      <h1 tabIndex={-1} ref={heading}>
        {unknown ? 'We could not find this county' : 'The site could not be loaded'}
      </h1>
      {unknown ? (
        <p>
          Check the address, or <a href="/">choose your county from the list</a>.
        </p>
      ) : (
        <>
          <p>Please check your connection and try again. If it keeps happening, call your assessor's office.</p>
          <button type="button" className="usa-button" onClick={onRetry}>
            Try again
          </button>
        </>
      )}
    </main>
  );
}
