import { createBus, type AnalyticsEvent } from 'mfe-shared';
import type { SiteRemotes } from '../lib/site-remotes';
import { remoteForPath, reportWebVitals } from './web-vitals';

jest.mock('../app/remote-source', () => ({ remoteRelease: (remote: string) => (remote === 'mfe-appeal' ? '3.1.0' : 'unknown') }));

const remotes = [
  { name: 'mfe-search', path: '/', entry: '' },
  { name: 'mfe-appeal', path: '/appeal', entry: '' },
  { name: 'mfe-meeting', path: '/meeting', entry: '' },
] as SiteRemotes;

it('names the remote whose area draws a path', () => {
  expect(remoteForPath(remotes, '#/')).toBe('mfe-search');
  expect(remoteForPath(remotes, '#/property/HC-1')).toBe('mfe-search');
  expect(remoteForPath(remotes, '#/appeal/HC-1/reasons')).toBe('mfe-appeal');
  expect(remoteForPath(remotes, '#/appealing')).toBe('mfe-search');
  expect(remoteForPath([], '#/')).toBe('shell');
});

it("sends each vital of the landing page on the bus with its remote's release, at most a dozen", () => {
  const bus = createBus();
  const sent: AnalyticsEvent[] = [];
  bus.on('analytics', (event) => sent.push(event));
  type Measure = { name: 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP'; value: number };
  const callbacks: ((measure: Measure) => void)[] = [];
  const listen = (callback: (measure: Measure) => void) => void callbacks.push(callback);
  let path = '#/appeal/HC-1/reasons';
  reportWebVitals(bus, remotes, () => path, { onCLS: listen, onINP: listen, onLCP: listen, onTTFB: listen });
  // The visitor moves on before the vitals are reported: they belong to the page they landed on.
  path = '#/';
  callbacks[0]({ name: 'LCP', value: 1234 });
  expect(sent).toEqual([{ type: 'vital', name: 'LCP', value: 1234, path: '#/appeal/HC-1/reasons', remote: 'mfe-appeal', release: '3.1.0', at: expect.any(String) }]);
  for (let i = 0; i < 20; i++) callbacks[2]({ name: 'CLS', value: 0.01 });
  expect(sent).toHaveLength(12);
});
