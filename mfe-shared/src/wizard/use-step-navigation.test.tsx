import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'mfe-shared/router';
import { renderWithPortal } from '../../test/portal-fixture';
import { currentLocation, LocationProbe } from '../../test/wizard-screen';
import { useStepNavigation } from './use-step-navigation';
import { createWizardFlow, linearSteps } from './wizard-flow';

const flow = createWizardFlow({
  base: '/trip',
  task: 'Taking a Trip',
  steps: linearSteps([
    { id: 'start', title: 'Start', needs: [], nextText: 'Begin' },
    { id: 'middle', title: 'Middle', needs: [] },
    { id: 'summary', title: 'Summary', needs: [], nextText: 'Send' },
  ]),
});

type StepId = 'start' | 'middle' | 'summary';

function Step({ step }: { step: StepId }) {
  const { back, nextText, goNext, returnTo } = useStepNavigation(flow, step, {});
  return (
    <>
      <p>back: {back ? `${back.title} at ${back.to}` : 'none'}</p>
      <p>return to: {returnTo ?? 'none'}</p>
      <button onClick={goNext}>{nextText}</button>
    </>
  );
}

function renderStep(route: string, step: StepId) {
  renderWithPortal(
    <>
      <Routes>
        <Route path="/trip/*" element={<Step step={step} />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

// Route, step; then what Back names, where a 'Change' link returns, what Next says, and where Next goes.
it.each<[string, StepId, string, string, string, string]>([
  ['/trip/middle', 'middle', 'Start at /trip', 'none', 'Continue', '/trip/summary'],
  ['/trip', 'start', 'none', 'none', 'Begin', '/trip/middle'],
  ['/trip/start?returnto=summary', 'start', 'Summary at /trip/summary', 'summary', 'Save', '/trip/summary'],
  ['/trip/middle?returnto=elsewhere', 'middle', 'Start at /trip', 'none', 'Continue', '/trip/summary'],
  // The last step has nowhere to go.
  ['/trip/summary', 'summary', 'Middle at /trip/middle', 'none', 'Send', '/trip/summary'],
])('%s (%s): Back to %p, return to %p, Next %p leads to %p', async (route, step, back, returnTo, nextText, target) => {
  renderStep(route, step);
  expect(screen.getByText(`back: ${back}`)).toBeInTheDocument();
  expect(screen.getByText(`return to: ${returnTo}`)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: nextText }));
  expect(currentLocation()).toBe(target);
});
