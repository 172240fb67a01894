import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'mfe-shared/router';
import { Loading } from 'mfe-shared/ui';
import { lazyStep, WizardRoutes } from 'mfe-shared/wizard';
import { useT } from './i18n/catalogue';
import { APPEAL_NOT_FOUND_HEADING, appealFlow } from './wizard/appeal-flow';
import { WelcomeStep } from './features/welcome/welcome-step';

// The welcome screen loads with the routes; each later step loads when the filer reaches it.
const screens = {
  welcome: WelcomeStep,
  window: lazyStep(() => import('./features/season/season-step'), 'SeasonStep'),
  method: lazyStep(() => import('./features/method/method-step'), 'MethodStep'),
  details: lazyStep(() => import('./features/details/details-step'), 'DetailsStep'),
  comper: lazyStep(() => import('./features/comper/comper-step'), 'ComperStep'),
  estimation: lazyStep(() => import('./features/estimation/estimation-step'), 'EstimationStep'),
  fileupload: lazyStep(() => import('./features/documents/fileupload-step'), 'FileUploadStep'),
  summary: lazyStep(() => import('./features/summary/summary-step'), 'SummaryStep'),
  confirmation: lazyStep(() => import('./features/confirmation/confirmation-step'), 'ConfirmationStep'),
};

// Save and continue later (docs/product.md#saving-an-appeal-to-finish-later): beside the steps, not
// steps of the flow; the resume page opens from the e-mail's link, maybe on another device.
const SavePage = lazyStep(() => import('./features/save-later/save-page'), 'SavePage');
const SavedPage = lazyStep(() => import('./features/save-later/saved-page'), 'SavedPage');
const ResumePage = lazyStep(() => import('./features/resume/resume-page'), 'ResumePage');

function LoadingPage() {
  const t = useT();
  return <Loading label={t('appeal.wizard.loadingPage')} />;
}

const page = (Screen: ComponentType) => (
  <Suspense fallback={<LoadingPage />}>
    <Screen />
  </Suspense>
);

/** Exposed as ./routes and mounted by the shell under /appeal/*. */
export default function AppealRoutes() {
  // Waits for the active language's catalogue (a Spanish visitor's first sight of the appeal).
  const t = useT();
  return (
    <Routes>
      <Route path="save" element={page(SavePage)} />
      <Route path="saved" element={page(SavedPage)} />
      <Route path="resume/:token" element={page(ResumePage)} />
      <Route path="*" element={<WizardRoutes flow={appealFlow} screens={screens} notFoundHeading={t(APPEAL_NOT_FOUND_HEADING)} />} />
    </Routes>
  );
}
