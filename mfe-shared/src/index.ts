// The federated singleton: what must be one instance per page (tenant and settings, staff identity,
// the per-tenant stores, the event bus, the API caller, analytics, the live-region announcer).
// Its export list is a versioned contract (contract.json, CHANGELOG.md): no zod, no form code here.
// Stateless code lives in the libraries: mfe-shared/{schemas,ui,forms,format,domain,wizard}.
export { ApiError } from './api/api-error';
export { createApiClient } from './api/api-client';
export type { ApiClient, ApiClientOptions, Query, HttpMethod, ReadOptions } from './api/api-client';
export { uploadFile, UPLOAD_MESSAGES } from './api/upload';
export type { UploadOptions } from './api/upload';
export { tenantFromPath, apiBasePath } from './tenant/tenant-id';
export { loadTenant, isStaff } from './tenant/load-tenant';
export type { TenantSession } from './tenant/load-tenant';
export { enabledModules, isRemoteEnabled, readRemoteRegistry, remoteNames, remoteModule, remoteText, SITE_REMOTES } from './rules/remotes';
export type { EnabledModules, NamedRemote, RemoteEntry, RemoteName, RemoteRegistry, RemotesJson, RemoteTexts } from './rules/remotes';
export { createPortal, PortalProvider, usePortal, useSettings, useStaff, usePortalState } from './tenant/portal-context';
export type { Portal, StaffIdentity, CreatePortalOptions } from './tenant/portal-context';
export type { Store, Updater } from './state/create-store';
export { initialPortalState, persistedSlices, emptyAppealDraft, emptyMeetingDraft } from './state/portal-state';
export type { PortalState, PortalSlice, PortalStores, AppealDraft, MeetingDraft, MeetingBooking, SavedOnServer, SlotHold, StorageMode } from './state/portal-state';
export { bus, createBus } from './events/bus';
export type { PortalEvents, PortalBus } from './events/bus';
export { createApiAnalyticsSink } from './analytics/api-sink';
export type { Analytics } from './analytics/analytics';
export type { AnalyticsEvent, AnalyticsSink } from './analytics/analytics-event';
export { LiveRegion, announce } from './announce/live-region';
// Types of the records the singleton holds; type-only, so no schema code comes with them.
export type { Settings } from './schemas/settings';
export type { Me } from './schemas/me';
export type { Property } from './schemas/property';
// The active language and the catalogues: one Lingui instance per page, each package's messages in it.
export { currentLanguage, setLanguage, startLanguage, useIntlLocale, useLanguage } from './i18n/active-language';
export type { StartLanguageOptions } from './i18n/active-language';
export { defineCatalogue, sourceText, translate } from './i18n/catalogue';
export type { MessageValues, Translate } from './i18n/catalogue';
export { useCountyText } from './tenant/county-text';
