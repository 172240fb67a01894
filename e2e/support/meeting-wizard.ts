import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const HARBOR_ZONE = 'America/New_York';
const API = '/harbor-county/api';

export interface Attendee {
  name: string;
  email: string;
  phone: string;
}

export const ATTENDEE: Attendee = { name: 'Morgan Ellery', email: 'morgan.ellery@example.org', phone: '5555550177' };

export interface Slot {
  id: string;
  startTime: string;
  reserved: boolean;
  booked: boolean;
  propertyType: string | null;
  placeId: string | null;
}

export interface Place {
  id: string;
  name: string;
  address: string;
}

/** The heading of the step the wizard shows now; it takes focus when the step opens. */
export async function expectStep(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
  await expect(page).toHaveTitle(`${title} - Harbor County Assessor's Office`);
}

/** The progress bar as a screen reader announces it (docs/product.md#meeting-wizard). */
export async function expectProgress(page: Page, percent: number): Promise<void> {
  const bar = page.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', String(percent));
  await expect(bar).toHaveAttribute('aria-valuetext', `${percent}% Progress Complete of Booking a Meeting`);
  await expect(page.getByText(`${percent}% Progress Complete of Booking a Meeting`)).toBeVisible();
}

/** From the property page's Meetings card to the intro step. */
export async function openMeetingWizard(page: Page, parcelId: string): Promise<void> {
  await page.goto(`/harbor-county/#/property/${parcelId}`);
  const meetings = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Meetings' }) });
  await meetings.getByRole('button', { name: 'Book a meeting' }).click();
  await expectStep(page, 'Booking a meeting');
}

/**
 * Chooses a radio as a pointer user does, by its label: USWDS moves the input itself off-screen
 * and draws the control on the label.
 */
export async function chooseRadio(page: Page, name: string | RegExp): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: typeof name === 'string' ? true : undefined });
  const id = await radio.getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
  await expect(radio).toBeChecked();
}

/** The attendee step for an owner; the name comes prefilled from the property's owner. */
export async function fillAttendee(page: Page, attendee: Attendee = ATTENDEE): Promise<void> {
  await page.getByLabel('Full name').fill(attendee.name);
  await chooseRadio(page, 'Owner');
  await page.getByLabel('Phone number').fill(attendee.phone);
  await page.getByLabel('Email', { exact: true }).fill(attendee.email);
  await page.getByLabel('Confirm email').fill(attendee.email);
}

/** A date as the calendar and the slots name it, in the county's zone: 'Tuesday, November 24, 2026'. */
export function countyDay(startTime: string, timeZone = HARBOR_ZONE): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(startTime));
}

/** '9:30 AM' in the county's zone. */
export function countyTime(startTime: string, timeZone = HARBOR_ZONE): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(startTime));
}

/** Regex-safe text. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whitespace in Intl output may be a narrow no-break space: match any space. */
export function loose(text: string): RegExp {
  return new RegExp(literal(text).replace(/\s+/g, '\\s+'));
}

/** The name a slot's radio has: 'Tuesday, November 24, 2026 at 9:30 AM Eastern Time'. */
export const slotName = (slot: Pick<Slot, 'startTime'>) => loose(`${countyDay(slot.startTime)} at ${countyTime(slot.startTime)} Eastern Time`);

/** GET /time-slots as the wizard asks for a residential parcel (docs/product.md#meeting-wizard). */
async function listSlots(request: APIRequestContext): Promise<Slot[]> {
  const from = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const response = await request.get(`${API}/time-slots`, { params: { from, size: 10000, propertyType: 'residential' } });
  expect(response.ok()).toBe(true);
  return (await response.json()).results as Slot[];
}

export async function openPlaces(request: APIRequestContext): Promise<Place[]> {
  const response = await request.get(`${API}/places`, { params: { active: true, available_timeslots: true } });
  expect(response.ok()).toBe(true);
  return (await response.json()).results as Place[];
}

/** Each booking test's day index (see pickSlot), so tests side by side never want one slot (meeting-reschedule.spec.ts takes 7 and 8, the last of the virtual ones on some dates; the in-place ones are at the first open place, meeting-holds.spec.ts has two places of its own). */
export const DAY = { virtualBooking: 0, inPlaceBooking: 0, race: 1, keyboard: 2, otherTimeZone: 3, afterFiling: 5, embed: 4, visualInPlace: 1, spanish: 6 } as const;

export interface SlotWish {
  /** null: a virtual slot; otherwise a slot at this place. */
  placeId: string | null;
  /** Which county day, counted over the days with at least `minOnDay` such slots, free or not. */
  dayIndex: number;
  /** Only days with at least this many such slots (default 3: some stay free after the seed's bookings). */
  minOnDay?: number;
  /** Only a slot for which this holds, e.g. an hour of the day; days after `dayIndex` are tried too. */
  where?: (slot: Slot) => boolean;
}

/** The hour (0-23) a slot starts at on a zone's clock. */
export const hourIn = (slot: Pick<Slot, 'startTime'>, timeZone = HARBOR_ZONE) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(slot.startTime)));

/**
 * The first free slot for a residential parcel on the `dayIndex`-th county day with slots of the
 * wish. Days are counted whether their slots are free or not, so the count does not shift when
 * another test books: each test takes its own day index, and tests side by side never want the
 * same slot. With `where`, later days are tried until one has such a free slot, so such a test
 * takes the day indexes above every other test's.
 */
