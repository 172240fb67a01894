import { type ApiClient, type Property } from 'mfe-shared';
import { appealWindows, seasonState } from 'mfe-shared/domain';
import {
  type AppealDraftSave,
  type AppealDraftSaved,
  type AppealDraftView,
  type AppealReasonCode,
  type AppealResult,
  type AppealSubmission,
  type AppealWindow,
  type AppealWindowsResponse,
  type ConfirmationSent,
  type SearchResponse,
  type UploadedDocument,
} from 'mfe-shared/schemas';

/** The seasons up to the current calendar year (docs/product.md#limits-and-constants), oldest first, and the next one to open. */
export async function getSeasons(api: ApiClient, signal?: AbortSignal): Promise<AppealWindowsResponse> {
  const { results, next } = await api.get<AppealWindowsResponse>('/appeal-windows', { year: new Date().getFullYear() }, { signal });
  return { results: appealWindows(results).sorted, next: next ?? null };
}

export async function getAppealWindows(api: ApiClient, signal?: AbortSignal): Promise<AppealWindow[]> {
  return (await getSeasons(api, signal)).results;
}

/** The season the public file into: the open one, unless its last day has passed in the county's zone. */
export async function getActiveWindow(api: ApiClient, timeZone: string): Promise<AppealWindow | null> {
  const state = seasonState(await getSeasons(api), timeZone);
  return state.open ? state.window : null;
}

/** Used codes only, by position (docs/product.md#appeal-steps). */
export async function getReasonCodes(api: ApiClient, signal?: AbortSignal): Promise<AppealReasonCode[]> {
  const { codes } = await api.get<{ codes: AppealReasonCode[] }>('/code-systems/appeal-reasons', undefined, { signal });
  return codes.filter((code) => code.used).sort((a, b) => a.position - b.position);
}

/** The appeal that holds the parcel's place in `window` (0 or 1): a filing without proof blocks no one. */
export const countAppeals = (api: ApiClient, parcel: string, window: string, signal?: AbortSignal) => api.count('/appeals', { parcel, window, holding: 'true' }, { signal });

export const getProperty = (api: ApiClient, id: string) => api.get<Property>(`/prc/${encodeURIComponent(id)}`);

/** The submit check looks the parcel up by its id through the search (docs/product.md#submitting-an-appeal). */
export async function propertyExists(api: ApiClient, id: string): Promise<boolean> {
  const { results } = await api.get<SearchResponse>('/prc/search', { q: id, page: 1, size: 21 });
  return results.some((result) => result.id === id);
}

export const submitAppeal = (api: ApiClient, submission: AppealSubmission, idempotencyKey: string) =>
  api.post<AppealResult>('/appeals', submission, { 'Idempotency-Key': idempotencyKey });

export const generateComparablesPdf = (api: ApiClient, subjectId: string, comparablesIds: string[]) =>
  api.post<UploadedDocument>('/comper/generate-pdf', { subjectId, comparablesIds });

/** Keeps the draft on the server and e-mails its link (docs/product.md#saving-an-appeal-to-finish-later). */
export const saveAppealDraft = (api: ApiClient, body: AppealDraftSave) => api.post<AppealDraftSaved>('/appeal-drafts', body);

/** What a saved draft's link opens. (The path is spelt here: a run-time import of mfe-shared/schemas would bring zod to the welcome screen.) */
export const getAppealDraft = (api: ApiClient, token: string, signal?: AbortSignal) =>
  api.get<AppealDraftView>(`/appeal-drafts/${encodeURIComponent(token)}`, undefined, { signal });

/** The check-your-email page (docs/product.md#confirming-a-public-appeal): the confirmation e-mail again, to the same address. */
export const resendConfirmation = (api: ApiClient, filerToken: string) => api.post<ConfirmationSent>('/appeal-confirmations/resend', { filerToken });

/** The same page: a corrected address for the pending appeal, and the e-mail sent there. */
export const changeConfirmationAddress = (api: ApiClient, filerToken: string, email: string) => api.post<ConfirmationSent>('/appeal-confirmations/address', { filerToken, email });
