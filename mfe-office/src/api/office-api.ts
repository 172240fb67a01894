import type { ApiClient } from 'mfe-shared';
import type {
  AppealStatus,
  AppealWindow,
  AvailabilityPattern,
  AvailabilityResult,
  ChangeRequestStatus,
  ChangeRequestStatusChange,
  ConsoleModule,
  ConsoleStaffAccount,
  DecisionInput,
  DecisionLetter,
  DecisionReason,
  LetterQueueQuery,
  LetterQueueResponse,
  OfferInput,
  CountyModulesResponse,
  CountyPlace,
  CountySeason,
  CountySettingsChanged,
  CountySettingsResponse,
  Docket,
  FreeTimes,
  HearingSession,
  NewPanel,
  Panel,
  NewSeason,
  NewStaffInvitation,
  StaffInvitation,
  CountyReason,
  NewReason,
  ReasonChange,
  SeasonDates,
  OfficeAppeal,
  OfficeAppealsQuery,
  OfficeAppealsResponse,
  OfficeChangeRequest,
  OfficeChangeRequests,
  OfficeMeeting,
  OfficeMeetingsQuery,
  OfficeMeetingsResponse,
  OfficePlace,
  OfficeSlotHolds,
  PlaceInput,
  RollJobResponse,
  RollUploadQuery,
  StaffAccountChange,
} from 'mfe-shared/schemas';

// The office desk's calls (docs/product.md#office-desk); the shapes are the API's own (mfe-shared/schemas, office*.ts).

const queryOf = (query: object) => query as Record<string, string | number | undefined>;

export const fetchQueue = (api: ApiClient, query: OfficeAppealsQuery, signal?: AbortSignal) => api.get<OfficeAppealsResponse>('/office/appeals', queryOf(query), { signal });

export const fetchAppeal = (api: ApiClient, reference: string, signal?: AbortSignal) =>
  api.get<OfficeAppeal>(`/office/appeals/${encodeURIComponent(reference)}`, undefined, { signal });

/** The county's seasons, for the season filter (public: the appeal wizard reads it too). */
export const fetchSeasons = (api: ApiClient, signal?: AbortSignal) => api.get<{ results: AppealWindow[] }>('/appeal-windows', undefined, { signal });

export interface StatusChange {
  status: AppealStatus;
  decidedValue?: { amount: number };
  hearingAt?: string;
  note?: string;
  /** With 'closed': told to the filer. */
  reason?: string;
  /** With 'closed': the reference of the appeal of the same parcel and season that takes this one's documents. */
  mergeInto?: string;
  /** With 'offer-made': the value offered, the note the filer reads, and the last day to answer (else the county's number of days). */
  offer?: OfferInput;
  /** With 'decided' (beside the decided value): the county's reasons, the explanation and who decided. */
  decision?: DecisionInput;
}

/** Moves an appeal on its timeline: the filer is e-mailed, the change audited. */
export const changeStatus = (api: ApiClient, reference: string, change: StatusChange) => api.post<unknown>(`/appeals/${encodeURIComponent(reference)}/status`, change);

/** The reasons the county gives for its decisions; only those `used` may be chosen. */
export const fetchDecisionReasons = (api: ApiClient, signal?: AbortSignal) => api.get<{ results: DecisionReason[] }>('/office/decision-reasons', undefined, { signal });

// Decision letters and their check by a second person (docs/product.md#appeal-lifecycle).

export const fetchLetters = (api: ApiClient, query: LetterQueueQuery, signal?: AbortSignal) => api.get<LetterQueueResponse>('/office/letters', queryOf(query), { signal });

export const fetchLetter = (api: ApiClient, reference: string, signal?: AbortSignal) =>
  api.get<DecisionLetter>(`/office/appeals/${encodeURIComponent(reference)}/letter`, undefined, { signal });

