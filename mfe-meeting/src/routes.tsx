import { Suspense } from 'react';
import { Route, Routes } from 'mfe-shared/router';
import { Loading } from 'mfe-shared/ui';
import { lazyStep, WizardRoutes } from 'mfe-shared/wizard';
import { IntroStep } from './features/intro/intro-step';
import { useT } from './i18n/catalogue';
import { MEETING_NOT_FOUND_HEADING, meetingFlow } from './wizard/meeting-flow';

// The intro loads with the routes; the later steps (and the calendar library) when reached.
const screens = {
  intro: IntroStep,
  details: lazyStep(() => import('./features/details/details-step'), 'DetailsStep'),
  location: lazyStep(() => import('./features/location/location-step'), 'LocationStep'),
  datetime: lazyStep(() => import('./features/datetime/datetime-step'), 'DateTimeStep'),
  fileupload: lazyStep(() => import('./features/documents/fileupload-step'), 'FileUploadStep'),
  summary: lazyStep(() => import('./features/summary/summary-step'), 'SummaryStep'),
  confirmation: lazyStep(() => import('./features/confirmation/confirmation-step'), 'ConfirmationStep'),
};

// Opened from the e-mail's link, maybe on another device: outside the wizard and its guards.
const ReschedulePage = lazyStep(() => import('./features/reschedule/reschedule-page'), 'ReschedulePage');

/** Exposed as ./routes and mounted by the shell under /meeting/*. */
export default function MeetingRoutes() {
  const t = useT();
  return (
    <Routes>
      <Route
        path="reschedule/:token"
        element={
          <Suspense fallback={<Loading label={t('meeting.flow.loadingPage')} />}>
            <ReschedulePage />
          </Suspense>
        }
      />
      <Route path="*" element={<WizardRoutes flow={meetingFlow} screens={screens} notFoundHeading={t(MEETING_NOT_FOUND_HEADING)} />} />
    </Routes>
  );
}
