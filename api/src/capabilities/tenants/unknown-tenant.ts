import { localText, type LocalText } from '../../infrastructure/i18n/local-text';

/** What a visitor reads when the first path segment names no county; in the request's language. */
export const unknownTenantMessage = (id: string): LocalText => localText('api.TENANT_MESSAGES.unknown', `We could not find a county called “${id}”.`, { county: id });
