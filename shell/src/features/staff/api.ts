import type { ApiClient } from 'mfe-shared';

/** POST /session answers the signed-in staff member. */
export interface SignInResult {
  accountId: string;
  name: string;
}

export interface Credentials {
  email: string;
  password: string;
}

/** One row of GET /audit. */
export interface AuditRow {
  id: number;
  action: string;
  accountName: string | null;
  parcelId: string | null;
  detail: Record<string, unknown>;
  /** UTC, ISO 8601. */
  createdAt: string;
}

// Same origin, so the shared caller's `credentials: 'same-origin'` sends and keeps the session cookie.
export const signIn = (api: ApiClient, credentials: Credentials) => api.post<SignInResult>('/session', credentials);

export const signOut = (api: ApiClient) => api.delete<null>('/session');

export const fetchAudit = (api: ApiClient) => api.get<{ results: AuditRow[] }>('/audit');
