import type { ApiClient } from 'mfe-shared';
import type { Language } from 'mfe-shared/domain';
import { statusPath, type StatusResponse } from 'mfe-shared/schemas';

export const getStatus = (api: ApiClient, token: string, signal?: AbortSignal) => api.get<StatusResponse>(statusPath(token), undefined, { signal });

/** Only the e-mail's confirmation link can confirm a pending appeal. */
export const confirmAppeal = (api: ApiClient, token: string) => api.post<StatusResponse>(`${statusPath(token)}/confirm`);

export const cancelMeeting = (api: ApiClient, token: string) => api.post<StatusResponse>(`${statusPath(token)}/cancel`);

/** The filer's answer to the county's offer waiting on the appeal; the answer is the appeal as it then stands. */
export const answerOffer = (api: ApiClient, token: string, answer: 'accept' | 'decline') => api.post<StatusResponse>(`${statusPath(token)}/offer`, { answer });

/** The filer withdraws the appeal (until its hearing is held); the answer is the appeal as it then stands. */
export const withdrawAppeal = (api: ApiClient, token: string) => api.post<StatusResponse>(`${statusPath(token)}/withdraw`);

/**
 * The receipt PDF and the calendar invitation are plain downloads (the token authorises them), in the
 * page's language: a link the browser follows sends the browser's Accept-Language, not the page's.
 */
export const downloadUrl = (api: ApiClient, token: string, file: 'receipt.pdf' | 'invitation.ics', language: Language) =>
  `${api.basePath}${statusPath(token)}/${file}?lang=${language}`;
