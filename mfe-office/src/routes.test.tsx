import { renderWithPortal } from '../../mfe-shared/test/portal-fixture';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'mfe-shared/router';
import OfficeRoutes from './routes';

/** The office mounted as the shell mounts it (remotes.json: path /office). */
function Shell() {
  return (
    <Routes>
      <Route path="/office/*" element={<OfficeRoutes />} />
    </Routes>
  );
}

const CLERK = { accountId: '0b7c6f5e-2f7e-4c39-9d3b-3a4f1f1d2c11', name: 'Dana Whitfield' };

it('opens the appeals queue at #/office', () => {
  renderWithPortal(<Shell />, { route: '/office', me: CLERK });
  expect(screen.getByRole('heading', { level: 1, name: 'Appeals' })).toBeInTheDocument();
});

it('has its own not-found page for an address it does not have', () => {
  renderWithPortal(<Shell />, { route: '/office/nowhere', me: CLERK });
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});
