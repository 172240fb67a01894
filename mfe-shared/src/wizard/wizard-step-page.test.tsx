import { screen } from '@testing-library/react';
import { defineCatalogue } from 'mfe-shared';
import { Route, Routes } from 'mfe-shared/router';
import type { CatalogueTitle } from 'mfe-shared/ui';
import { speak } from '../../test/language';
import { renderWithPortal, TEST_OFFICE } from '../../test/portal-fixture';
import { createBus } from '../events/bus';
import { createWizardFlow, linearSteps } from './wizard-flow';
import { WizardStepPage } from './wizard-step-page';
import { pageViewNames } from '../../test/page-views';

const flow = createWizardFlow({
  base: '/trip',
  task: 'Taking a Trip',
  steps: linearSteps([
    { id: 'start', title: 'Start', needs: [] },
    { id: 'middle', title: 'Middle', needs: ['ticket'] },
    { id: 'end', title: 'End', needs: ['ticket'] },
  ]),
});

function renderPage({ ticket = true, heading, notice }: { ticket?: boolean; heading?: string | CatalogueTitle; notice?: string } = {}) {
  document.title = '';
  const bus = createBus();
  const views = pageViewNames(bus);
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
    { route: '/trip/middle', bus },
  );
  return { views };
}

it('shows the progress, the heading, the page title and the step', () => {
  const { views } = renderPage();
  const bar = screen.getByRole('progressbar', { name: 'Progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '50');
  expect(bar).toHaveAttribute('aria-valuetext', '50% Progress Complete of Taking a Trip');
  expect(screen.getByRole('heading', { level: 1, name: 'Middle' })).toBeInTheDocument();
  expect(document.title).toBe(`Middle - ${TEST_OFFICE}`);
  expect(views).toEqual(['Middle']);
  expect(screen.getByText('The step itself')).toBeInTheDocument();
});

it('sends a visitor without what the step needs home', () => {
  renderPage({ ticket: false });
  expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  expect(screen.queryByText('The step itself')).not.toBeInTheDocument();
});

it('takes another heading and puts a notice between the bar and the heading', () => {
  const { views } = renderPage({ heading: 'All done', notice: 'You are acting for someone' });
  const heading = screen.getByRole('heading', { level: 1, name: 'All done' });
  const notice = screen.getByText('You are acting for someone');
  expect(document.title).toBe(`All done - ${TEST_OFFICE}`);
  expect(views).toEqual(['All done']);
  expect(screen.getByRole('progressbar').compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(notice.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

describe('in Spanish', () => {
  const trip = createWizardFlow({
    base: '/trip',
    task: 'Taking a Trip',
    steps: linearSteps([
      { id: 'start', title: 'shared.test.tripStart', needs: [] },
      { id: 'end', title: 'shared.test.tripEnd', needs: [] },
    ]),
  });
  const useT = defineCatalogue(
    { 'shared.test.tripStart': 'Your trip', 'shared.test.tripEnd': 'Trip {reference} booked' },
    { es: async () => ({ default: { 'shared.test.tripStart': 'Su viaje', 'shared.test.tripEnd': 'Viaje {reference} reservado' } }) },
  );
  function Step({ step, heading }: { step: 'start' | 'end'; heading?: CatalogueTitle }) {
    useT();
    return (
      <WizardStepPage flow={trip} step={step} facts={{}} have={{}} heading={heading}>
        <p>The step itself</p>
      </WizardStepPage>
    );
  }
  function renderStep(step: 'start' | 'end', heading?: CatalogueTitle) {
    document.title = '';
    const bus = createBus();
    const views = pageViewNames(bus);
    renderWithPortal(<Step step={step} heading={heading} />, { bus });
    return views;
  }
  beforeEach(() => speak('es'));
  afterEach(() => speak('en'));

  it("shows the step's title in Spanish and records the page view under its English", () => {
    const views = renderStep('start');
    expect(screen.getByRole('heading', { level: 1, name: 'Su viaje' })).toBeInTheDocument();
    expect(document.title).toBe(`Su viaje - ${TEST_OFFICE}`);
    expect(views).toEqual(['Your trip']);
  });

  it('does the same with a heading given by its catalogue id', () => {
    const views = renderStep('end', { id: 'shared.test.tripEnd', values: { reference: 'T-1' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Viaje T-1 reservado' })).toBeInTheDocument();
    expect(document.title).toBe(`Viaje T-1 reservado - ${TEST_OFFICE}`);
    expect(views).toEqual(['Trip T-1 booked']);
  });
});
