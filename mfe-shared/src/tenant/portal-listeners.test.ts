import { createMemoryStorage, makePortal, testParcel, TEST_OWNER } from '../../test/portal-fixture';
import type { AnalyticsEvent } from '../analytics/analytics-event';
import { createAnalytics } from '../analytics/analytics';
import { emptyAppealDraft, emptyMeetingDraft, initialPortalState, persistedSlices, type PortalStores } from '../state/portal-state';
import { createPortalStores, storageKey } from '../state/portal-state';
import { createPortal } from './portal-context';
import { parseSettings } from '../schemas/settings';
import { createBus } from '../events/bus';
import { AREA_FAILED_EVENT, listenToPortalEvents } from './portal-listeners';

function recordingSink() {
  const events: AnalyticsEvent[] = [];
  return { events, send: jest.fn((event: AnalyticsEvent) => void events.push(event)) };
}

const viewed: AnalyticsEvent = { type: 'page-view', name: 'Home', path: '#/', at: '2026-01-01T00:00:00.000Z' };
const document = { id: 'f1', name: 'letter.pdf', size: 1200, type: 'application/pdf' } as never;

/** What a staff member leaves in the browser mid-way through filing for someone, and the last results. */
function fillEveryStore(stores: PortalStores) {
  const parcel = testParcel();
  stores.selectedParcel.setState(() => parcel);
  stores.taxpayer.setState(() => TEST_OWNER);
  stores.appeal.setState(() => ({
    ...emptyAppealDraft,
    parcelId: parcel.id,
    estimatedValue: '200,000',
    filingMethod: 'hand-delivery',
    window: { id: 'w26', name: '2026 Appeal Season', createdAt: '2026-01-01T00:00:00Z', open: true } as never,
  }));
  stores.documentation.setState(() => [document]);
  stores.meeting.setState(() => ({ ...emptyMeetingDraft, parcelId: parcel.id, attendee: TEST_OWNER, documents: [document] }));
  stores.breakdown.setState(() => ({ land: 1 }));
  stores.appealResult.setState(() => ({ id: 'A1', appellant: TEST_OWNER }) as never);
  stores.meetingResult.setState(() => ({ id: 'M1', email: TEST_OWNER.email }) as never);
}

const snapshot = (stores: PortalStores) => Object.fromEntries(persistedSlices.map((slice) => [slice, stores[slice].getState()]));

