import { lazy, Suspense } from 'react';
import { Route, Routes } from 'mfe-shared/router';
import { Loading, NotFoundPage } from 'mfe-shared/ui';
import { HomePage } from './features/home/components/home-page';
import { useT } from './i18n/home';

// Home is the front door and loads with the routes; the other pages (and the form library) load on first visit.
const ResultsPage = lazy(() => import('./features/results/components/results-page').then((m) => ({ default: m.ResultsPage })));
const UnlistedPage = lazy(() => import('./features/unlisted/components/unlisted-page').then((m) => ({ default: m.UnlistedPage })));
const FindStatusPage = lazy(() => import('./features/status-links/components/find-status-page').then((m) => ({ default: m.FindStatusPage })));
const StatusPage = lazy(() => import('./features/status/components/status-page').then((m) => ({ default: m.StatusPage })));
const ChangeRequestPage = lazy(() => import('./features/change-request/components/change-request-page').then((m) => ({ default: m.ChangeRequestPage })));
const PropertyPage = lazy(() => import('./features/property/components/property-page').then((m) => ({ default: m.PropertyPage })));

/** Exposed as ./routes; the shell mounts it for '/', '/search/*', '/property/*', '/status/*' and unknown paths. */
export default function SearchRoutes() {
  const t = useT();
  return (
    <Suspense fallback={<Loading label={t('search.loadingPage')} />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="search/:term/:page" element={<ResultsPage />} />
        <Route path="property/unlisted" element={<UnlistedPage />} />
        <Route path="property/:parcelNum" element={<PropertyPage />} />
        <Route path="property/:parcelNum/change-request" element={<ChangeRequestPage />} />
        <Route path="status" element={<FindStatusPage />} />
        <Route path="status/:token" element={<StatusPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
