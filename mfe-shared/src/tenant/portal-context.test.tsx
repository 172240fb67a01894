import { createMemoryStorage, makePortal, portalWrapper, renderWithPortal, TEST_OFFICE } from '../../test/portal-fixture';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus } from '../events/bus';
import { usePortal, usePortalState, useSettings, useStaff } from './portal-context';
import { emptyMeetingDraft } from '../state/portal-state';

describe('outside <PortalProvider>', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports the render error on the console as well; the test asserts it instead.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it.each<[string, () => unknown]>([
    ['usePortal', () => usePortal()],
    ['useSettings', () => useSettings()],
    ['useStaff', () => useStaff()],
    ['usePortalState', () => usePortalState('selectedParcel')],
  ])('%s raises an error instead of guessing a county', (_name, hook) => {
    expect(() => renderHook(hook)).toThrow(/outside <PortalProvider>/);
  });
});

describe('inside <PortalProvider>', () => {
  it("gives the county's portal and settings", () => {
    const portal = makePortal({ tenant: 'pine-county', settings: { 'general.timezone': 'America/Denver' } });
    const { result } = renderHook(() => ({ portal: usePortal(), settings: useSettings() }), { wrapper: portalWrapper(portal) });
    expect(result.current.portal.tenant).toBe('pine-county');
    expect(result.current.settings['general.display_name']).toBe(TEST_OFFICE);
    expect(result.current.settings['general.timezone']).toBe('America/Denver');
  });

  it('starts as a public visitor when /me has no accountId, and as staff when it has one', () => {
    const visitor = renderHook(() => useStaff(), { wrapper: portalWrapper(makePortal({ me: {} })) });
    expect(visitor.result.current.isStaff).toBe(false);
    const staff = renderHook(() => useStaff(), { wrapper: portalWrapper(makePortal({ me: { accountId: 'a1', name: 'Pat' } })) });
    expect(staff.result.current.isStaff).toBe(true);
  });

  function StaffBadge({ area }: { area: string }) {
    const { isStaff, me } = useStaff();
    return <p data-testid={area}>{isStaff ? `Signed in as ${me.name}` : 'Public visitor'}</p>;
  }

  function SignInOut() {
    const { setMe } = useStaff();
    return (
      <>
        <button type="button" onClick={() => setMe({ accountId: 'a1', name: 'Pat' })}>
          Sign in
        </button>
        <button type="button" onClick={() => setMe({})}>
          Sign out
        </button>
      </>
    );
  }

  it('setMe updates isStaff for every consumer and tells the bus', async () => {
    const user = userEvent.setup();
    const bus = createBus();
    const staffChanged = jest.fn();
    bus.on('staff:changed', staffChanged);
    renderWithPortal(
      <>
        <StaffBadge area="header" />
        <StaffBadge area="appeal" />
        <SignInOut />
      </>,
      { bus },
    );
    expect(screen.getByTestId('header')).toHaveTextContent('Public visitor');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('header')).toHaveTextContent('Signed in as Pat');
    expect(screen.getByTestId('appeal')).toHaveTextContent('Signed in as Pat');
    expect(staffChanged).toHaveBeenCalledWith({ accountId: 'a1', name: 'Pat' });

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByTestId('header')).toHaveTextContent('Public visitor');
    expect(screen.getByTestId('appeal')).toHaveTextContent('Public visitor');
    expect(staffChanged).toHaveBeenCalledTimes(2);
    expect(staffChanged).toHaveBeenLastCalledWith({});
  });

  it('keeps settings when the staff identity changes', () => {
    const portal = makePortal();
    const { result } = renderHook(() => ({ staff: useStaff(), settings: useSettings() }), { wrapper: portalWrapper(portal) });
    act(() => result.current.staff.setMe({ accountId: 'a1' }));
    expect(result.current.staff.isStaff).toBe(true);
    expect(result.current.settings['general.display_name']).toBe(TEST_OFFICE);
  });

  function MeetingType() {
    const [meeting] = usePortalState('meeting');
    return <p data-testid="meeting-type">{String(meeting?.meetingType ?? 'none')}</p>;
  }

  function ChooseVirtual() {
    const [, setMeeting] = usePortalState('meeting');
    return (
      <button type="button" onClick={() => setMeeting((current) => ({ ...(current ?? emptyMeetingDraft), meetingType: 'virtual' }))}>
        Virtual
      </button>
    );
  }

  it('usePortalState updates re-render every consumer of the slice and persist it for the tenant', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const { portal } = renderWithPortal(
      <>
        <MeetingType />
        <ChooseVirtual />
      </>,
      { storage },
    );
    expect(screen.getByTestId('meeting-type')).toHaveTextContent('none');
    await user.click(screen.getByRole('button', { name: 'Virtual' }));
    expect(screen.getByTestId('meeting-type')).toHaveTextContent('virtual');
    expect(portal.stores.meeting.getState()).toEqual({ ...emptyMeetingDraft, meetingType: 'virtual' });
    expect(JSON.parse(storage.getItem('assessor:harbor-county:meeting:v1') as string)).toEqual({ ...emptyMeetingDraft, meetingType: 'virtual' });
  });

  it('re-renders consumers when another area writes the store directly', () => {
    const { portal } = renderWithPortal(<MeetingType />);
    act(() => portal.stores.meeting.setState(() => ({ ...emptyMeetingDraft, meetingType: 'in-place' })));
    expect(screen.getByTestId('meeting-type')).toHaveTextContent('in-place');
  });

  it('sends page views and events to the bus as analytics', () => {
    const bus = createBus();
    const analytics = jest.fn();
    bus.on('analytics', analytics);
    makePortal({ bus }).analytics.event('Comparable Sales Saved', { category: 'File an Appeal', action: 'Submit' });
    expect(analytics).toHaveBeenCalledWith(expect.objectContaining({ type: 'event', name: 'Comparable Sales Saved', category: 'File an Appeal', action: 'Submit' }));
  });
});
