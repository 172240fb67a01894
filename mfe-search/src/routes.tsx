import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PlaceholderPage } from 'mfe-shared';
import { HomePage } from './features/home/components/home-page';

/** Exposed as ./routes; the shell mounts it for '/', '/search/*', '/property/*' and unknown paths. */
export default function SearchRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="search/:term/:page" element={<PlaceholderPage title="Search results" />} />
      <Route path="property/unlisted" element={<PlaceholderPage title="Enter Property Details" />} />
      <Route path="property/:parcelNum" element={<PlaceholderPage title="Property details" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
