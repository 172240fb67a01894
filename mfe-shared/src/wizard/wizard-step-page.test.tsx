import { screen } from '@testing-library/react';
import { Route, Routes } from 'mfe-shared/router';
import { renderWithPortal, TEST_OFFICE } from '../../test/portal-fixture';
import { createWizardFlow, linearSteps } from './wizard-flow';
import { WizardStepPage } from './wizard-step-page';

const flow = createWizardFlow({
  base: '/trip',
  task: 'Taking a Trip',
  steps: linearSteps([
    { id: 'start', title: 'Start', needs: [] },
    { id: 'middle', title: 'Middle', needs: ['ticket'] },
    { id: 'end', title: 'End', needs: ['ticket'] },
  ]),
});

function renderPage({ ticket = true, heading, notice }: { ticket?: boolean; heading?: string; notice?: string } = {}) {
  document.title = '';
  renderWithPortal(
    <Routes>
      <Route path="/" element={<h1>Home</h1>} />
      <Route
        path="/trip/*"
        element={
          <WizardStepPage flow={flow} step="middle" facts={{}} have={{ ticket }} heading={heading} notice={notice ? <p>{notice}</p> : null}>
            <p>The step itself</p>
          </WizardStepPage>
        }
      />
    </Routes>,
    { route: '/trip/middle' },
  );
}

it('shows the progress, the heading, the page title and the step', () => {
  renderPage();
  const bar = screen.getByRole('progressbar', { name: 'Progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '50');
  expect(bar).toHaveAttribute('aria-valuetext', '50% Progress Complete of Taking a Trip');
  expect(screen.getByRole('heading', { level: 1, name: 'Middle' })).toBeInTheDocument();
  expect(document.title).toBe(`Middle - ${TEST_OFFICE}`);
  expect(screen.getByText('The step itself')).toBeInTheDocument();
});

it('sends a visitor without what the step needs home', () => {
  renderPage({ ticket: false });
  expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  expect(screen.queryByText('The step itself')).not.toBeInTheDocument();
});

it('takes another heading and puts a notice between the bar and the heading', () => {
  renderPage({ heading: 'All done', notice: 'You are acting for someone' });
  const heading = screen.getByRole('heading', { level: 1, name: 'All done' });
  const notice = screen.getByText('You are acting for someone');
  expect(document.title).toBe(`All done - ${TEST_OFFICE}`);
  expect(screen.getByRole('progressbar').compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(notice.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
