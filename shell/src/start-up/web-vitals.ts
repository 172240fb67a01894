import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { PortalBus } from 'mfe-shared';
import type { SiteRemotes } from '../lib/site-remotes';
import { remoteRelease } from '../app/remote-source';

const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
type VitalName = (typeof VITAL_NAMES)[number];

/** Reports a page may send at most: web-vitals reports each once, CLS and INP again after a return from the back-forward cache. */
const MAX_REPORTS = 12;

/** What a web-vitals reporter gives: the measure's name and value. */
type Measure = Pick<Metric, 'name' | 'value'>;
type Listen = (report: (measure: Measure) => void) => void;
type Listeners = Record<'onCLS' | 'onINP' | 'onLCP' | 'onTTFB', Listen>;

const WEB_VITALS: Listeners = { onCLS, onINP, onLCP, onTTFB };

/** The remote whose area draws a path: the longest registry path that prefixes it ('/' is the front door). */
export function remoteForPath(remotes: SiteRemotes, hashPath: string): string {
  const route = hashPath.replace(/^#/, '').split('?')[0] || '/';
  const matching = remotes.filter(({ path }) => path === '/' || route === path || route.startsWith(`${path}/`));
  return matching.sort((a, b) => b.path.length - a.path.length)[0]?.name ?? 'shell';
}

/**
 * Real visitors' speed (docs/operations.md#real-visitors-speed): LCP, INP, CLS and TTFB of the page
 * this visit landed on, with the remote that drew it and that remote's release, as `vital` events on
 * the bus; the county's analytics sink batches them with the rest. The values carry no personal
 * data, and the API keeps only the path's screen.
 */
export function reportWebVitals(bus: PortalBus, remotes: SiteRemotes, path: () => string, listen: Listeners = WEB_VITALS): void {
  // A browser without the Performance timeline (or a test's DOM) has nothing to measure.
  if (listen === WEB_VITALS && typeof performance?.getEntriesByType !== 'function') return;
  // web-vitals measures the page load, so every vital belongs to the landing page.
  const landing = path();
  const remote = remoteForPath(remotes, landing);
  let sent = 0;
  // TTFB comes before the landing area's remote has loaded: measures wait for its release, or for the page to be hidden.
  const waiting: Measure[] = [];
  const send = () => {
    const release = remoteRelease(remote);
    for (const { name, value } of waiting.splice(0))
      bus.emit('analytics', { type: 'vital', name: name as VitalName, value, path: landing, remote, release, at: new Date().toISOString() });
  };
  const report = (measure: Measure) => {
    if (sent >= MAX_REPORTS || !VITAL_NAMES.includes(measure.name as VitalName)) return;
    sent++;
    waiting.push(measure);
    if (remoteRelease(remote) !== 'unknown') send();
  };
  listen.onLCP(report);
  listen.onINP(report);
  listen.onCLS(report);
  listen.onTTFB(report);
  // On the document, so it runs before the sink (on the window) sends what it has.
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  if (typeof window !== 'undefined') window.addEventListener('pagehide', send, { capture: true });
}
