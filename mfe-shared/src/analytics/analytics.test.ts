import type { AnalyticsEvent } from './analytics-event';
import { createAnalytics, HEARTBEAT_MS } from './analytics';

function recordingSink() {
  const events: AnalyticsEvent[] = [];
  return { events, send: (event: AnalyticsEvent) => void events.push(event) };
}

afterEach(() => {
  jest.useRealTimers();
  window.location.hash = '';
});

it('sends a page view to every sink with its name and path', () => {
  const service = recordingSink();
  const console = recordingSink();
  const analytics = createAnalytics([service, console], { path: () => '#/appeal/estimation' });
  analytics.pageView('Estimation Page View Loaded');
  for (const sink of [service, console]) {
    expect(sink.events).toEqual([expect.objectContaining({ type: 'page-view', name: 'Estimation Page View Loaded', path: '#/appeal/estimation' })]);
    expect(new Date(sink.events[0].at).toISOString()).toBe(sink.events[0].at);
  }
});

it('sends a named event to every sink with its category and action', () => {
  const service = recordingSink();
  const console = recordingSink();
  createAnalytics([service, console]).event('Comparable Sales Saved', { category: 'File an Appeal', action: 'Submit' });
  for (const sink of [service, console]) {
    expect(sink.events).toEqual([expect.objectContaining({ type: 'event', name: 'Comparable Sales Saved', category: 'File an Appeal', action: 'Submit' })]);
  }
});

it('reads the path from the URL hash by default', () => {
  const sink = recordingSink();
  window.location.hash = '#/search/main/1';
  createAnalytics([sink]).pageView('Search results');
  expect(sink.events[0]).toEqual(expect.objectContaining({ path: '#/search/main/1' }));
});

it('beats every 15 seconds until stopped', () => {
  jest.useFakeTimers();
  expect(HEARTBEAT_MS).toBe(15_000);
  const sink = recordingSink();
  const stop = createAnalytics([sink], { path: () => '#/' }).startHeartbeat();

  jest.advanceTimersByTime(14_999);
  expect(sink.events).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(sink.events).toEqual([expect.objectContaining({ type: 'heartbeat', path: '#/' })]);
  jest.advanceTimersByTime(30_000);
  expect(sink.events).toHaveLength(3);

  stop();
  jest.advanceTimersByTime(60_000);
  expect(sink.events).toHaveLength(3);
});

it('beats at a configured interval', () => {
  jest.useFakeTimers();
  const sink = recordingSink();
  const stop = createAnalytics([sink], { heartbeatMs: 5_000 }).startHeartbeat();
  jest.advanceTimersByTime(15_000);
  expect(sink.events).toHaveLength(3);
  stop();
});
