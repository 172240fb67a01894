import { useEffect, useRef } from 'react';
import type { StartUpFailure } from './load-site';
import { richText } from 'mfe-shared/ui';
import { useT } from '../i18n/site';

/** Start-up failed before settings arrived, so there is no office name to show: plain words only. */
export function StartUpError({ failure, onRetry }: { failure: StartUpFailure; onRetry: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [failure]);
  const unknown = failure.kind === 'unknown-tenant';
  useEffect(() => {
    document.title = unknown ? t('shell.startUp.unknownTitle') : t('shell.startUp.unavailableTitle');
  }, [unknown, t]);
  return (
    <main className="grid-container portal-main" id="main-content">
      <h1 tabIndex={-1} ref={heading}>
        {unknown ? t('shell.startUp.unknownHeading') : t('shell.startUp.unavailableTitle')}
      </h1>
      {unknown ? (
        <p>{richText(t('shell.startUp.unknownBody'), { link: (text) => <a href="/">{text}</a> })}</p>
      ) : (
        <>
          <p>{t('shell.startUp.unavailableBody')}</p>
          <button type="button" className="usa-button" onClick={onRetry}>
            {t('shell.tryAgain')}
          </button>
        </>
      )}
    </main>
  );
}
