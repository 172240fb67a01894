import { bus, createBus, type PortalBus } from './bus';

const viewed = { type: 'page-view', name: 'Home', path: '#/', at: '2026-01-01T00:00:00.000Z' } as const;

describe('typed event bus', () => {
  it('delivers a payload to the handlers of that event only', () => {
    const events = createBus();
    const failed = jest.fn();
    const changed = jest.fn();
    events.on('remote:failed', failed);
    events.on('staff:changed', changed);

    events.emit('remote:failed', { remote: 'mfe-meeting' });

    expect(failed).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledWith({ remote: 'mfe-meeting' });
    expect(changed).not.toHaveBeenCalled();
  });

  it('delivers to every handler of the event', () => {
    const events = createBus();
    const county = jest.fn();
    const console = jest.fn();
    events.on('analytics', county);
    events.on('analytics', console);
    events.emit('analytics', viewed);
    expect(county).toHaveBeenCalledWith(viewed);
    expect(console).toHaveBeenCalledWith(viewed);
  });

  it('stops delivering to a handler after off, leaving the others', () => {
    const events = createBus();
    const leaving = jest.fn();
    const staying = jest.fn();
    events.on('remote:failed', leaving);
    events.on('remote:failed', staying);
    events.emit('remote:failed', { remote: 'mfe-appeal' });
    events.off('remote:failed', leaving);
    events.emit('remote:failed', { remote: 'mfe-search' });

    expect(leaving).toHaveBeenCalledTimes(1);
    expect(staying).toHaveBeenCalledTimes(2);
    expect(staying).toHaveBeenLastCalledWith({ remote: 'mfe-search' });
  });

  it('keeps separate buses separate, and the site-wide bus is one of them', () => {
    const a = createBus();
    const handler = jest.fn();
    a.on('staff:changed', handler);
    createBus().emit('staff:changed', { accountId: 'a1' });
    bus.emit('staff:changed', { accountId: 'a2' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('types each payload by its event name, and knows only the events someone listens to', () => {
    const events: PortalBus = createBus();
    const handler = jest.fn((payload: { remote: string }) => payload.remote);
    events.on('remote:failed', handler);
    events.emit('remote:failed', { remote: 'mfe-appeal' });
    expect(handler).toHaveReturnedWith('mfe-appeal');

    // Compile-time only (never run): a wrong payload or an event nobody hears is a type error.
    const wrong = () => {
      // @ts-expect-error remote:failed needs { remote }
      events.emit('remote:failed', { name: 'mfe-appeal' });
      // @ts-expect-error the remote is named by its registry name, a string
      events.emit('remote:failed', { remote: 3 });
      // @ts-expect-error removed: the property page's selection is the selectedParcel store, which nobody needs to hear about
      events.emit('parcel:selected', null);
      // @ts-expect-error removed: the property page reloads its counts whenever it is opened
      events.emit('appeal:submitted', { parcelId: 'R9' });
      // @ts-expect-error removed: as appeal:submitted
      events.emit('meeting:booked', { parcelId: 'R9' });
    };
    expect(handler).toHaveBeenCalledTimes(1);
    void wrong;
  });
});
