import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading, NotFoundPage } from 'mfe-shared';
import { IntroStep } from './features/intro/intro-step';
import { MEETING_NOT_FOUND_HEADING } from './features/wizard/meeting-flow';

// The intro loads with the routes; the later steps (and the calendar library) when reached.
const lazyStep = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const DetailsStep = lazyStep(() => import('./features/details/details-step'), 'DetailsStep');
const LocationStep = lazyStep(() => import('./features/location/location-step'), 'LocationStep');
const DateTimeStep = lazyStep(() => import('./features/datetime/datetime-step'), 'DateTimeStep');
const FileUploadStep = lazyStep(() => import('./features/documents/fileupload-step'), 'FileUploadStep');
const SummaryStep = lazyStep(() => import('./features/summary/summary-step'), 'SummaryStep');
const ConfirmationStep = lazyStep(() => import('./features/confirmation/confirmation-step'), 'ConfirmationStep');

/** Exposed as ./routes and mounted by the shell under /meeting/*. */
export default function MeetingRoutes() {
  return (
    <Suspense fallback={<Loading label="Loading the step" />}>
      <Routes>
        <Route index element={<IntroStep />} />
        <Route path="details" element={<DetailsStep />} />
        <Route path="location" element={<LocationStep />} />
        <Route path="datetime" element={<DateTimeStep />} />
        <Route path="fileupload" element={<FileUploadStep />} />
        <Route path="summary" element={<SummaryStep />} />
        <Route path="confirmation" element={<ConfirmationStep />} />
        <Route path="*" element={<NotFoundPage heading={MEETING_NOT_FOUND_HEADING} />} />
      </Routes>
    </Suspense>
  );
}
