import type { AnalyticsEvent } from './analytics-event';
import { createApiAnalyticsSink, FLUSH_MS, MAX_BATCH } from './api-sink';

const view = (n: number): AnalyticsEvent => ({ type: 'page-view', name: `Page ${n}`, path: '#/', at: new Date(0).toISOString() });

function setUp() {
  const sent: Array<{ url: string; events: AnalyticsEvent[] }> = [];
  const target = new EventTarget();
  const sink = createApiAnalyticsSink('/harbor-county/api', {
    send: (url, body) => sent.push({ url, events: JSON.parse(body).events }),
    target: target as unknown as Window,
  });
  return { sent, sink, target };
}

afterEach(() => jest.useRealTimers());

it('sends the events of a few seconds as one batch to the county analytics endpoint', () => {
  jest.useFakeTimers();
  const { sent, sink } = setUp();
  sink.send(view(1));
  sink.send(view(2));
  jest.advanceTimersByTime(FLUSH_MS - 1);
  expect(sent).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(sent).toEqual([{ url: '/harbor-county/api/analytics/events', events: [view(1), view(2)] }]);
  jest.advanceTimersByTime(FLUSH_MS * 3);
  expect(sent).toHaveLength(1);
});

it('never sends more than the API accepts in one request', () => {
  jest.useFakeTimers();
  const { sent, sink } = setUp();
  for (let n = 0; n < MAX_BATCH + 3; n += 1) sink.send(view(n));
  expect(sent.map((batch) => batch.events.length)).toEqual([MAX_BATCH]);
  jest.advanceTimersByTime(FLUSH_MS);
  expect(sent.map((batch) => batch.events.length)).toEqual([MAX_BATCH, 3]);
});

it('sends what is pending when the page is closed', () => {
  jest.useFakeTimers();
  const { sent, sink, target } = setUp();
  sink.send(view(1));
  target.dispatchEvent(new Event('pagehide'));
  expect(sent).toEqual([{ url: '/harbor-county/api/analytics/events', events: [view(1)] }]);
  jest.advanceTimersByTime(FLUSH_MS);
  expect(sent).toHaveLength(1);
});