/** Approving sends the filer the decision's e-mail with the letter; refused (409) for the one who decided. */
export const approveLetter = (api: ApiClient, reference: string) => api.post<DecisionLetter>(`/office/appeals/${encodeURIComponent(reference)}/letter/approve`, {});

/** The letter's PDF, inline: the browser opens it in a tab with the staff session. */
export const letterPdfUrl = (api: ApiClient, reference: string) => `${api.basePath}/office/appeals/${encodeURIComponent(reference)}/letter.pdf`;

/** Adds uploads (POST /documents) to the county's evidence; answers the appeal as it is now. */
export const addCountyEvidence = (api: ApiClient, reference: string, documents: string[]) =>
  api.post<OfficeAppeal>(`/office/appeals/${encodeURIComponent(reference)}/evidence`, { documents });

/** An appeal filed without proof takes the parcel's place (POST /appeals/{reference}/keep). */
export const keepAppeal = (api: ApiClient, reference: string) => api.post<unknown>(`/appeals/${encodeURIComponent(reference)}/keep`, {});

/** A document or the comparables PDF, through the API with the staff session (the browser sends the cookie: same origin). */
export const fileUrl = (api: ApiClient, reference: string, fileId: string, disposition: 'inline' | 'attachment') =>
  `${api.basePath}/office/appeals/${encodeURIComponent(reference)}/files/${encodeURIComponent(fileId)}${disposition === 'inline' ? '?disposition=inline' : ''}`;

const search = (query: object) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The queue's view as CSV (GET /office/appeals.csv): a plain link, so the browser downloads it with the staff session. */
export const exportUrl = (api: ApiClient, query: Omit<OfficeAppealsQuery, 'page' | 'pageSize'>) => `${api.basePath}/office/appeals.csv${search(query)}`;

export const fetchMeetings = (api: ApiClient, query: OfficeMeetingsQuery, signal?: AbortSignal) => api.get<OfficeMeetingsResponse>('/office/meetings', queryOf(query), { signal });

export const fetchPlaces = (api: ApiClient, signal?: AbortSignal) => api.get<{ results: OfficePlace[] }>('/office/places', undefined, { signal });

/** Cancel for the attendee (they are e-mailed) or mark attended; the note is for the audit trail only. */
export const meetingAction = (api: ApiClient, reference: string, action: 'cancel' | 'attended', note?: string) =>
  api.post<OfficeMeeting>(`/office/meetings/${encodeURIComponent(reference)}/${action}`, note ? { note } : {});

export const meetingFileUrl = (api: ApiClient, reference: string, fileId: string, disposition: 'inline' | 'attachment') =>
  `${api.basePath}/office/meetings/${encodeURIComponent(reference)}/files/${encodeURIComponent(fileId)}${disposition === 'inline' ? '?disposition=inline' : ''}`;

/** What a pattern would do (preview), or doing it. */
export const changeAvailability = (api: ApiClient, pattern: AvailabilityPattern, apply: boolean) =>
  api.post<AvailabilityResult>(apply ? '/office/availability' : '/office/availability/preview', pattern);

export const fetchChangeRequests = (api: ApiClient, query: { status?: ChangeRequestStatus; page: number }, signal?: AbortSignal) =>
  api.get<OfficeChangeRequests>('/office/change-requests', queryOf(query), { signal });

export const fetchChangeRequest = (api: ApiClient, reference: string, signal?: AbortSignal) =>
  api.get<OfficeChangeRequest>(`/office/change-requests/${encodeURIComponent(reference)}`, undefined, { signal });

/** Move a change request on; the note stays at the office (audit trail), a final answer is e-mailed to the visitor. */
export const moveChangeRequest = (api: ApiClient, reference: string, change: ChangeRequestStatusChange) =>
  api.post<OfficeChangeRequest>(`/office/change-requests/${encodeURIComponent(reference)}/status`, change);

export const changeRequestDocumentUrl = (api: ApiClient, reference: string, disposition: 'inline' | 'attachment') =>
  `${api.basePath}/office/change-requests/${encodeURIComponent(reference)}/document${disposition === 'inline' ? '?disposition=inline' : ''}`;

