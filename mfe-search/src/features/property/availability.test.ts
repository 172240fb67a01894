import { appealWindows, comperUrl } from 'mfe-shared/domain';
import { APPEAL_MESSAGES, MEETING_MESSAGES, parseSettings } from 'mfe-shared/schemas';
import { translate } from 'mfe-shared';
import { testParcel } from '../../../../mfe-shared/test/portal-fixture';
import './i18n';
import { NEXT_STEPS, optionAvailability, propertyProblem, REASONS, type AvailabilityFacts } from './availability';

const property = testParcel({ recordCardUrl: '/cards/131-3253-R32532.pdf' });
const openWindow = { id: 'w2026', name: '2026', createdAt: '2026-01-02T00:00:00Z', open: true };
const lastWindow = { id: 'w2025', name: '2025', createdAt: '2025-01-02T00:00:00Z', open: false };

function facts(overrides: Partial<AvailabilityFacts> = {}, settings: Record<string, unknown> = {}): AvailabilityFacts {
  return {
    property,
    settings: parseSettings({ 'meetings.enabled': true, 'products.public_comper_url': 'https://comps.example', ...settings }),
    windows: [lastWindow, openWindow],
    appealsThisSeason: 0,
    appealsLastSeason: null,
    meetingsThisYear: null,
    freeSlots: 12,
    comperUrl: 'https://comps.example/?id=1',
    ...overrides,
  };
}
const reasonOf = (f: AvailabilityFacts, name: string) => optionAvailability(f).find((o) => o.name === name)?.disabledReason;

it('opens every option for an active residential parcel in an open season with free slots', () => {
  expect(optionAvailability(facts())).toEqual([{ name: 'meetings' }, { name: 'appeals' }, { name: 'comparables' }, { name: 'prc' }]);
});

it("offers the embed's four actions: no record card, and a Ask for a correction, also for an inactive parcel", () => {
  expect(optionAvailability(facts(), { embedded: true }).map((option) => option.name)).toEqual(['meetings', 'appeals', 'comparables', 'change-request']);
  const inactive = optionAvailability(facts({ property: { ...property, active: false } }), { embedded: true });
  expect(inactive.find((option) => option.name === 'change-request')).toEqual({ name: 'change-request' });
});

it('closes every option of an inactive parcel with its own reason', () => {
  const f = facts({ property: { ...property, active: false } });
  expect(reasonOf(f, 'appeals')).toBe(REASONS.appealInactive);
  expect(reasonOf(f, 'meetings')).toBe(REASONS.meetingInactive);
  expect(reasonOf(f, 'comparables')).toBe(REASONS.comperInactive);
  expect(reasonOf(f, 'prc')).toBe(REASONS.prcInactive);
});

it('says the season is closed when no window is open', () => {
  expect(reasonOf(facts({ windows: [lastWindow] }), 'appeals')).toBe(REASONS.seasonClosed);
  expect(reasonOf(facts({ windows: [] }), 'appeals')).toBe(REASONS.seasonClosed);
});

it('needs a prior appeal when the county checks for one', () => {
  expect(reasonOf(facts({ appealsLastSeason: 0 }), 'appeals')).toBe(REASONS.noPriorAppeal);
  expect(reasonOf(facts({ appealsLastSeason: 1 }), 'appeals')).toBeUndefined();
});

it('refuses a second appeal in the same season', () => {
  expect(reasonOf(facts({ appealsThisSeason: 1 }), 'appeals')).toBe(REASONS.alreadyFiled);
});

it('applies the meeting rules: module off, one booking a year, no slots', () => {
  expect(reasonOf(facts({}, { 'meetings.enabled': false }), 'meetings')).toBe(REASONS.meetingsOff);
  expect(reasonOf(facts({ meetingsThisYear: 1 }), 'meetings')).toBe(REASONS.meetingScheduled);
  expect(reasonOf(facts({ meetingsThisYear: 1 }, { 'meetings.allow_multiple_bookings': true }), 'meetings')).toBeUndefined();
  expect(reasonOf(facts({ freeSlots: 0 }), 'meetings')).toBe(REASONS.noSlots);
});

it('with product.check_appeals_for_meetings, opens meetings only for a parcel with an appeal this season', () => {
  const checking = { 'product.check_appeals_for_meetings': true };
  expect(reasonOf(facts({ appealsThisSeason: 0 }, checking), 'meetings')).toBe(REASONS.meetingNeedsAppeal);
  expect(reasonOf(facts({ appealsThisSeason: 1 }, checking), 'meetings')).toBeUndefined();
  // Without an open season there is no appeal this season to meet about.
  expect(reasonOf(facts({ windows: [lastWindow], appealsThisSeason: 0 }, checking), 'meetings')).toBe(REASONS.meetingNeedsAppeal);
  // A meeting already booked this year is the first thing to say.
  expect(reasonOf(facts({ appealsThisSeason: 0, meetingsThisYear: 1 }, checking), 'meetings')).toBe(REASONS.meetingScheduled);
  // Off (the default): any active parcel may book.
  expect(reasonOf(facts({ appealsThisSeason: 0 }), 'meetings')).toBeUndefined();
});

