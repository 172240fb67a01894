import { renderWithPortal, TEST_OFFICE } from '../../mfe-shared/test/portal-fixture';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import MeetingRoutes from './routes';

function Shell() {
  return (
    <Routes>
      <Route path="/meeting/*" element={<MeetingRoutes />} />
    </Routes>
  );
}

const h1 = () => screen.getByRole('heading', { level: 1 });

// SPEC 2 'Meeting wizard': each step's path and title.
it.each([
  ['/meeting', 'Booking A Meeting'],
  ['/meeting/', 'Booking A Meeting'],
  ['/meeting/details', 'Attendee Details'],
  ['/meeting/location', 'Location Selection'],
  ['/meeting/datetime', 'Date and Time Selection'],
  ['/meeting/fileupload', 'Supporting Documentation'],
  ['/meeting/summary', 'Meeting Summary'],
  ['/meeting/confirmation', 'Confirmation'],
])('%s is titled %p', (route, title) => {
  renderWithPortal(<Shell />, { route });
  expect(h1().textContent).toBe(title);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.title).toBe(`${title} - ${TEST_OFFICE}`);
});

it.each(['/meeting/nowhere', '/meeting/details/extra', '/meeting/window'])("shows 'Not Found' for %s", (route) => {
  renderWithPortal(<Shell />, { route });
  expect(h1().textContent).toBe('Not Found');
});
