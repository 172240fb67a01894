import { dayLabel, readMeetingsParams, shiftDay, toMeetingsQuery, writeMeetingsParams } from './meetings-params';

const PLACE = '7b0e1c52-1111-4a8e-9c1d-000000000001';

it('reads the view from the address, leaving out what it does not know', () => {
  expect(readMeetingsParams(new URLSearchParams(`date=2027-03-16&place=${PLACE}&sort=attendee&order=desc&page=2`))).toEqual({
    date: '2027-03-16',
    place: PLACE,
    sort: 'attendee',
    order: 'desc',
    page: 2,
  });
  expect(readMeetingsParams(new URLSearchParams('date=tomorrow&place=library&sort=parcel&page=-1'))).toEqual({
    date: undefined,
    place: undefined,
    sort: 'time',
    order: 'asc',
    page: 1,
  });
  expect(readMeetingsParams(new URLSearchParams('place=virtual')).place).toBe('virtual');
});

it('writes an address without the defaults, and asks for a day or a place list', () => {
  expect(writeMeetingsParams({ date: '2027-03-16', sort: 'time', order: 'asc', page: 1 }).toString()).toBe('date=2027-03-16');
  expect(toMeetingsQuery({ sort: 'time', order: 'asc', page: 1 }, '2027-03-16')).toEqual({
    date: '2027-03-16',
    place: undefined,
    sort: 'time',
    order: 'asc',
    page: 1,
    pageSize: 200,
  });
  expect(toMeetingsQuery({ place: PLACE, sort: 'time', order: 'asc', page: 3 }, '2027-03-16')).toEqual({ place: PLACE, sort: 'time', order: 'asc', page: 3, pageSize: 50 });
});

it('moves by calendar days across months, years and the nights the clocks change', () => {
  expect([shiftDay('2027-03-13', 1), shiftDay('2027-03-14', 1), shiftDay('2026-12-31', 1), shiftDay('2027-03-01', -1)]).toEqual([
    '2027-03-14',
    '2027-03-15',
    '2027-01-01',
    '2027-02-28',
  ]);
  expect(dayLabel('2027-03-14')).toBe('Sunday, March 14, 2027');
});
