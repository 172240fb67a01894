import type { ApiClient } from 'mfe-shared';
import type { AuditQuery, AuditResponse, AuditRow, Credentials, InvitationView, SignInResult } from 'mfe-shared/schemas';

// The shapes are the API's own (mfe-shared/schemas, staff.ts), so the two cannot drift apart.
export type { AuditQuery, AuditResponse, AuditRow };

// Same origin, so the shared caller's `credentials: 'same-origin'` sends and keeps the session cookie.
export const signIn = (api: ApiClient, credentials: Credentials) => api.post<SignInResult>('/session', credentials);

export const signOut = (api: ApiClient) => api.delete<null>('/session');

/** One page of the audit trail; parameters left undefined are not sent. */
export const fetchAudit = (api: ApiClient, query: AuditQuery = {}, signal?: AbortSignal) => api.get<AuditResponse>('/audit', { ...query }, { signal });

/** What an invitation's link invites its person to; 410 (in the API's words) for a link that no longer works. */
export const fetchInvitation = (api: ApiClient, token: string, signal?: AbortSignal) =>
  api.get<InvitationView>(`/staff/invitations/${encodeURIComponent(token)}`, undefined, { signal });

/** Accepts it with the chosen password: the account is made and signed in (the session cookie). */
export const acceptInvitation = (api: ApiClient, token: string, password: string) => api.post<SignInResult>(`/staff/invitations/${encodeURIComponent(token)}/accept`, { password });