export async function pickSlot(request: APIRequestContext, { placeId, dayIndex, minOnDay = 3, where }: SlotWish): Promise<Slot> {
  const suitable = (await listSlots(request)).filter((slot) => slot.placeId === placeId && (slot.propertyType === null || slot.propertyType === 'residential'));
  const days = [...new Set(suitable.map((slot) => countyDay(slot.startTime)))].filter((day) => suitable.filter((slot) => countyDay(slot.startTime) === day).length >= minOnDay);
  const tried = where ? days.slice(dayIndex) : days.slice(dayIndex, dayIndex + 1);
  for (const day of tried) {
    const found = suitable.find((slot) => !slot.reserved && !slot.booked && countyDay(slot.startTime) === day && (!where || where(slot)));
    if (found) return found;
  }
  throw new Error(`no free demo slot for ${JSON.stringify({ placeId, dayIndex })} among ${days.length} days`);
}

/** The calendar's heading, shown once the slots have loaded. */
export const calendarLoaded = (page: Page) => page.getByRole('heading', { level: 2, name: 'Choose a date' });

/** The calendar's button for the slot's day, moving on a month at a time (at most `maxMonths`) until it shows. */
export async function dayButton(page: Page, slot: Pick<Slot, 'startTime'>, maxMonths = 2) {
  await expect(calendarLoaded(page)).toBeVisible();
  const button = page.getByRole('button', { name: loose(countyDay(slot.startTime)) });
  for (let months = 0; months < maxMonths && !(await button.isVisible()); months += 1) {
    await page.getByRole('button', { name: 'Go to the next month' }).click();
  }
  return button;
}

/** Chooses the slot's day in the calendar (`maxMonths` ahead at most), its half of the day, and the slot. */
export async function chooseSlot(page: Page, slot: Pick<Slot, 'startTime'>, maxMonths = 2): Promise<void> {
  await (await dayButton(page, slot, maxMonths)).click();
  await page.getByRole('button', { name: hourIn(slot) < 12 ? 'AM' : 'PM', exact: true }).click();
  await chooseRadio(page, slotName(slot));
}

/** The slot as the API has it now. */
export async function slotState(request: APIRequestContext, id: string): Promise<Slot | undefined> {
  return (await listSlots(request)).find((slot) => slot.id === id);
}

/** From the property page through every step to the summary, choosing `slot` (virtual, or at `place`). */
export async function goToSummary(
  page: Page,
  parcelId: string,
  slot: Slot,
  { attendee = ATTENDEE, place = null, maxMonths = 2 }: { attendee?: Attendee; place?: Place | null; maxMonths?: number } = {},
) {
  await openMeetingWizard(page, parcelId);
  await page.getByRole('button', { name: 'Start my booking' }).click();
  await expectStep(page, 'Attendee details');
  await fillAttendee(page, attendee);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Meeting type and location');
  if (place) {
    await chooseRadio(page, /^In person/);
    await chooseRadio(page, new RegExp(`^${literal(place.name)}`));
  } else {
    await chooseRadio(page, /^Virtual meeting/);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Date and time');
  await chooseSlot(page, slot, maxMonths);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Supporting documents');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Meeting summary');
}

/** The calendar no longer offers the slot: its day is closed, or the day's list lacks it. */
export async function expectSlotNotOffered(page: Page, slot: Slot): Promise<void> {
  const day = await dayButton(page, slot);
  if (await day.isDisabled()) return;
  await day.click();
  await page.getByRole('button', { name: hourIn(slot) < 12 ? 'AM' : 'PM', exact: true }).click();
  const times = page.getByRole('radio', { name: loose(countyDay(slot.startTime)) });
  const emptyHalf = page.getByText(/There are no available slots in the (morning|afternoon)\./);
  await expect(times.first().or(emptyHalf)).toBeVisible();
  await expect(page.getByRole('radio', { name: slotName(slot) })).toHaveCount(0);
}

/** Meetings of the parcel this year (HEAD /meetings, docs/product.md#api-endpoints). */
export async function meetingCount(request: APIRequestContext, parcelId: string): Promise<number> {
  const head = await request.head(`${API}/meetings`, { params: { q: parcelId, filters: 'booked-for:this-year', category: 'id' } });
  expect(head.ok()).toBe(true);
  return Number(head.headers()['x-total-count']);
}

export interface Booking {
  statusToken: string;
  reference: string;
}

/**
 * POST /meetings for the parcel as the county holds it, on `slot` (held first, as the wizard does; at the slot's place, or virtual), as a visitor's e-mailed link would have come from.
 * `headers`: the booking's own (its Accept-Language is the meeting's language).
 */
export async function bookMeeting(request: APIRequestContext, parcelId: string, slot: Slot, headers: Record<string, string> = {}): Promise<Booking> {
  const parcel = await (await request.get(`${API}/prc/${parcelId}`)).json();
  const reserve = await request.post(`${API}/time-slots/${slot.id}/reserve`);
  expect(reserve.ok()).toBe(true);
  const { hold } = await reserve.json();
  const booked = await request.post(`${API}/meetings`, {
    headers: { ...headers, 'X-Slot-Hold': hold.token },
    data: {
      property: {
        id: parcel.id,
        owner: parcel.ownerName,
        type: parcel.type,
        address: parcel.address,
        location: parcel.location ?? null,
        value: parcel.value,
        neighborhood: parcel.neighborhood ?? null,
        legalDescription: parcel.legalDescription ?? null,
        mailingAddress: parcel.mailingAddress ?? null,
        areaCode: parcel.areaCode ?? null,
      },
      attendee: { name: ATTENDEE.name, type: 'owner', address: null, phone: { number: ATTENDEE.phone, extension: '' }, email: ATTENDEE.email },
      timeSlot: slot.id,
      place: slot.placeId,
      documents: [],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return booked.json();
}