describe("listener of 'analytics': the analytics sinks", () => {
  it('hands every analytics event on the bus to each sink, once', () => {
    const bus = createBus();
    const county = recordingSink();
    const other = recordingSink();
    makePortal({ bus, analyticsSinks: [county, other] });

    bus.emit('analytics', viewed);

    expect(county.events).toEqual([viewed]);
    expect(other.events).toEqual([viewed]);
  });

  it('is the only path from portal.analytics to a sink: page views, named events and heartbeats all go through the bus', () => {
    jest.useFakeTimers();
    try {
      const bus = createBus();
      const county = recordingSink();
      const onBus = jest.fn();
      bus.on('analytics', onBus);
      const portal = makePortal({ bus, analyticsSinks: [county] });

      portal.analytics.pageView('Your details');
      portal.analytics.event('Comparable Sales Saved', { category: 'File an Appeal', action: 'Submit' });
      const stop = portal.analytics.startHeartbeat();
      jest.advanceTimersByTime(15_000);
      stop();

      expect(county.events.map((event) => event.type)).toEqual(['page-view', 'event', 'heartbeat']);
      expect(onBus.mock.calls.map(([event]) => event)).toEqual(county.events);

      // Without the bus's listeners, nothing reaches the sink: there is no second, direct path.
      bus.all.clear();
      portal.analytics.pageView('Summary');
      expect(county.events).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("listener of 'remote:failed': analytics", () => {
  it("records the named event 'Site Area Not Available' with the remote's name and nothing else", () => {
    const bus = createBus();
    const county = recordingSink();
    makePortal({ bus, analyticsSinks: [county] });

    bus.emit('remote:failed', { remote: 'mfe-appeal' });

    expect(AREA_FAILED_EVENT).toBe('Site Area Not Available');
    expect(county.events).toEqual([{ type: 'event', name: 'Site Area Not Available', category: 'mfe-appeal', at: expect.any(String) }]);
  });
});

describe("listener of 'staff:changed': the county's stores", () => {
  it('clears every draft, record, document and result, in memory and in storage, when staff sign out', () => {
    const storage = createMemoryStorage();
    const bus = createBus();
    const { stores } = makePortal({ bus, storage });
    fillEveryStore(stores);
    expect(storage.getItem(storageKey('harbor-county', 'taxpayer'))).toContain(TEST_OWNER.email);

    bus.emit('staff:changed', { accountId: null });

    expect(snapshot(stores)).toEqual(initialPortalState);
    expect(Object.values(storage.snapshot()).join(' ')).not.toMatch(/pat@example\.org|hand-delivery|200,000|letter\.pdf|Harbor View/);
    // A visitor opening the same county in this browser afterwards starts with nothing.
    expect(snapshot(createPortalStores('harbor-county', storage))).toEqual(initialPortalState);
  });

  it.each([
    ['an empty identity (GET /me of a public visitor)', {}],
    ['a null account', { accountId: null, name: null }],
  ])('treats %s as signed out', (_label, me) => {
    const bus = createBus();
    const { stores } = makePortal({ bus });
    fillEveryStore(stores);
    bus.emit('staff:changed', me);
    expect(snapshot(stores)).toEqual(initialPortalState);
  });

  it('keeps everything when staff sign in', () => {
    const bus = createBus();
    const { stores } = makePortal({ bus });
    fillEveryStore(stores);
    const before = snapshot(stores);
    bus.emit('staff:changed', { accountId: 'a1', name: 'Dana Whitfield' });
    expect(snapshot(stores)).toEqual(before);
  });

  it('clears only the county whose portal heard it', () => {
    const storage = createMemoryStorage();
    const harborBus = createBus();
    const harbor = makePortal({ bus: harborBus, storage });
    const pine = makePortal({ tenant: 'pine-county', bus: createBus(), storage });
    fillEveryStore(harbor.stores);
    fillEveryStore(pine.stores);
    harborBus.emit('staff:changed', { accountId: null });
    expect(snapshot(harbor.stores)).toEqual(initialPortalState);
    expect(pine.stores.taxpayer.getState()).toEqual(TEST_OWNER);
  });
});

describe('registration', () => {
  it('createPortal registers each listener once, on the bus it is given', () => {
    const bus = createBus();
    const county = recordingSink();
    createPortal({
      tenant: 'harbor-county',
      session: { settings: parseSettings({ 'general.display_name': 'Harbor County Assessor' }), me: {} },
      bus,
      storage: createMemoryStorage(),
      analyticsSinks: [county],
    });
    expect(bus.all.get('analytics')).toHaveLength(1);
    expect(bus.all.get('remote:failed')).toHaveLength(1);
    expect(bus.all.get('staff:changed')).toHaveLength(1);
  });

  it('removes every listener it added, and only those, when asked', () => {
    const bus = createBus();
    const other = jest.fn();
    bus.on('staff:changed', other);
    const stores = createPortalStores('harbor-county', createMemoryStorage());
    const county = recordingSink();
    const stop = listenToPortalEvents(bus, { stores, analytics: createAnalytics([]), analyticsSinks: [county] });
    stop();

    fillEveryStore(stores);
    bus.emit('staff:changed', { accountId: null });
    bus.emit('analytics', viewed);
    expect(stores.taxpayer.getState()).toEqual(TEST_OWNER);
    expect(county.events).toEqual([]);
    expect(other).toHaveBeenCalledTimes(1);
  });
});
