import type { ApiClient } from 'mfe-shared';

/** E-mails the address the status links of its appeals and meetings here; the answer says nothing of them (docs/product.md#finding-an-appeal-or-meeting-again). */
export const askForStatusLinks = (api: ApiClient, email: string) => api.post<Record<string, never>>('/status-links', { email });
