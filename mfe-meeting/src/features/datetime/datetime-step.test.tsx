import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zonedHour } from 'mfe-shared/format';
import { type TimeSlot } from 'mfe-shared/schemas';
import { testParcel } from '../../../../mfe-shared/test/portal-fixture';
import { attendee, currentLocation, fakeApi, officePlace, ok, politeAnnouncement, renderMeetingWizard, slot, stepHeading } from '../../../test/meeting-fixture';

jest.setTimeout(30_000);

// The county's zone is one far from the machine's, so a slip to the machine's clock changes days and halves.
const machineOffset = -new Date('2026-12-01T12:00:00Z').getTimezoneOffset() / 60;
const COUNTY =
  Math.abs(machineOffset - 13) >= 6 ? { zone: 'Pacific/Auckland', offset: 13, name: 'New Zealand Time' } : { zone: 'America/Los_Angeles', offset: -8, name: 'Pacific Time' };
/** The instant of a wall-clock time in the county in December 2026. */
const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 11, day, hour - COUNTY.offset, minute)).toISOString();

const tue930 = slot(at(1, 9, 30));
const tueReserved = slot(at(1, 11), { reserved: true });
const tue1400 = slot(at(1, 14));
const tueBooked = slot(at(1, 15), { booked: true });
const tueCommercial = slot(at(1, 16), { propertyType: 'commercial' });
const tueAtOffice = slot(at(1, 10), { placeId: officePlace.id });
const wedMorningOnly = slot(at(2, 8));
const thuAfternoonOnly = slot(at(3, 15, 30));
const friBookedOnly = slot(at(4, 10), { booked: true });
const nextTue = slot(at(8, 9));
const ALL = [tue930, tueReserved, tue1400, tueBooked, tueCommercial, tueAtOffice, wedMorningOnly, thuAfternoonOnly, friBookedOnly, nextTue];

interface Options {
  slots?: TimeSlot[];
  draft?: object;
  parcel?: ReturnType<typeof testParcel>;
  settings?: Record<string, unknown>;
  /** Wait for the calendar (false: only for the step). */
  calendar?: boolean;
}

async function openDateTime({ slots = ALL, draft = {}, parcel = testParcel(), settings = {}, calendar = true }: Options = {}) {
  const user = userEvent.setup();
  const { api, calls } = fakeApi({ 'GET /time-slots': ok({ results: slots }) });
  const { portal } = renderMeetingWizard({
    route: '/meeting/datetime',
    api,
    parcel,
    settings: { 'general.timezone': COUNTY.zone, ...settings },
    draft: { attendee, meetingType: 'virtual', ...draft },
  });
  await stepHeading('Date and time');
  if (calendar) await screen.findByRole('heading', { level: 2, name: 'Choose a date' });
  return { user, calls, portal };
}

const day = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const times = () => screen.queryAllByRole('radio').map((radio) => radio.parentElement?.textContent?.replace(/\s/g, ' '));
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

it("marks the county's days with free slots and loads them from tomorrow, 10000 at a time, for the parcel's type", async () => {
  const { calls } = await openDateTime();
  expect(zonedHour(tue930.startTime, COUNTY.zone)).toBe(9);
  expect(politeAnnouncement()).toBe('Calendar with available dates loaded');
  expect(day('Tuesday, December 1, 2026')).toHaveAccessibleName('Tuesday, December 1, 2026, available');
  expect(day('Tuesday, December 1, 2026')).toBeEnabled();
  expect(day('Wednesday, December 2, 2026')).toBeEnabled();
  // Only booked slots that day, and weekends without slots: nothing to choose.
  expect(day('Friday, December 4, 2026')).toBeDisabled();
  expect(day('Saturday, December 5, 2026')).toBeDisabled();
  expect(screen.getByText('Available dates')).toBeInTheDocument();
  expect(screen.getByText('Selected date')).toBeInTheDocument();
  expect(screen.getByText(`Times are in ${COUNTY.name}, the county's time zone. Virtual meeting.`)).toBeInTheDocument();

  const [call] = calls;
  expect(call.query.get('size')).toBe('10000');
  expect(call.query.getAll('propertyType')).toEqual(['residential']);
  expect(Math.abs(Date.parse(call.query.get('from') ?? '') - (Date.now() + 24 * 3600 * 1000))).toBeLessThan(60_000);
});

it("lists a day's free morning times first, then its afternoon, by the county's clock, and enables Continue once one is chosen", async () => {
  const { user, portal } = await openDateTime();
  expect(screen.getByText('Date selection is required')).toBeInTheDocument();
  expect(continueButton()).toHaveAttribute('aria-disabled', 'true');

  await user.click(day('Tuesday, December 1, 2026'));
  expect(politeAnnouncement()).toBe('Available times loaded');
  expect(day('Tuesday, December 1, 2026')).toHaveAccessibleName('Tuesday, December 1, 2026, selected');
  const group = screen.getByRole('group', { name: 'Choose a time on Tuesday, December 1' });
  expect(within(group).getByRole('button', { name: 'AM' })).toHaveAttribute('aria-pressed', 'true');
  // Reserved, booked, commercial and in-person slots are not offered.
  expect(times()).toEqual(['9:30 AM']);
  expect(screen.getByRole('radio', { name: new RegExp(`^Tuesday, December 1, 2026 at 9:30\\sAM ${COUNTY.name}$`) })).not.toBeChecked();
  expect(screen.getByText('Time selection is required')).toBeInTheDocument();
  expect(continueButton()).toHaveAttribute('aria-disabled', 'true');

  await user.click(within(group).getByRole('button', { name: 'PM' }));
  expect(within(group).getByRole('button', { name: 'PM' })).toHaveAttribute('aria-pressed', 'true');
  expect(times()).toEqual(['2:00 PM']);
  await user.click(screen.getByRole('radio', { name: new RegExp(`^Tuesday, December 1, 2026 at 2:00\\sPM ${COUNTY.name}$`) }));
  expect(continueButton()).not.toHaveAttribute('aria-disabled');
  expect(screen.queryByText('Time selection is required')).not.toBeInTheDocument();

  await user.click(continueButton());
  await stepHeading('Supporting documents');
  expect(currentLocation()).toBe('/meeting/fileupload');
  expect(portal.stores.meeting.getState()?.timeSlot).toEqual(tue1400);
});

