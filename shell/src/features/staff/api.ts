import type { ApiClient } from 'mfe-shared';
import type { AuditQuery, AuditResponse, AuditRow, Credentials, SignInResult } from 'mfe-shared/schemas';

// The shapes are the API's own (mfe-shared/schemas, staff.ts), so the two cannot drift apart.
export type { AuditQuery, AuditResponse, AuditRow };

// Same origin, so the shared caller's `credentials: 'same-origin'` sends and keeps the session cookie.
export const signIn = (api: ApiClient, credentials: Credentials) => api.post<SignInResult>('/session', credentials);

export const signOut = (api: ApiClient) => api.delete<null>('/session');

/** One page of the audit trail; parameters left undefined are not sent. */
export const fetchAudit = (api: ApiClient, query: AuditQuery = {}, signal?: AbortSignal) => api.get<AuditResponse>('/audit', { ...query }, { signal });
