import { makePortal, renderWithPortal, testParcel, TEST_OFFICE } from '../../mfe-shared/test/portal-fixture';
import { screen } from '@testing-library/react';
import { emptyMeetingDraft } from 'mfe-shared';
import { Route, Routes } from 'mfe-shared/router';
import MeetingRoutes from './routes';

function Shell() {
  return (
    <Routes>
      <Route path="/meeting/*" element={<MeetingRoutes />} />
    </Routes>
  );
}

const h1 = () => screen.getByRole('heading', { level: 1 });

// The meeting wizard (docs/product.md#meeting-wizard): each step's path and title.
it.each([
  ['/meeting', 'Booking a meeting'],
  ['/meeting/', 'Booking a meeting'],
  ['/meeting/details', 'Attendee details'],
  ['/meeting/location', 'Meeting type and location'],
  ['/meeting/datetime', 'Date and time'],
  ['/meeting/fileupload', 'Supporting documents'],
  ['/meeting/summary', 'Meeting summary'],
  ['/meeting/confirmation', 'Confirmation'],
])('%s is titled %p', async (route, title) => {
  const portal = makePortal();
  const parcel = testParcel();
  const slot = { id: 's-1', createdAt: '2026-11-01T00:00:00.000Z', startTime: '2026-12-01T14:00:00.000Z', reserved: false, booked: false, propertyType: null, placeId: null };
  const attendee = { name: 'Pat Doe', type: 'owner' as const, phone: { number: '5555550100', extension: '' }, email: 'pat@example.org' };
  portal.stores.selectedParcel.setState(() => parcel);
  portal.stores.meeting.setState(() => ({ ...emptyMeetingDraft, parcelId: parcel.id, attendee, meetingType: 'virtual', timeSlot: slot }));
  portal.stores.meetingResult.setState(() => ({
    id: 'm-1',
    createdAt: '2026-11-22T10:00:00.000Z',
    meetingType: 'virtual',
    property: { parcelId: parcel.id, address: parcel.address },
    place: null,
    attendee: { name: 'Pat Doe', email: 'pat@example.org' },
    timeSlot: { id: 's-1', startTime: slot.startTime },
    reference: 'HC-26-7K3QPM',
    statusToken: 'v1.token',
    slot,
    email: 'pat@example.org',
  }));
  renderWithPortal(<Shell />, { route, portal });
  // A step's module loads on first visit (lazy), slow on a loaded machine: more than findBy's 1 s default.
  expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).toBe(title);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.title).toBe(`${title} - ${TEST_OFFICE}`);
});

it.each(['/meeting/nowhere', '/meeting/details/extra', '/meeting/window'])("shows 'Not found' for %s", (route) => {
  renderWithPortal(<Shell />, { route });
  expect(h1().textContent).toBe('Not found');
});
