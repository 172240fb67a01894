import { useEffect } from 'react';
import { announce } from 'mfe-shared';

/** A visible loading line that is also announced once to screen readers. */
export function Loading({ label }: { label: string }) {
  useEffect(() => announce(label), [label]);
  return (
    <p className="portal-loading" aria-busy="true">
      {label}
    </p>
  );
}