/** The time slots visitors hold now, and the most of them one network holds (GET /office/slot-holds). */
export const fetchSlotHolds = (api: ApiClient, signal?: AbortSignal) => api.get<OfficeSlotHolds>('/office/slot-holds', undefined, { signal });

// The county console (administrators: docs/product.md#county-console).

export const fetchCountySettings = (api: ApiClient, signal?: AbortSignal) => api.get<CountySettingsResponse>('/office/county/settings', undefined, { signal });

/** Only the keys to change; the API checks each with the settings schema and writes all or nothing. */
export const changeCountySettings = (api: ApiClient, values: Record<string, unknown>) => api.post<CountySettingsChanged>('/office/county/settings', { values });

export const fetchCountyModules = (api: ApiClient, signal?: AbortSignal) => api.get<CountyModulesResponse>('/office/county/modules', undefined, { signal });

export const switchCountyModule = (api: ApiClient, name: ConsoleModule, on: boolean) =>
  api.post<CountyModulesResponse>('/office/county/modules', on ? { enable: [name] } : { disable: [name] });

export const fetchCountySeasons = (api: ApiClient, signal?: AbortSignal) => api.get<{ results: CountySeason[] }>('/office/county/seasons', undefined, { signal });

export const addCountySeason = (api: ApiClient, season: NewSeason) => api.post<CountySeason>('/office/county/seasons', season);

export const setCountySeasonOpen = (api: ApiClient, id: string, open: boolean) => api.post<CountySeason>(`/office/county/seasons/${encodeURIComponent(id)}`, { open });

export const fetchCountyReasons = (api: ApiClient, signal?: AbortSignal) => api.get<{ results: CountyReason[] }>('/office/county/reasons', undefined, { signal });

export const addCountyReason = (api: ApiClient, reason: NewReason) => api.post<CountyReason>('/office/county/reasons', reason);

export const changeCountyReason = (api: ApiClient, id: string, change: ReasonChange) =>
  api.request<CountyReason>('PUT', `/office/county/reasons/${encodeURIComponent(id)}`, change);

export const moveCountyReason = (api: ApiClient, id: string, direction: 'up' | 'down') =>
  api.post<{ results: CountyReason[] }>(`/office/county/reasons/${encodeURIComponent(id)}/move`, { direction });

export const fetchCountyPlaces = (api: ApiClient, signal?: AbortSignal) => api.get<{ results: CountyPlace[] }>('/office/county/places', undefined, { signal });

export const addCountyPlace = (api: ApiClient, place: PlaceInput) => api.post<CountyPlace>('/office/county/places', place);

export const changeCountyPlace = (api: ApiClient, id: string, place: PlaceInput) => api.request<CountyPlace>('PUT', `/office/county/places/${encodeURIComponent(id)}`, place);

export const setCountyPlaceActive = (api: ApiClient, id: string, active: boolean) => api.post<CountyPlace>(`/office/county/places/${encodeURIComponent(id)}/active`, { active });

export const setCountySeasonDates = (api: ApiClient, id: string, dates: SeasonDates) =>
  api.request<CountySeason>('PUT', `/office/county/seasons/${encodeURIComponent(id)}/dates`, dates);

/** The county's last roll upload (null when none since the server started). */
export const fetchRollJob = (api: ApiClient, signal?: AbortSignal) => api.get<RollJobResponse>('/office/county/rolls', undefined, { signal });

/** The CSV as the body, streamed by the browser with its progress; the import then runs on the server. */
export const uploadRoll = (api: ApiClient, file: File, query: RollUploadQuery, onProgress: (percent: number) => void) =>
  api.upload<RollJobResponse>(`/office/county/rolls${search({ ...query, name: file.name })}`, file, { headers: { 'Content-Type': 'text/csv' }, onProgress });

