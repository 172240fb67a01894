import { useCallback, useEffect, useRef, useState } from 'react';
import { createBus } from 'mfe-shared';
import { describeFailure, loadSite, type LoadedSite, type StartUpFailure } from '../../start-up/load-site';
import type { MountOptions } from '../host-contract';
import { EmbedSite } from './embed-site';
import { adoptTheme } from './embed-styles';
import { useT } from '../../i18n/site';
import { startupWords } from '../startup-words';

type Phase = { name: 'loading' } | { name: 'ready'; site: LoadedSite } | { name: 'failed'; failure: StartUpFailure; retried: boolean };

/**
 * The site's start-up (start-up/load-site.ts) inside an element: settings, staff and the registry
 * from the portal's origin, announced in the loader's status region, then the screens. Nothing
 * renders from a half-loaded county (docs/architecture.md#start-up).
 */
export function EmbedStartUp({ tenant, origin, element, root, status, lang = '' }: Omit<MountOptions, 'lang'> & { lang?: string }) {
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  // The in-memory address, read by analytics whenever it records (EmbedSite keeps it current).
  const address = useRef('#/');
  const onAddress = useCallback((path: string) => {
    address.current = path;
  }, []);

  const start = useCallback(
    (retried: boolean) => {
      setPhase({ name: 'loading' });
      // Before loadSite has started the county's language: the loader's words, in the element's language.
      status(startupWords(lang).loading);
      loadSite(tenant, { origin, bus: createBus(), analyticsPath: () => address.current, language: lang }).then(
        (site) => {
          adoptTheme(root, site.portal.session.getState().settings);
          status('');
          setPhase({ name: 'ready', site });
        },
        (error: unknown) => {
          status('');
          // For the county's web team: a page whose origin the county has not allowed gets no answer it can read.
          console.error(
            `<assessor-portal tenant="${tenant}">: the portal at ${origin} could not be started. If this page's origin (${window.location.origin}) is not in the county's embed.allowed_origins, the portal refuses it.`,
            error,
          );
          setPhase({ name: 'failed', failure: describeFailure(error), retried });
        },
      );
    },
    [tenant, origin, root, status, lang],
  );
  useEffect(() => start(false), [start]);

  if (phase.name === 'loading') return null;
  if (phase.name === 'failed') return <EmbedStartUpError failure={phase.failure} focus={phase.retried} onRetry={() => start(true)} />;
  return <EmbedSite site={phase.site} element={element} onAddress={onAddress} />;
}

/** Before settings there is no office name: plain words, and focus only after the visitor asked to retry. */
function EmbedStartUpError({ failure, focus, onRetry }: { failure: StartUpFailure; focus: boolean; onRetry: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, failure]);
  const unknown = failure.kind === 'unknown-tenant';
  return (
    <section className="portal-embed grid-container" aria-labelledby="embed-start-up-error">
      <h2 id="embed-start-up-error" tabIndex={-1} ref={heading}>
        {unknown ? t('shell.embed.unknownHeading') : t('shell.embed.unavailableHeading')}
      </h2>
      {unknown ? (
        <p>{t('shell.embed.unknownBody')}</p>
      ) : (
        <>
          <p>{t('shell.embed.unavailableBody')}</p>
          <button type="button" className="usa-button" onClick={onRetry}>
            {t('shell.tryAgain')}
          </button>
        </>
      )}
    </section>
  );
}