it('hides the PRC card of a property without a record card, such as one entered by hand', () => {
  const names = optionAvailability(facts({ property: { ...property, recordCardUrl: null } })).map((o) => o.name);
  expect(names).toEqual(['meetings', 'appeals', 'comparables']);
});

it('hides the meetings card with appeal.hide_meetings and the PRC card with appeal.hide_prc', () => {
  const names = optionAvailability(facts({}, { 'appeal.hide_meetings': true, 'appeal.hide_prc': true })).map((o) => o.name);
  expect(names).toEqual(['appeals', 'comparables']);
});

it('offers no appeal card where the county has turned the appeal module off (appeal.enabled)', () => {
  expect(optionAvailability(facts({}, { 'appeal.enabled': false })).map((option) => option.name)).toEqual(['meetings', 'comparables', 'prc']);
});

it('shows comparables only with a comparables address, and only for residential parcels when restricted', () => {
  expect(optionAvailability(facts({ comperUrl: null })).map((o) => o.name)).not.toContain('comparables');
  const commercial = facts({ property: { ...property, type: 'commercial' } });
  expect(reasonOf(commercial, 'comparables')).toBe(REASONS.comperResidentialOnly);
  const unrestricted = facts({ property: { ...property, type: 'commercial' } }, { 'appeal.show_comper_only_residential': false });
  expect(reasonOf(unrestricted, 'comparables')).toBeUndefined();
});

it('picks the open window as active and the second-to-last by creation as previous', () => {
  const older = { id: 'w2024', name: '2024', createdAt: '2024-01-02T00:00:00Z', open: false };
  expect(appealWindows([openWindow, older, lastWindow])).toMatchObject({ active: openWindow, previous: lastWindow });
  expect(appealWindows([openWindow])).toMatchObject({ active: openWindow, previous: null });
});

it('names a missing value as the reason a property cannot be shown', () => {
  expect(propertyProblem(property)).toBeNull();
  expect(propertyProblem({ ...property, value: null })).toBe('An assessed value is either pending or missing from this property.');
  expect(propertyProblem({ ...property, ownerName: '' })).toBe('');
});

it('builds the comparables address from the products.public_comper_url settings', () => {
  const settings = parseSettings({
    'products.public_comper_url': 'https://comps.example',
    'products.public_comper_url_path': '/tool',
    'products.public_comper_url_property_id_param': 'parcel',
    'products.public_comper_url_vendor': 'harbor',
  });
  expect(comperUrl(settings, property)).toBe('https://comps.example/tool?parcel=131-3253-R32532&vendor=harbor');
  expect(comperUrl(settings, { ...property, comperId: 'C-9' })).toBe('https://comps.example/tool?parcel=C-9&vendor=harbor');
  expect(comperUrl(parseSettings({}), property)).toBeNull();
});

