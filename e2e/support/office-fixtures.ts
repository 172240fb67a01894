import {
  NEXT_STATUSES,
  OFFICE_STATUSES,
  type AppealWindow,
  type OfficeAppeal,
  type OfficeAppealRow,
  type OfficeAppealsResponse,
  type OfficeMeeting,
  type OfficeMeetingsResponse,
  type OfficePlace,
  type OfficeStatus,
} from 'mfe-shared/schemas';

// Fixed answers of the office desk's calls for the visual suite (visual-office.spec.ts): the real
// queue and day hold whatever the other specs filed and booked, so the pictures are of these.

const money = (amount: number) => ({ amount, currency: 'USD' });

export const SEASONS: { results: AppealWindow[] } = {
  results: [
    { id: '5b0c3c8e-58a4-4d0e-9d3f-2b1a00000025', name: '2025 appeal season', createdAt: '2025-01-02T14:00:00.000Z', open: false },
    { id: '5b0c3c8e-58a4-4d0e-9d3f-2b1a00000026', name: '2026 appeal season', createdAt: '2026-01-02T14:00:00.000Z', open: true },
  ],
};
const OPEN = SEASONS.results[1];

const row = (n: number, status: OfficeStatus, filer: string, claimed: number, extra: Partial<OfficeAppealRow> = {}): OfficeAppealRow => ({
  id: `6c1d4d9f-69b5-4e1f-8e4a-3c2b000000${String(n).padStart(2, '0')}`,
  reference: `HC-26-${['7K3QPM', 'R4TX9B', 'C8VN2H', 'W6PJ5E', 'F3LQ7A', 'N9ZD4K'][n - 1]}`,
  status,
  filedAt: `2026-11-${String(25 - n * 2).padStart(2, '0')}T${String(13 + n).padStart(2, '0')}:20:00.000Z`,
  parcel: {
    id: `HC-0000${40 + n * 7}-A${100 + n * 37}`,
    address: `${10 + n * 11} ${['Harbor View Rd', 'Elm Street', 'Lighthouse Lane', 'Fore Street', 'Bayside Avenue', 'Main Street'][n - 1]}`,
    type: 'residential',
  },
  filer: { name: filer },
  claimedValue: money(claimed),
  method: 'online',
  filedBy: 'public',
  ...extra,
});

const ROWS: OfficeAppealRow[] = [
  row(1, 'awaiting-confirmation', 'Avery Holloway', 250000),
  row(2, 'filed', 'Harper Merriweather', 318500),
  row(3, 'under-review', 'Quinn Okafor', 189000, { method: 'mail', filedBy: 'staff' }),
  row(4, 'hearing-scheduled', 'Bayside Tax Advisors LLC', 1240000),
  row(5, 'decided', 'Morgan Ellery', 402000, { method: 'hand-delivery', filedBy: 'staff' }),
  row(6, 'withdrawn', 'Rowan Ashby', 277750),
];

/** GET /office/appeals: the fixed rows of the open season, filtered by status when asked. */
export function queuePage(status: string | null): OfficeAppealsResponse {
  const results = status ? ROWS.filter((appeal) => appeal.status === status) : ROWS.filter((appeal) => appeal.status !== 'awaiting-confirmation');
  // Every status, as the API counts them.
  const counts = Object.fromEntries(OFFICE_STATUSES.map((name) => [name, ROWS.filter((appeal) => appeal.status === name).length]));
  return { window: { id: OPEN.id, name: OPEN.name, open: true }, results, page: 1, pageSize: 25, total: results.length, counts: counts as OfficeAppealsResponse['counts'] };
}

