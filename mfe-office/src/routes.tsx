import { Route, Routes } from 'mfe-shared/router';
import { NotFoundPage } from 'mfe-shared/ui';
import { AppealPage } from './features/appeal/components/appeal-page';
import { QueuePage } from './features/queue/components/queue-page';

/**
 * Exposed as ./routes and mounted by the shell where the registry says (remotes.json: /office, staff
 * only). Its links are relative, so it does not depend on that path.
 */
export default function OfficeRoutes() {
  return (
    <Routes>
      <Route index element={<QueuePage />} />
      <Route path="appeals/:reference" element={<AppealPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