describe('next steps after a refusal (docs/product.md#no-dead-ends)', () => {
  const office = { 'general.display_name': 'Harbor County Assessor' };
  const stepOf = (f: AvailabilityFacts, name: string) => optionAvailability(f).find((o) => o.name === name)?.nextStep;

  it('gives every refusal a next step, and no next step to an open option', () => {
    expect(optionAvailability(facts()).every((option) => option.nextStep === undefined)).toBe(true);
    const closed = [
      facts({ property: { ...property, active: false } }),
      facts({ windows: [lastWindow] }),
      facts({ appealsLastSeason: 0 }),
      facts({ appealsThisSeason: 1, meetingsThisYear: 1 }),
      facts({ freeSlots: 0, property: { ...property, type: 'commercial' } }),
      facts({}, { 'meetings.enabled': false }),
      facts({}, { 'product.check_appeals_for_meetings': true }),
    ];
    for (const f of closed) {
      for (const option of optionAvailability(f).filter((o) => o.disabledReason)) {
        expect(option.nextStep?.text).toMatch(/\w+\./);
        // What the page says (the catalogue) is in English exactly the reason and step written here.
        expect(translate(`search.reason.${option.reasonKey}`)).toBe(option.disabledReason);
        expect(translate(option.nextStep!.message.id, option.nextStep!.message.values)).toBe(option.nextStep!.text);
      }
    }
  });

  it('keeps the specification reason word for word and explains the prior-appeal rule with the previous season and the office to contact', () => {
    const f = facts({ appealsLastSeason: 0 }, office);
    expect(reasonOf(f, 'appeals')).toBe("An appeal has not been filed previously at the Assessor's Office.");
    expect(stepOf(f, 'appeals')).toMatchObject({
      text: "This county takes an appeal only for a parcel that was first appealed at the Assessor's Office in the previous season (2025), and its records show none for this parcel. If you did appeal then, or want to know your options, contact Harbor County Assessor.",
      contact: true,
    });
  });

  it('tells a visitor who finds the season closed when the next one runs, when the county says so, and whom to ask otherwise', () => {
    const unknown = stepOf(facts({ windows: [lastWindow] }, office), 'appeals');
    expect(unknown).toMatchObject({
      text: 'Appeals can only be filed while a season is open. Harbor County Assessor can tell you when the next season opens.',
      contact: true,
    });
    const known = stepOf(facts({ windows: [lastWindow] }, { ...office, 'appeal.next_season_text': 'The next appeal season runs from April 1 to May 31.' }), 'appeals');
    expect(known?.text).toBe(
      'Appeals can only be filed while a season is open. The next appeal season runs from April 1 to May 31. Until then, Harbor County Assessor can answer questions about your assessment.',
    );
  });

  it('sends a visitor who needs an appeal before a meeting to the Appeals card, and a commercial parcel to its own evidence', () => {
    expect(stepOf(facts({}, { 'product.check_appeals_for_meetings': true }), 'meetings')).toMatchObject({
      text: NEXT_STEPS.meetingNeedsAppeal(),
      contact: false,
    });
    expect(stepOf(facts({ property: { ...property, type: 'commercial' } }), 'comparables')?.text).toBe(
      'You can still file an appeal and upload your own evidence of recent sales in its Supporting documents step.',
    );
  });

  it('points the cards of an inactive parcel to the one note that says whom to contact', () => {
    const f = facts({ property: { ...property, active: false } });
    for (const option of optionAvailability(f)) expect(option.nextStep).toMatchObject({ text: NEXT_STEPS.inactiveCard(), contact: false });
  });

  it('offers the office for a meeting already booked, meetings off and no free time', () => {
    expect(stepOf(facts({ meetingsThisYear: 1 }, office), 'meetings')?.text).toBe(
      'A parcel can have one meeting a year. To change or cancel the meeting already booked, contact Harbor County Assessor.',
    );
    expect(stepOf(facts({}, { ...office, 'meetings.enabled': false }), 'meetings')?.contact).toBe(true);
    expect(stepOf(facts({ freeSlots: 0 }, office), 'meetings')?.text).toMatch(/^Every meeting time is taken at the moment\./);
    expect(stepOf(facts({ appealsThisSeason: 1 }, office), 'appeals')?.text).toBe(
      'A parcel can have one appeal a season. To add to or change the appeal already filed, contact Harbor County Assessor.',
    );
  });
});

// The API refuses with the card's words (docs/product.md#county-switches-on-the-server); the page keeps its own copy so it loads no schema code.
it('gives the reasons the API answers for the same switches, word for word', () => {
  expect(REASONS.meetingNeedsAppeal).toBe(MEETING_MESSAGES.needsAppeal);
  expect(REASONS.comperResidentialOnly).toBe(APPEAL_MESSAGES.comperResidentialOnly);
  expect(REASONS.meetingsOff).toBe(MEETING_MESSAGES.moduleDisabled);
});

describe('the season’s days (docs/product.md#property-options)', () => {
  const now = new Date('2026-06-18T16:00:00Z');
  const zone = { 'general.timezone': 'America/New_York', 'general.display_name': 'Harbor County Assessor' };
  const appeals = (f: AvailabilityFacts) => optionAvailability(f).find((option) => option.name === 'appeals');

  it('gives the open card its last day and the days left, counted in the county’s zone', () => {
    expect(appeals(facts({ windows: [lastWindow, { ...openWindow, closesOn: '2026-06-30' }], now }, zone))).toEqual({
      name: 'appeals',
      deadline: { closesOn: '2026-06-30', daysLeft: 12 },
    });
    // 02:00 UTC on the 19th is still the 18th in New York.
    expect(appeals(facts({ windows: [{ ...openWindow, closesOn: '2026-06-18' }], now: new Date('2026-06-19T02:00:00Z') }, zone))?.deadline).toEqual({
      closesOn: '2026-06-18',
      daysLeft: 0,
    });
  });

  it('closes the card after the last day, with the next season’s first day where the county gave it', () => {
    const ended = facts({ windows: [{ ...openWindow, closesOn: '2026-06-17' }], nextSeason: { name: '2027', opensOn: '2027-04-01' }, now }, zone);
    expect(appeals(ended)).toMatchObject({
      disabledReason: REASONS.seasonClosed,
      nextStep: {
        text: NEXT_STEPS.seasonOpens('Harbor County Assessor', '2027-04-01'),
        message: { id: 'search.nextStep.seasonClosed.opens', values: { office: 'Harbor County Assessor', opensOn: '2027-04-01' } },
      },
    });
    expect(appeals(facts({ windows: [{ ...openWindow, closesOn: '2026-06-17' }], now }, zone))?.nextStep?.message.id).toBe('search.nextStep.seasonClosed');
  });
});

it('keeps Appeals open to staff after the season’s last day, while the office has not closed it', () => {
  const ended = { windows: [{ ...openWindow, closesOn: '2026-06-17' }], now: new Date('2026-06-18T16:00:00Z') };
  expect(optionAvailability(facts({ ...ended, staff: true })).find((option) => option.name === 'appeals')).toEqual({ name: 'appeals' });
  expect(reasonOf(facts(ended), 'appeals')).toBe(REASONS.seasonClosed);
});
