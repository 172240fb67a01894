import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attendee, currentLocation, officePlace, renderMeetingWizard, slot, stepHeading } from '../../../test/meeting-fixture';

jest.setTimeout(20_000);

// Entering the intro clears meeting type, location and time slot (docs/product.md#meeting-wizard).
it('resets the meeting on entry, keeps who is attending, and starts with Schedule Meeting', async () => {
  const user = userEvent.setup();
  const { portal } = renderMeetingWizard({
    route: '/meeting',
    draft: {
      attendee,
      prefillName: 'Avery Quinn',
      meetingType: 'in-place',
      location: officePlace,
      timeSlot: slot('2026-12-01T15:00:00.000Z'),
      notice: 'We were unable to book the time slot you selected. We will now redirect you to the calendar view to select another.',
    },
  });
  await stepHeading('Booking A Meeting');
  expect(portal.stores.meeting.getState()).toMatchObject({ meetingType: null, location: null, timeSlot: null, attendee, prefillName: 'Avery Quinn' });
  // A lost race of an earlier attempt is not news to a new one.
  expect(portal.stores.meeting.getState()?.notice).toBeUndefined();
  expect(screen.queryByRole('link', { name: /^Back to/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Schedule Meeting' }));
  await stepHeading('Attendee Details');
  expect(currentLocation()).toBe('/meeting/details');
});

it("starts the attendee form with the owner's name from the property page", async () => {
  renderMeetingWizard({ route: '/meeting/details', draft: { prefillName: 'Avery Quinn' } });
  await stepHeading('Attendee Details');
  expect(screen.getByLabelText('Full name')).toHaveValue('Avery Quinn');
  expect(screen.getByRole('link', { name: 'Back to Booking A Meeting' })).toHaveAttribute('href', '/meeting');
});
