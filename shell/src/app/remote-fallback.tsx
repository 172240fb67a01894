import { useEffect, useRef } from 'react';
import { useSettings } from 'mfe-shared';
import { formatPhone } from 'mfe-shared/format';
import { Button, usePageTitle } from 'mfe-shared/ui';
import { useT } from '../i18n/site';

/** What a visitor sees when an area of the site cannot be loaded: who to call, and a retry. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const settings = useSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle({ id: 'shell.fallback.heading' });
  useEffect(() => heading.current?.focus(), []);
  const phone = formatPhone(settings['general.phone_number']);
  return (
    <section className="margin-y-4" aria-labelledby="remote-fallback-heading">
      <h1 id="remote-fallback-heading" tabIndex={-1} ref={heading}>
        {t('shell.fallback.heading')}
      </h1>
      <p>{t('shell.fallback.body')}</p>
      <p>
        {phone ? t('shell.fallback.contactPhone', { office: settings['general.display_name'], phone }) : t('shell.fallback.contact', { office: settings['general.display_name'] })}
      </p>
      <Button onClick={onRetry}>{t('shell.tryAgain')}</Button>
    </section>
  );
}
