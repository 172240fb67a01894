import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PlaceholderPage } from 'mfe-shared';
import { APPEAL_NOT_FOUND_HEADING, APPEAL_WELCOME_TITLE, appealSteps } from './features/wizard/appeal-steps';

/** Exposed as ./routes and mounted by the shell under /appeal/*. */
export default function AppealRoutes() {
  return (
    <Routes>
      <Route index element={<PlaceholderPage title={APPEAL_WELCOME_TITLE} />} />
      {appealSteps.map((step) => (
        <Route key={step.path} path={step.path} element={<PlaceholderPage title={step.title} />} />
      ))}
      <Route path="*" element={<NotFoundPage heading={APPEAL_NOT_FOUND_HEADING} />} />
    </Routes>
  );
}
