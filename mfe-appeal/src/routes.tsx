import { lazyStep, WizardRoutes } from 'mfe-shared/wizard';
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

/** Exposed as ./routes and mounted by the shell under /appeal/*. */
export default function AppealRoutes() {
  return <WizardRoutes flow={appealFlow} screens={screens} notFoundHeading={APPEAL_NOT_FOUND_HEADING} />;
}
