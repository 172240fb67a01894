import { screen } from '@testing-library/react';
import { fakeApi, ok, owner, renderWizard, STAFF, stepHeading } from '../../test/wizard-fixture';

jest.setTimeout(30_000);

// Every call a step may make on arrival, answered, so a step that renders is not mistaken for a redirect.
const anyStepApi = () =>
  fakeApi({
    'GET /code-systems/appeal-reasons': ok({ codes: [] }),
    'GET /appeal-windows': ok({ results: [] }),
  }).api;

const home = () => screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 10_000 });
const comper = { 'appeal.comper_mode': 'view', 'products.public_comper_url': 'http://comps.test' };

describe('no selected property: back to /', () => {
  it.each(['window', 'method', 'details', 'comper', 'estimation', 'fileupload', 'summary'])('/appeal/%s', async (step) => {
    renderWizard({ route: `/appeal/${step}`, me: STAFF, settings: comper, parcel: null, appellant: owner, draft: { estimatedValue: '200,000' }, api: anyStepApi() });
    await home();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('a property but no appellant: back to / from the estimation on', () => {
  it.each(['estimation', 'fileupload', 'summary'])('/appeal/%s', async (step) => {
    renderWizard({ route: `/appeal/${step}`, appellant: null, draft: { estimatedValue: '200,000' }, api: anyStepApi() });
    await home();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['details', 'Your details'],
    ['window', 'Appeal season'],
    ['method', 'Filing method'],
    ['comper', 'Comparable sales'],
  ])('/appeal/%s still opens', async (step, title) => {
    renderWizard({ route: `/appeal/${step}`, me: STAFF, settings: comper, appellant: null, api: anyStepApi() });
    await stepHeading(title);
  });
});

it('redirects the confirmation without a submission result to /', async () => {
  renderWizard({ route: '/appeal/confirmation', appellant: owner });
  await home();
});

it('opens the welcome screen without a property, pointing to the search', async () => {
  renderWizard({ route: '/appeal', parcel: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Filing an appeal' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search for your property' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('button', { name: 'Start my appeal' })).not.toBeInTheDocument();
});

describe('progress bar', () => {
  it.each([
    ['details', false, '20% Progress Complete of Filing an Appeal'],
    ['estimation', false, '40% Progress Complete of Filing an Appeal'],
    ['fileupload', false, '60% Progress Complete of Filing an Appeal'],
    ['summary', false, '80% Progress Complete of Filing an Appeal'],
    ['window', true, '14% Progress Complete of Filing an Appeal'],
    ['method', true, '29% Progress Complete of Filing an Appeal'],
    ['details', true, '43% Progress Complete of Filing an Appeal'],
  ])('/appeal/%s (staff %p) reads %p', async (step, staff, label) => {
    renderWizard({ route: `/appeal/${step}`, me: staff ? STAFF : {}, appellant: owner, draft: { estimatedValue: '200,000' }, api: anyStepApi() });
    const bar = await screen.findByRole('progressbar', { name: 'Progress' }, { timeout: 10_000 });
    expect(bar).toHaveAttribute('aria-valuetext', label);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('counts the comparables step when it applies', async () => {
    renderWizard({ route: '/appeal/comper', settings: comper, appellant: owner, api: anyStepApi() });
    const bar = await screen.findByRole('progressbar', { name: 'Progress' }, { timeout: 10_000 });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
  });
});
