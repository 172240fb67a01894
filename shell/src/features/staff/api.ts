import type { ApiClient } from 'mfe-shared';
import type { AuditRow, Credentials, SignInResult } from 'mfe-shared/schemas';

// The shapes are the API's own (mfe-shared/schemas, staff.ts), so the two cannot drift apart.
export type { AuditRow };

// Same origin, so the shared caller's `credentials: 'same-origin'` sends and keeps the session cookie.
export const signIn = (api: ApiClient, credentials: Credentials) => api.post<SignInResult>('/session', credentials);

export const signOut = (api: ApiClient) => api.delete<null>('/session');

export const fetchAudit = (api: ApiClient) => api.get<{ results: AuditRow[] }>('/audit');
