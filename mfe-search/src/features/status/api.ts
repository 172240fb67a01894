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

/** The filer's one request to move their hearing, with why; the answer is the appeal as it then stands. */
export const askToMoveHearing = (api: ApiClient, token: string, reason: string) => api.post<StatusResponse>(`${statusPath(token)}/hearing/move`, { reason });

/** Uploads (POST /documents or /files, by the shared upload list) added to the appeal's evidence; the answer is the appeal as it then stands. */
export const addEvidence = (api: ApiClient, token: string, documents: string[]) => api.post<StatusResponse>(`${statusPath(token)}/evidence`, { documents });

/** A document of the evidence (the filer's own, or the county's once it shows), downloaded by the link. */
export const evidenceUrl = (api: ApiClient, token: string, file: string) => `${api.basePath}${statusPath(token)}/evidence/${encodeURIComponent(file)}`;

/**
 * The receipt PDF, the decision letter and the calendar invitation are plain downloads (the token authorises them), in the
 * page's language: a link the browser follows sends the browser's Accept-Language, not the page's.
 */
export const downloadUrl = (api: ApiClient, token: string, file: 'receipt.pdf' | 'decision-letter.pdf' | 'invitation.ics', language: Language) =>
  `${api.basePath}${statusPath(token)}/${file}?lang=${language}`;
