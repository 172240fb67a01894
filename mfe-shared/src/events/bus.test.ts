import { bus, createBus, type PortalBus } from './bus';

describe('typed event bus', () => {
  it('delivers a payload to the handlers of that event only', () => {
    const events = createBus();
    const booked = jest.fn();
    const submitted = jest.fn();
    events.on('meeting:booked', booked);
    events.on('appeal:submitted', submitted);

    events.emit('meeting:booked', { parcelId: 'R0012345' });

    expect(booked).toHaveBeenCalledTimes(1);
    expect(booked).toHaveBeenCalledWith({ parcelId: 'R0012345' });
    expect(submitted).not.toHaveBeenCalled();
  });

  it('delivers to every handler of the event, including a null parcel selection', () => {
    const events = createBus();
    const shell = jest.fn();
    const search = jest.fn();
    events.on('parcel:selected', shell);
    events.on('parcel:selected', search);
    events.emit('parcel:selected', null);
    expect(shell).toHaveBeenCalledWith(null);
    expect(search).toHaveBeenCalledWith(null);
  });

  it('stops delivering to a handler after off, leaving the others', () => {
    const events = createBus();
    const leaving = jest.fn();
    const staying = jest.fn();
    events.on('remote:failed', leaving);
    events.on('remote:failed', staying);
    events.emit('remote:failed', { remote: 'mfe-appeal', message: 'down' });
    events.off('remote:failed', leaving);
    events.emit('remote:failed', { remote: 'mfe-appeal', message: 'down again' });

    expect(leaving).toHaveBeenCalledTimes(1);
    expect(staying).toHaveBeenCalledTimes(2);
    expect(staying).toHaveBeenLastCalledWith({ remote: 'mfe-appeal', message: 'down again' });
  });

  it('keeps separate buses separate, and the site-wide bus is one of them', () => {
    const a = createBus();
    const handler = jest.fn();
    a.on('staff:changed', handler);
    createBus().emit('staff:changed', { accountId: 'a1' });
    bus.emit('staff:changed', { accountId: 'a2' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('types each payload by its event name', () => {
    const events: PortalBus = createBus();
    const handler = jest.fn((payload: { parcelId: string }) => payload.parcelId);
    events.on('appeal:submitted', handler);
    events.emit('appeal:submitted', { parcelId: 'R9' });
    expect(handler).toHaveReturnedWith('R9');

    // Compile-time only: the wrong payload for an event is a type error (never run).
    const wrongPayload = () => {
      // @ts-expect-error appeal:submitted needs { parcelId: string }
      events.emit('appeal:submitted', { parcel: 'R9' });
    };
    expect(handler).toHaveBeenCalledTimes(1);
    void wrongPayload;
  });
});
