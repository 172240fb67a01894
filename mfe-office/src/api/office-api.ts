import type { ApiClient } from 'mfe-shared';
import type { AppealStatus, AppealWindow, OfficeAppeal, OfficeAppealsQuery, OfficeAppealsResponse } from 'mfe-shared/schemas';

// The office desk's calls (docs/product.md#office-desk); the shapes are the API's own (mfe-shared/schemas, office.ts).

export const fetchQueue = (api: ApiClient, query: OfficeAppealsQuery) => api.get<OfficeAppealsResponse>('/office/appeals', query as Record<string, string | number | undefined>);

export const fetchAppeal = (api: ApiClient, reference: string) => api.get<OfficeAppeal>(`/office/appeals/${encodeURIComponent(reference)}`);

/** The county's seasons, for the season filter (public: the appeal wizard reads it too). */
export const fetchSeasons = (api: ApiClient) => api.get<{ results: AppealWindow[] }>('/appeal-windows');

export interface StatusChange {
  status: AppealStatus;
  decidedValue?: { amount: number };
  hearingAt?: string;
  note?: string;
}

/** The status actions are the call of the "After filing" issue (17): the filer is e-mailed, the change audited. */
export const changeStatus = (api: ApiClient, reference: string, change: StatusChange) => api.post<unknown>(`/appeals/${encodeURIComponent(reference)}/status`, change);

/** A document or the comparables PDF, through the API with the staff session (the browser sends the cookie: same origin). */
export const fileUrl = (api: ApiClient, reference: string, fileId: string, disposition: 'inline' | 'attachment') =>
  `${api.basePath}/office/appeals/${encodeURIComponent(reference)}/files/${encodeURIComponent(fileId)}${disposition === 'inline' ? '?disposition=inline' : ''}`;
