import { renderWithPortal, TEST_OFFICE } from '../../mfe-shared/test/portal-fixture';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import AppealRoutes from './routes';

function Shell() {
  return (
    <Routes>
      <Route path="/appeal/*" element={<AppealRoutes />} />
    </Routes>
  );
}

const h1 = () => screen.getByRole('heading', { level: 1 });

// SPEC 2 'Appeal wizard': each step's path and title.
it.each([
  ['window', 'Appeal Season'],
  ['method', 'Filing Method'],
  ['details', 'Filer Details'],
  ['comper', 'Comparables Selection'],
  ['estimation', 'Estimation & Reason'],
  ['fileupload', 'Supporting Documentation'],
  ['summary', 'Summary'],
])('/appeal/%s is titled %p', (path, title) => {
  renderWithPortal(<Shell />, { route: `/appeal/${path}` });
  expect(h1().textContent).toBe(title);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.title).toBe(`${title} - ${TEST_OFFICE}`);
});

it('has a confirmation screen', () => {
  renderWithPortal(<Shell />, { route: '/appeal/confirmation' });
  expect(h1()).not.toHaveTextContent("Let's get you home");
});

it('opens the wizard at its welcome screen, not the not-found page', () => {
  renderWithPortal(<Shell />, { route: '/appeal' });
  expect(h1()).not.toHaveTextContent("Let's get you home");
});

it.each(['/appeal/nowhere', '/appeal/window/extra', '/appeal/Summary2'])("shows 'Let's get you home' for %s", (route) => {
  renderWithPortal(<Shell />, { route });
  expect(h1().textContent).toBe("Let's get you home");
});
