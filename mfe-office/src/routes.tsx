import { Route, Routes } from 'mfe-shared/router';
import { NotFoundPage } from 'mfe-shared/ui';
import { OfficeNav } from './components/office-nav';
import { AppealPage } from './features/appeal/components/appeal-page';
import { AvailabilityPage } from './features/availability/components/availability-page';
import { MeetingsPage } from './features/meetings/components/meetings-page';
import { QueuePage } from './features/queue/components/queue-page';

/**
 * Exposed as ./routes and mounted by the shell where the registry says (remotes.json: /office, staff
 * only). Its links are relative, so it does not depend on that path.
 */
export default function OfficeRoutes() {
  return (
    <>
      <OfficeNav />
      <Routes>
        <Route index element={<QueuePage />} />
        <Route path="appeals/:reference" element={<AppealPage />} />
        <Route path="meetings" element={<MeetingsPage />} />
        <Route path="availability" element={<AvailabilityPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
