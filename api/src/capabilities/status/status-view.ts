import { and, asc, eq } from 'drizzle-orm';
import { propertyTypes, type PropertyType, type StatusResponse, type TimelineEntry } from 'mfe-shared/schemas';
import { readTimeline } from '../appeals/appeal-status';
import { filerEvidence } from '../appeal-lifecycle/appeal-evidence';
import { appealSteps } from '../appeal-lifecycle/appeal-steps-view';
import { letterOfAppeal, valueBeforeOf } from '../appeal-lifecycle/decision-letter';
import { confirmDeadline } from '../appeals/confirm-appeal';
import type { Database } from '../../infrastructure/db/client';
import { appealDocuments, files, parcels, places, timeSlots, type AppealRow, type MeetingRow } from '../../infrastructure/db/schema';
import type { Language } from 'mfe-shared/domain';
import { changeClosedReason } from '../meetings/change-meeting';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { countyText } from '../../infrastructure/i18n/county-text';
import type { CountySettings } from '../tenants/server-settings';

export { statusResponseSchema, type StatusResponse } from 'mfe-shared/schemas';

/** The county to ask, its name in the reader's language (the page says it in its sentences). */
const county = (settings: CountySettings, language: Language) => ({
  name: countyText(settings, 'general.display_name').in(language),
  phone: settings['general.phone_number'],
  email: settings['general.email'],
  timeZone: countyTimeZone(settings),
});
const addressOf = (snapshot: unknown) => {
  const address = (snapshot ?? {}) as { address?: unknown };
  return typeof address.address === 'string' ? address.address : '';
};

/** The timeline without its 'decided' step (an appeal is decided once, at its end); a settlement keeps its 'offer-accepted'. */
const withoutDecision = (timeline: TimelineEntry[]) => timeline.filter((step) => step.status !== 'decided');

/**
 * An appeal as its status page shows it. A pending public filing has no timeline yet,
 * only its deadline; `confirmLink` says the page was opened with the e-mail's confirmation link,
 * the one link that may confirm it. `language`: the reader's, for the county's name.
 */
export async function appealStatusView(
  db: Database,
  appeal: AppealRow,
  settings: CountySettings,
  { confirmLink = false, language = 'en', now = new Date() }: { confirmLink?: boolean; language?: Language; now?: Date } = {},
): Promise<StatusResponse> {
  const documents = await db
    .select({ name: files.name, size: files.size })
    .from(appealDocuments)
    .innerJoin(files, and(eq(files.tenantId, appealDocuments.tenantId), eq(files.id, appealDocuments.fileId)))
    .where(and(eq(appealDocuments.tenantId, appeal.tenantId), eq(appealDocuments.appealId, appeal.id)))
    .orderBy(asc(files.name));
  const pending = appeal.confirmedAt === null;
  const confirmBy = pending ? confirmDeadline(appeal, settings) : null;
  const letter = pending ? undefined : await letterOfAppeal(db, appeal);
  const recorded = pending ? [] : await readTimeline(db, appeal, language);
  // Until its letter is checked and sent, the filer is not told of the decision: the page stands where it stood before it.
  const timeline = letter?.status === 'awaiting-check' ? withoutDecision(recorded) : recorded;
  const steps = pending
    ? { offer: null, canWithdraw: false, nextStep: null, furtherAppeal: null, hearing: null }
    : { ...(await appealSteps(db, appeal, timeline, settings, now, language, letter)), evidence: await filerEvidence(db, appeal, settings, now) };
  return {
    kind: 'appeal',
    reference: appeal.reference,
    county: county(settings, language),
    appeal: {
      status: timeline.length ? timeline[timeline.length - 1].status : 'filed',
      filedAt: (appeal.confirmedAt ?? appeal.createdAt).toISOString(),
      parcel: { id: appeal.parcelId, address: addressOf(appeal.property) },
      claimedValue: { amount: appeal.claimedAmount, currency: appeal.claimedCurrency },
      // The county's value when the appeal was filed: what a decision is read against (the letter says both).
      valueBefore: valueBeforeOf(appeal),
      timeline,
      documents,
      confirmBy: confirmBy?.toISOString() ?? null,
      canConfirm: confirmLink && confirmBy !== null && confirmBy > now,
      ...steps,
      decisionLetter: letter?.status === 'sent',
    },
    meeting: null,
  };
}

const isPropertyType = (type: string | undefined): type is PropertyType => (propertyTypes as readonly string[]).includes(type ?? '');

/**
 * The slot types the meeting may move to, by the rule the reschedule enforces (checkSlotSuits): the
 * parcel's type as the county holds it (else as booked) and the extra type of its timeslot group.
 */
export function meetingSlotTypes(parcelType: string, settings: CountySettings): PropertyType[] {
  const extra = settings['meetings.timeslot_groups'][parcelType];
  return [parcelType, extra].filter((type, index, all): type is PropertyType => isPropertyType(type) && all.indexOf(type) === index);
}

/** A meeting's time slot and place (none for a virtual meeting), read in its county. */
export async function slotAndPlaceOf(db: Database, meeting: MeetingRow) {
  const [slot] = await db
    .select()
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, meeting.tenantId), eq(timeSlots.id, meeting.timeSlotId)));
  const [place] = meeting.placeId
    ? await db
        .select()
        .from(places)
        .where(and(eq(places.tenantId, meeting.tenantId), eq(places.id, meeting.placeId)))
    : [];
  return { slot, place: place as typeof place | undefined };
}

/** A meeting as its status page shows it; `language`: the reader's, for the county's name and why it can no longer be changed. */
export async function meetingStatusView(db: Database, meeting: MeetingRow, settings: CountySettings, language: Language = 'en', now = new Date()): Promise<StatusResponse> {
  const { slot, place } = await slotAndPlaceOf(db, meeting);
  const [parcel] = await db
    .select({ type: parcels.type })
    .from(parcels)
    .where(and(eq(parcels.tenantId, meeting.tenantId), eq(parcels.id, meeting.parcelId)));
  const parcelType = parcel?.type ?? String(((meeting.property ?? {}) as { type?: unknown }).type ?? '');
  const reason = changeClosedReason(meeting, slot.startTime, settings, now);
  return {
    kind: 'meeting',
    reference: meeting.reference,
    county: county(settings, language),
    appeal: null,
    meeting: {
      status: meeting.status === 'cancelled' ? 'cancelled' : 'booked',
      meetingType: meeting.meetingType === 'in-place' ? 'in-place' : 'virtual',
      startTime: slot.startTime.toISOString(),
      durationMinutes: slot.durationMinutes,
      place: place ? { id: place.id, name: place.name, address: place.address } : null,
      parcel: { id: meeting.parcelId, address: addressOf(meeting.property) },
      slotTypes: meetingSlotTypes(parcelType, settings),
      canChange: reason === null,
      changeClosedReason: reason?.in(language) ?? null,
      changeCutoffHours: settings['meetings.change_cutoff_hours'],
    },
  };
}
