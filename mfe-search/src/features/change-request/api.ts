import type { ApiClient, Property } from 'mfe-shared';
import type { ChangeRequestCreated, ChangeRequestInput } from 'mfe-shared/schemas';

export const getParcel = (api: ApiClient, id: string, signal?: AbortSignal) => api.get<Property>(`/prc/${encodeURIComponent(id)}`, undefined, { signal });

export const sendChangeRequest = (api: ApiClient, request: ChangeRequestInput) => api.post<ChangeRequestCreated>('/change-requests', request);
