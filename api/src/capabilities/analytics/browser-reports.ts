import { z } from 'zod';
import { remoteErrors, remoteLoads, webVitals } from '../../infrastructure/metrics/portal-metrics';
import { screenOf } from './screen-of';

/*
 * What the shell measures in visitors' browsers (docs/operations.md#real-visitors-speed): web-vitals
 * (LCP, INP, CLS, TTFB) of the page a visit landed on, and each remote's load or caught error, with
 * the remote's release. They arrive through the analytics sink and become the process's metrics;
 * they are not stored. Every label value is one of a bounded few: a page type from the path's
 * screen, a remote and release of a fixed form, and at most MAX_RELEASES remote releases a process.
 */

const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
const at = z.iso.datetime({ offset: true, error: 'The time of the event must be an ISO date and time.' });
const remote = z.string({ error: 'The remote must be text.' }).max(100, 'The remote is longer than 100 characters.');
const release = z.string({ error: 'The release must be text.' }).max(100, 'The release is longer than 100 characters.');
const path = z.string({ error: 'The path must be text.' }).max(500, 'The path is longer than 500 characters.');

export const vitalEventSchema = z.object({
  type: z.literal('vital'),
  name: z.enum(VITAL_NAMES, { error: 'The vital must be LCP, INP, CLS or TTFB.' }),
  // Milliseconds (CLS: a score); ten minutes at most, as no real paint takes longer.
  value: z.number({ error: 'The value must be a number.' }).min(0, 'The value cannot be negative.').max(600_000, 'The value is too large.'),
  path,
  remote,
  release,
  at,
});

export const remoteEventSchema = z.object({
  type: z.literal('remote'),
  outcome: z.enum(['loaded', 'failed', 'error'], { error: 'The outcome must be loaded, failed or error.' }),
  remote,
  release,
  at,
});

export type VitalEvent = z.infer<typeof vitalEventSchema>;
export type RemoteEvent = z.infer<typeof remoteEventSchema>;

/** The page types a vital is labelled with: the screen a visit landed on, without anything it names. */
export function pageTypeOf(path: string): string {
  const [first, second, third] = screenOf(path).replace(/^#?\//, '').split('/');
  switch (first) {
    case '':
      return 'home';
    case 'search':
      return 'results';
    case 'property':
      if (second === 'unlisted') return 'property-unlisted';
      return third === 'change-request' ? 'change-request' : 'property';
    case 'status':
      return second ? 'status' : 'status-find';
    case 'appeal':
    case 'meeting': {
      // A wizard's step: its last fixed word (#/appeal/:id/reasons -> appeal-reasons), bounded by WIZARD_STEP.
      const step = [second, third].reverse().find((segment) => segment && segment !== ':id');
      return step && WIZARD_STEP.test(step) ? `${first}-${step}` : first;
    }
    case 'office':
      return 'office';
    case 'accessibility':
    case 'privacy':
      return 'policy';
    default:
      return 'other';
  }
}

/** A wizard step's word: short enough, and checked against the label budget below like any other. */
const WIZARD_STEP = /^[a-z][a-z-]{0,29}$/;
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;
const RELEASE = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,39}$/;

/** Past this many remote-release pairs (or page types) in a process, new ones are counted as "other": a client cannot grow the metrics without bound. */
const MAX_RELEASES = 200;
const MAX_PAGE_TYPES = 100;
const seenReleases = new Set<string>();
const seenPageTypes = new Set<string>();

function bounded(seen: Set<string>, max: number, value: string): string {
  if (seen.has(value)) return value;
  if (seen.size >= max) return 'other';
  seen.add(value);
  return value;
}

function remoteLabels(event: { remote: string; release: string }) {
  const name = REMOTE_NAME.test(event.remote) ? event.remote : 'unknown';
  const version = RELEASE.test(event.release) ? event.release : 'unknown';
  const pair = bounded(seenReleases, MAX_RELEASES, `${name}@${version}`);
  return pair === 'other' ? { remote: 'other', release: 'other' } : { remote: name, release: version };
}

/** Observes one vital in its histogram (seconds; CLS as it is). */
export function observeVital(county: string, event: VitalEvent): void {
  const labels = { page_type: bounded(seenPageTypes, MAX_PAGE_TYPES, pageTypeOf(event.path)), county, ...remoteLabels(event) };
  webVitals[event.name].observe(labels, event.name === 'CLS' ? event.value : event.value / 1000);
}

/** Counts a remote's load (loaded, failed) or an error its boundary caught. */
export function countRemoteEvent(county: string, event: RemoteEvent): void {
  const labels = { county, ...remoteLabels(event) };
  if (event.outcome === 'error') remoteErrors.inc(labels);
  else remoteLoads.inc({ ...labels, outcome: event.outcome });
}
