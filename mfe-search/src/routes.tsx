import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'mfe-shared';
import { HomePage } from './features/home/components/home-page';
import { PropertyPage } from './features/property/components/property-page';
import { ResultsPage } from './features/results/components/results-page';
import { UnlistedPage } from './features/unlisted/components/unlisted-page';

/** Exposed as ./routes; the shell mounts it for '/', '/search/*', '/property/*' and unknown paths. */
export default function SearchRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="search/:term/:page" element={<ResultsPage />} />
      <Route path="property/unlisted" element={<UnlistedPage />} />
      <Route path="property/:parcelNum" element={<PropertyPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
