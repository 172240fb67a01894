import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PlaceholderPage } from 'mfe-shared';
import { MEETING_INTRO_TITLE, MEETING_NOT_FOUND_HEADING, meetingSteps } from './features/wizard/meeting-steps';

/** Exposed as ./routes and mounted by the shell under /meeting/*. */
export default function MeetingRoutes() {
  return (
    <Routes>
      <Route index element={<PlaceholderPage title={MEETING_INTRO_TITLE} />} />
      {meetingSteps.map((step) => (
        <Route key={step.path} path={step.path} element={<PlaceholderPage title={step.title} />} />
      ))}
      <Route path="*" element={<NotFoundPage heading={MEETING_NOT_FOUND_HEADING} />} />
    </Routes>
  );
}