/** A plain link: the browser downloads the rejected rows with the staff session. */
export const rollRejectsUrl = (api: ApiClient, jobId: string) => `${api.basePath}/office/county/rolls/${encodeURIComponent(jobId)}/rejects.csv`;

export const fetchStaffAccounts = (api: ApiClient, signal?: AbortSignal) => api.get<{ results: ConsoleStaffAccount[] }>('/office/county/staff', undefined, { signal });

export const fetchStaffInvitations = (api: ApiClient, signal?: AbortSignal) => api.get<{ results: StaffInvitation[] }>('/office/county/staff/invitations', undefined, { signal });

export const inviteStaff = (api: ApiClient, invitation: NewStaffInvitation) => api.post<StaffInvitation>('/office/county/staff/invitations', invitation);

export const withdrawStaffInvitation = (api: ApiClient, id: string) => api.delete<void>(`/office/county/staff/invitations/${encodeURIComponent(id)}`);

/** Another role, or disabled (its sessions end at once); never one's own account. */
export const changeStaffAccount = (api: ApiClient, id: string, change: StaffAccountChange) =>
  api.post<ConsoleStaffAccount>(`/office/county/staff/${encodeURIComponent(id)}`, change);

// Hearings (docs/product.md#hearings): the county's panels and their sessions (administrators add them), and the day's docket.

export const fetchPanels = (api: ApiClient, signal?: AbortSignal) => api.get<{ results: Panel[] }>('/office/panels', undefined, { signal });

export const addPanel = (api: ApiClient, panel: NewPanel) => api.post<Panel>('/office/panels', panel);

export const fetchPanelSessions = (api: ApiClient, panel: string, signal?: AbortSignal) =>
  api.get<{ results: HearingSession[] }>(`/office/panels/${encodeURIComponent(panel)}/sessions`, undefined, { signal });

export const addPanelSession = (api: ApiClient, panel: string, session: { startsAt: string; endsAt: string }) =>
  api.post<HearingSession>(`/office/panels/${encodeURIComponent(panel)}/sessions`, session);

export const fetchDocket = (api: ApiClient, query: { day: string; panel?: string }, signal?: AbortSignal) => api.get<Docket>('/office/hearings', queryOf(query), { signal });

/** The docket as CSV: a plain link, so the browser downloads it with the staff session. */
export const docketCsvUrl = (api: ApiClient, query: { day: string; panel?: string }) => `${api.basePath}/office/hearings.csv${search(query)}`;

/** The panel's next free hearing times (never sooner than the notice allows), soonest first. */
export const fetchFreeTimes = (api: ApiClient, panel: string, query: { from?: string; limit?: number } = {}, signal?: AbortSignal) =>
  api.get<FreeTimes>(`/office/panels/${encodeURIComponent(panel)}/free-times`, queryOf(query), { signal });

/** Schedules (or moves) one appeal's hearing on a panel: at `startsAt`, or without it at the panel's next free time. */
export const scheduleHearing = (api: ApiClient, hearing: { appeal: string; panel: string; startsAt?: string }) =>
  api.post<{ id: string; startsAt: string; minutes: number; panel: string }>('/office/hearings', hearing);

/** Refuses the filer's request to move the hearing; the note is sent to them. */
export const refuseHearingMove = (api: ApiClient, hearing: string, note: string) => api.post<void>(`/office/hearings/${encodeURIComponent(hearing)}/move-request/refuse`, { note });

/** What POST /office/hearings/bulk answers: each appeal scheduled at the panel's next free time, and those it could not, with why. */
export interface BulkScheduleResult {
  scheduled: Array<{ id: string; appeal: string; reference: string; startsAt: string; minutes: number; panel: string }>;
  refused: Array<{ appeal: string; message: string }>;
}

/** Schedules a selection of appeals (ids or references) on one panel, each at its next free time. */
export const scheduleHearings = (api: ApiClient, appeals: string[], panel: string) => api.post<BulkScheduleResult>('/office/hearings/bulk', { appeals, panel });
