import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading, NotFoundPage } from 'mfe-shared';
import { APPEAL_NOT_FOUND_HEADING } from './features/wizard/appeal-flow';
import { WelcomeStep } from './features/welcome/welcome-step';

// The welcome screen loads with the routes; each later step loads when the filer reaches it.
const lazyStep = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const SeasonStep = lazyStep(() => import('./features/season/season-step'), 'SeasonStep');
const MethodStep = lazyStep(() => import('./features/method/method-step'), 'MethodStep');
const DetailsStep = lazyStep(() => import('./features/details/details-step'), 'DetailsStep');
const ComperStep = lazyStep(() => import('./features/comper/comper-step'), 'ComperStep');
const EstimationStep = lazyStep(() => import('./features/estimation/estimation-step'), 'EstimationStep');
const FileUploadStep = lazyStep(() => import('./features/documents/fileupload-step'), 'FileUploadStep');
const SummaryStep = lazyStep(() => import('./features/summary/summary-step'), 'SummaryStep');
const ConfirmationStep = lazyStep(() => import('./features/confirmation/confirmation-step'), 'ConfirmationStep');

/** Exposed as ./routes and mounted by the shell under /appeal/*. */
export default function AppealRoutes() {
  return (
    <Suspense fallback={<Loading label="Loading the step" />}>
      <Routes>
        <Route index element={<WelcomeStep />} />
        <Route path="window" element={<SeasonStep />} />
        <Route path="method" element={<MethodStep />} />
        <Route path="details" element={<DetailsStep />} />
        <Route path="comper" element={<ComperStep />} />
        <Route path="estimation" element={<EstimationStep />} />
        <Route path="fileupload" element={<FileUploadStep />} />
        <Route path="summary" element={<SummaryStep />} />
        <Route path="confirmation" element={<ConfirmationStep />} />
        <Route path="*" element={<NotFoundPage heading={APPEAL_NOT_FOUND_HEADING} />} />
      </Routes>
    </Suspense>
  );
}
