import { useEffect, useRef } from 'react';
import { useSettings } from 'mfe-shared';
import { formatPhone } from 'mfe-shared/format';
import { Button, usePageTitle } from 'mfe-shared/ui';

/** What a visitor sees when an area of the site cannot be loaded: who to call, and a retry. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const settings = useSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle('Sorry, this part of the site is not available');
  useEffect(() => heading.current?.focus(), []);
  const phone = formatPhone(settings['general.phone_number']);
  return (
    <section className="margin-y-4" aria-labelledby="remote-fallback-heading">
      <h1 id="remote-fallback-heading" tabIndex={-1} ref={heading}>
        Sorry, this part of the site is not available
      </h1>
      <p>We could not load this page just now. Other parts of the site may still work.</p>
      <p>
        Please try again, or contact {settings['general.display_name']}
        {phone ? ` on ${phone}` : ''} to help.
      </p>
      <Button onClick={onRetry}>Try again</Button>
    </section>
  );
}
