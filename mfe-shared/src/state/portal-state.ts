import type { AppealResult, UploadedDocument } from '../schemas/appeal';
import type { Appellant, FilerForm } from '../schemas/filer';
import type { MeetingResult, MeetingType, Place, TimeSlot } from '../schemas/meeting';
import type { Property } from '../schemas/property';
import { createStore, type Store } from './create-store';
import type { AppealDraft } from './appeal-draft';
import { createEmbedAppealStore } from './embed-appeal-store';

export { emptyAppealDraft, type AppealDraft, type SavedOnServer } from './appeal-draft';

/** Bump when a slice's stored shape changes, so old drafts are not read as new ones. */
export const STORAGE_VERSION = 1;

export const storageKey = (tenant: string, slice: string) => `assessor:${tenant}:${slice}:v${STORAGE_VERSION}`;

/**
 * The visitor's hold on a slot (docs/product.md#slot-holds): whoever sends the token books the slot,
 * so it stays in the draft (never in an address) until it is used for the booking or given up.
 */
export interface SlotHold {
  slotId: string;
  token: string;
  /** When the hold ends, in milliseconds since 1970 (the server's answer). */
  expiresAt: number;
}

/** The meeting draft (docs/product.md#drafts-in-the-browser) with the attendee and the meeting's documents. */
export interface MeetingDraft {
  /** The parcel this draft is for; a draft of another parcel is started afresh. */
  parcelId?: string;
  meetingType: MeetingType | null;
  location: Place | null;
  timeSlot: TimeSlot | null;
  attendee: Appellant | null;
  /** The attendee form as typed, so a reload mid-step keeps it. */
  attendeeForm?: FilerForm;
  /** The name the attendee form starts with: the owner's, when coming from the property page (docs/product.md#meeting-wizard). */
  prefillName?: string;
  documents: UploadedDocument[];
  /** Told on the date and time step after a slot could not be reserved (docs/product.md#booking-a-meeting). */
  notice?: string;
  /** The hold Book Meeting took, kept for a retry on the summary and given up when the visitor leaves it (docs/product.md#booking-a-meeting). */
  hold?: SlotHold | null;
}

export const emptyMeetingDraft: MeetingDraft = {
  meetingType: null,
  location: null,
  timeSlot: null,
  attendee: null,
  documents: [],
};

/** A booking as kept for the confirmation: the API's answer plus the slot (docs/product.md#drafts-in-the-browser). */
export type MeetingBooking = MeetingResult & { slot: TimeSlot; email: string };

/** The wizard drafts and selections kept in the browser (docs/product.md#drafts-in-the-browser). */
export interface PortalState {
  selectedParcel: Property | null;
  /** The appellant of the appeal wizard (the `taxpayer` slice). */
  taxpayer: Appellant | null;
  appeal: AppealDraft | null;
  documentation: UploadedDocument[];
  meeting: MeetingDraft | null;
  breakdown: Record<string, unknown> | null;
  /** The last filed appeal, for the confirmation screen (kept when the draft is cleared). */
  appealResult: AppealResult | null;
  /** The last booking, for the confirmation screen. */
  meetingResult: MeetingBooking | null;
}

export const initialPortalState: PortalState = {
  selectedParcel: null,
  taxpayer: null,
  appeal: null,
  documentation: [],
  meeting: null,
  breakdown: null,
  appealResult: null,
  meetingResult: null,
};

export const persistedSlices = ['selectedParcel', 'taxpayer', 'appeal', 'documentation', 'meeting', 'breakdown', 'appealResult', 'meetingResult'] as const;
export type PortalSlice = (typeof persistedSlices)[number];

const sliceKey: Record<PortalSlice, string> = {
  selectedParcel: 'selected-parcel',
  taxpayer: 'taxpayer',
  appeal: 'appeal',
  documentation: 'documentation',
  meeting: 'meeting',
  breakdown: 'breakdown',
  appealResult: 'appeal-result',
  meetingResult: 'meeting-result',
};

export type PortalStores = { [K in PortalSlice]: Store<PortalState[K]> };

/**
 * Where the stores keep their state: 'site' every slice in localStorage; 'embed' (the
 * embeddable variant) the appeal and meeting drafts in memory only, with the filer, documents and
 * results that belong to them, while the selected parcel, the breakdown and, out of the appeal
 * draft, the comparables, their PDF and the filing method stay in localStorage.
 */
export type StorageMode = 'site' | 'embed';

/** The slices an embed keeps in memory only (docs/product.md#drafts-in-the-browser). */
export const EMBED_MEMORY_SLICES: readonly PortalSlice[] = ['taxpayer', 'documentation', 'meeting', 'appealResult', 'meetingResult'];

/** One store per slice, each under its own versioned key for this tenant. */
export function createPortalStores(tenant: string, storage?: Storage | null, mode: StorageMode = 'site'): PortalStores {
  const make = <K extends PortalSlice>(slice: K) =>
    mode === 'embed' && EMBED_MEMORY_SLICES.includes(slice)
      ? createStore<PortalState[K]>(initialPortalState[slice])
      : createStore<PortalState[K]>(initialPortalState[slice], { key: storageKey(tenant, sliceKey[slice]), storage });
  return {
    selectedParcel: make('selectedParcel'),
    taxpayer: make('taxpayer'),
    appeal: mode === 'embed' ? createEmbedAppealStore((part) => storageKey(tenant, part), storage) : make('appeal'),
    documentation: make('documentation'),
    meeting: make('meeting'),
    breakdown: make('breakdown'),
    appealResult: make('appealResult'),
    meetingResult: make('meetingResult'),
  };
}

/**
 * Forgets everything this browser holds for the county: every slice back to its initial value, in
 * memory and in storage (drafts, filer, documents, selected parcel, the last results). Run when
 * staff sign out, so the next visitor of a shared office computer sees nothing filed on someone's behalf.
 */
export function clearPortalState(stores: PortalStores): void {
  for (const slice of persistedSlices) {
    (stores[slice] as Store<PortalState[PortalSlice]>).setState(() => initialPortalState[slice]);
  }
}
