import { Route, Routes } from 'mfe-shared/router';
import { NotFoundPage } from 'mfe-shared/ui';
import { QueuePage } from './features/queue/components/queue-page';

/** Exposed as ./routes and mounted by the shell under /office/* (staff only: the registry's staffOnly). */
export default function OfficeRoutes() {
  return (
    <Routes>
      <Route index element={<QueuePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
