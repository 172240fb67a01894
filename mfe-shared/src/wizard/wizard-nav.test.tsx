import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'mfe-shared/router';
import { renderWithPortal } from '../../test/portal-fixture';
import { createWizardFlow, linearSteps } from './wizard-flow';
import { NEXT_DISABLED_REASON, WizardNav } from './wizard-nav';
import { WizardStepPage } from './wizard-step-page';

const flow = createWizardFlow({
  base: '/trip',
  task: 'Taking a Trip',
  steps: linearSteps([
    { id: 'start', title: 'Start', needs: [] },
    { id: 'middle', title: 'Middle', needs: [] },
  ]),
});

function renderStep(nav: React.ReactNode) {
  renderWithPortal(
    <Routes>
      <Route
        path="/trip/*"
        element={
          <WizardStepPage flow={flow} step="middle" facts={{}} have={{}}>
            <p>The question</p>
            {nav}
          </WizardStepPage>
        }
      />
    </Routes>,
    { route: '/trip/middle' },
  );
}

it('puts the Back link at the top of the step page, before the progress and the heading', () => {
  renderStep(<WizardNav back={{ to: '/trip', title: 'Start' }} nextText="Continue" />);
  const back = screen.getByRole('link', { name: 'Back to start' });
  const heading = screen.getByRole('heading', { level: 1, name: 'Middle' });
  const next = screen.getByRole('button', { name: 'Continue' });
  expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(back.compareDocumentPosition(screen.getByRole('progressbar')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(next.compareDocumentPosition(back) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  expect(back).toHaveAttribute('href', '/trip');
});

it('says beside a disabled Next why it does nothing, and Next stays focusable and reads it', async () => {
  const onNext = jest.fn();
  renderStep(<WizardNav nextText="Continue" onNext={onNext} nextDisabled />);
  const next = screen.getByRole('button', { name: 'Continue' });
  expect(screen.getByText(NEXT_DISABLED_REASON)).toBeVisible();
  expect(next).toHaveAttribute('aria-disabled', 'true');
  expect(next).toHaveAccessibleDescription(NEXT_DISABLED_REASON);
  // The step's only control: the first Tab reaches it although it is disabled.
  await userEvent.tab();
  expect(next).toHaveFocus();
  await userEvent.click(next);
  expect(onNext).not.toHaveBeenCalled();
});

it("uses the step's own reason", () => {
  renderStep(<WizardNav nextText="Continue" nextDisabled disabledReason="Choose a date and time to continue." />);
  expect(screen.getByRole('button', { name: 'Continue' })).toHaveAccessibleDescription('Choose a date and time to continue.');
});

it('says no reason for an enabled Next', () => {
  renderStep(<WizardNav nextText="Continue" />);
  expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-describedby');
  expect(screen.queryByText(NEXT_DISABLED_REASON)).not.toBeInTheDocument();
});
