import type { ReactElement } from 'react';
import { Route, Routes } from 'mfe-shared/router';
import { NotFoundPage } from 'mfe-shared/ui';
import { OfficeNav } from './components/office-nav';
import { OfficeQueryProvider } from './lib/office-query';
import { AppealPage } from './features/appeal/components/appeal-page';
import { AvailabilityPage } from './features/availability/components/availability-page';
import { ChangeRequestPage } from './features/change-requests/components/change-request-page';
import { ChangeRequestsPage } from './features/change-requests/components/change-requests-page';
import { CountySettingsPage } from './features/county-settings/components/county-settings-page';
import { LettersPage } from './features/letters/components/letters-page';
import { MeetingsPage } from './features/meetings/components/meetings-page';
import { DocketPage } from './features/hearings/components/docket-page';
import { PanelsPage } from './features/hearings/components/panels-page';
import { PlacesPage } from './features/places/components/places-page';
import { QueuePage } from './features/queue/components/queue-page';
import { RollUploadPage } from './features/roll-upload/components/roll-upload-page';
import { ReasonsPage } from './features/reasons/components/reasons-page';
import { SeasonsPage } from './features/seasons/components/seasons-page';
import { ServicesPage } from './features/services/components/services-page';
import { StaffAccountsPage } from './features/staff-accounts/components/staff-accounts-page';

const withNav = (up: '.' | '..', page: ReactElement) => (
  <>
    <OfficeNav up={up} />
    {page}
  </>
);

/**
 * Exposed as ./routes and mounted by the shell where the registry says (remotes.json: /office, staff
 * only). Its links are relative, so it does not depend on that path. Each mount has its own cache
 * of the office's reads (OfficeQueryProvider).
 */
export default function OfficeRoutes() {
  return (
    <OfficeQueryProvider>
      <Routes>
        <Route index element={withNav('.', <QueuePage />)} />
        <Route path="appeals/:reference" element={withNav('..', <AppealPage />)} />
        <Route path="letters" element={withNav('..', <LettersPage />)} />
        <Route path="meetings" element={withNav('..', <MeetingsPage />)} />
        <Route path="availability" element={withNav('..', <AvailabilityPage />)} />
        <Route path="change-requests" element={withNav('..', <ChangeRequestsPage />)} />
        <Route path="change-requests/:reference" element={withNav('..', <ChangeRequestPage />)} />
        <Route path="hearings" element={withNav('..', <DocketPage />)} />
        {/* The county console, administrators only (docs/product.md#county-console). */}
        <Route path="county/settings" element={withNav('..', <CountySettingsPage />)} />
        <Route path="county/services" element={withNav('..', <ServicesPage />)} />
        <Route path="county/seasons" element={withNav('..', <SeasonsPage />)} />
        <Route path="county/reasons" element={withNav('..', <ReasonsPage />)} />
        <Route path="county/places" element={withNav('..', <PlacesPage />)} />
        <Route path="county/panels" element={withNav('..', <PanelsPage />)} />
        <Route path="county/roll" element={withNav('..', <RollUploadPage />)} />
        <Route path="county/staff" element={withNav('..', <StaffAccountsPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </OfficeQueryProvider>
  );
}
