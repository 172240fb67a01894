import { screen } from '@testing-library/react';
import { Route, Routes } from 'mfe-shared/router';
import { renderWithPortal } from '../../test/portal-fixture';
import { lazyStep, WizardRoutes } from './wizard-routes';

function First() {
  return <h1>First step</h1>;
}

const flow = { ids: ['first', 'second'] as const, first: 'first' as const };
const screens = {
  first: First,
  // As a step's own module would arrive, named rather than default-exported.
  second: lazyStep(() => Promise.resolve({ SecondStep: () => <h1>Second step</h1> }), 'SecondStep'),
};

function renderAt(route: string) {
  renderWithPortal(
    <Routes>
      <Route path="/trip/*" element={<WizardRoutes flow={flow} screens={screens} notFoundHeading="No such step" />} />
    </Routes>,
    { route },
  );
}

it('shows the first step at the base', () => {
  renderAt('/trip');
  expect(screen.getByRole('heading', { level: 1, name: 'First step' })).toBeInTheDocument();
});

it('shows every other step at its id, loading it on first visit', async () => {
  renderAt('/trip/second');
  expect(await screen.findByRole('heading', { level: 1, name: 'Second step' })).toBeInTheDocument();
});

it("shows the wizard's own 'not found' page for an address that is no step", () => {
  renderAt('/trip/first');
  expect(screen.getByRole('heading', { level: 1, name: 'No such step' })).toBeInTheDocument();
});
