import { type ApiClient, type Property } from 'mfe-shared';
import { appealWindows } from 'mfe-shared/domain';
import {
  type AppealDraftSave,
  type AppealDraftSaved,
  type AppealDraftView,
  type AppealReasonCode,
  type AppealResult,
  type AppealSubmission,
  type AppealWindow,
  type SearchResponse,
  type UploadedDocument,
} from 'mfe-shared/schemas';

/** Windows are requested for the current calendar year (docs/product.md#limits-and-constants). */
export async function getAppealWindows(api: ApiClient, signal?: AbortSignal): Promise<AppealWindow[]> {
  const { results } = await api.get<{ results: AppealWindow[] }>('/appeal-windows', { year: new Date().getFullYear() }, { signal });
  return appealWindows(results).sorted;
}

export async function getActiveWindow(api: ApiClient): Promise<AppealWindow | null> {
  return appealWindows(await getAppealWindows(api)).active;
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