it("says so when the county's morning or afternoon of a day has no free slot", async () => {
  const { user } = await openDateTime();
  await user.click(day('Wednesday, December 2, 2026'));
  expect(times()).toEqual(['8:00 AM']);
  await user.click(screen.getByRole('button', { name: 'PM' }));
  expect(times()).toEqual([]);
  expect(screen.getByText('There are no available slots in the afternoon. Please check for available slots in the morning.')).toBeInTheDocument();

  // A day with afternoon times only opens on PM.
  await user.click(day('Thursday, December 3, 2026'));
  expect(screen.getByRole('button', { name: 'PM' })).toHaveAttribute('aria-pressed', 'true');
  expect(times()).toEqual(['3:30 PM']);
  await user.click(screen.getByRole('button', { name: 'AM' }));
  expect(screen.getByText('There are no available slots in the morning. Please check for available slots in the afternoon.')).toBeInTheDocument();
  expect(screen.queryByText(/in the afternoon\. Please check for available slots in the morning/)).not.toBeInTheDocument();
});

it('offers a meeting in person only the times at the chosen place', async () => {
  const { user } = await openDateTime({ draft: { meetingType: 'in-place', location: officePlace } });
  expect(screen.getByText(`Times are in ${COUNTY.name}, the county's time zone. Meeting at ${officePlace.name}, ${officePlace.address}.`)).toBeInTheDocument();
  expect(day('Wednesday, December 2, 2026')).toBeDisabled();
  await user.click(day('Tuesday, December 1, 2026'));
  expect(times()).toEqual(['10:00 AM']);
});

it("asks for the slots of the parcel's type and of its timeslot group, and offers both", async () => {
  const forResidential = slot(at(1, 9), { propertyType: 'residential' });
  const forMobile = slot(at(1, 10), { propertyType: 'mobile-home' });
  const forIndustrial = slot(at(1, 11), { propertyType: 'industrial' });
  const { user, calls } = await openDateTime({
    slots: [forResidential, forMobile, forIndustrial],
    parcel: testParcel({ type: 'mobile-home' }),
    settings: { 'meetings.timeslot_groups': { 'mobile-home': 'residential' } },
  });
  expect(calls[0].query.getAll('propertyType')).toEqual(['mobile-home', 'residential']);
  await user.click(day('Tuesday, December 1, 2026'));
  expect(times()).toEqual(['9:00 AM', '10:00 AM']);
});

it('says when no day has a free slot', async () => {
  await openDateTime({ slots: [tueBooked, tueReserved], calendar: false });
  expect(await screen.findByText(/There are no time slots available for booking meetings\./)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Choose a date' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
});

it('moves between the days that can be chosen with the arrow keys, and chooses one with Enter', async () => {
  const { user } = await openDateTime();
  day('Tuesday, December 1, 2026').focus();
  await user.keyboard('{ArrowRight}');
  expect(day('Wednesday, December 2, 2026')).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  // Friday has nothing free and the weekend is closed: on to the next Tuesday.
  expect(day('Tuesday, December 8, 2026')).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(day('Tuesday, December 1, 2026')).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowLeft}');
  expect(day('Thursday, December 3, 2026')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(day('Thursday, December 3, 2026')).toHaveAccessibleName('Thursday, December 3, 2026, selected');
  expect(times()).toEqual(['3:30 PM']);
});

it('shows the notice of a slot that could not be reserved until another is chosen', async () => {
  const { user } = await openDateTime({
    draft: { notice: 'We were unable to book the time slot you selected. We will now redirect you to the calendar view to select another.' },
  });
  const notice = screen.getByText('We were unable to book the time slot you selected. We will now redirect you to the calendar view to select another.');
  expect(notice.closest('[role="alert"]')).not.toBeNull();
  await user.click(day('Tuesday, December 1, 2026'));
  await user.click(screen.getByRole('radio', { name: /9:30/ }));
  await waitFor(() => expect(screen.queryByText(/We were unable to book/)).not.toBeInTheDocument());
});

it('sends a visitor who has not chosen the kind of meeting back to the location step', async () => {
  const { api } = fakeApi({ 'GET /time-slots': ok({ results: ALL }), 'GET /places': ok({ results: [officePlace] }) });
  renderMeetingWizard({ route: '/meeting/datetime', api, draft: { attendee, meetingType: null } });
  await stepHeading('Meeting type and location');
  expect(currentLocation()).toBe('/meeting/location');
});