/** GET /office/appeals/{reference}: the queue's third row, under review, with a note and a document. */
export function officeAppeal(): OfficeAppeal {
  const listed = ROWS[2];
  return {
    id: listed.id,
    reference: listed.reference,
    status: 'under-review',
    filedAt: listed.filedAt,
    confirmBy: null,
    window: { id: OPEN.id, name: OPEN.name },
    property: { id: listed.parcel.id, address: listed.parcel.address, type: 'residential', owner: 'Quinn Okafor', value: money(214300) },
    filer: {
      name: 'Quinn Okafor',
      type: 'owner',
      organization: null,
      userType: null,
      address: null,
      phone: { number: '5555550142', extension: '' },
      email: 'quinn.okafor@example.org',
    },
    claimedValue: listed.claimedValue,
    reasons: [{ id: 'market-value', title: 'Market value is too high', description: 'Two houses on this street sold for less this spring.' }],
    comparables: [],
    compsPdf: null,
    documents: [{ id: '7d2e5ea0-7ac6-4f20-9f5b-4d3c00000001', name: 'sales-letter.pdf', size: 184_320, type: 'application/pdf' }],
    method: 'mail',
    filedBy: 'staff',
    staffName: 'Dana Whitfield',
    timeline: [
      { status: 'filed', label: 'Filed', at: listed.filedAt, decidedValue: null, hearingAt: null, by: 'Dana Whitfield', actor: 'staff', note: null },
      {
        status: 'under-review',
        label: 'Under review',
        at: '2026-11-23T15:05:00.000Z',
        decidedValue: null,
        hearingAt: null,
        by: 'Dana Whitfield',
        actor: 'staff',
        note: 'Sales letter checked against the county records.',
      },
    ],
    nextStatuses: [...NEXT_STATUSES['under-review']],
  };
}

/** GET /office/meetings: a day (`day`) or a place's list from it on, at the county's real places. */
export function meetingsPage(places: OfficePlace[], day: string, oneDay: boolean): OfficeMeetingsResponse {
  const [office, library] = places;
  const at = (date: string, time: string) => `${date}T${time}:00.000Z`;
  const meeting = (n: number, startTime: string, place: OfficePlace | null, name: string, extra: Partial<OfficeMeeting> = {}): OfficeMeeting => ({
    id: `8e3f6fb1-8bd7-4031-a06c-5e4d000000${String(n).padStart(2, '0')}`,
    reference: `HC-26-${['M7R2KD', 'T5WB8C', 'J2XH6P', 'D9KQ3V', 'P4NL7Z'][n - 1]}`,
    status: 'booked',
    startTime,
    durationMinutes: 30,
    meetingType: place ? 'in-place' : 'virtual',
    place: place && { id: place.id, name: place.name },
    attendee: { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`, phone: '5555550177' },
    parcel: { id: `HC-0000${50 + n * 3}-C${200 + n * 41}`, address: `${20 + n * 9} Harbor View Rd` },
    documents: [],
    cancelledAt: null,
    cancelledBy: null,
    attendedAt: null,
    ...extra,
  });
  const next = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const results = oneDay
    ? [
        meeting(1, at(day, '14:00'), office, 'Morgan Ellery', {
          documents: [{ id: '9f4a7fc2-9ce8-4142-b17d-6f5e00000001', name: 'appraisal-2026.pdf', size: 412_000, type: 'application/pdf' }],
        }),
        meeting(2, at(day, '14:30'), null, 'Harper Merriweather'),
        meeting(3, at(day, '15:30'), library, 'Bayside Tax Advisors LLC', { status: 'cancelled', cancelledAt: '2026-11-03T16:12:00.000Z', cancelledBy: 'attendee' }),
        meeting(4, at(day, '19:00'), office, 'Quinn Okafor'),
      ]
    : [meeting(1, at(day, '14:00'), office, 'Morgan Ellery'), meeting(4, at(day, '19:00'), office, 'Quinn Okafor'), meeting(5, at(next(day, 2), '15:00'), office, 'Rowan Ashby')];
  return { day, oneDay, results, page: 1, pageSize: oneDay ? 200 : 50, total: results.length };
}
