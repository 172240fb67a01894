import { screen } from '@testing-library/react';
import { fakeApi, renderOffice } from '../test/office-fixture';

const api = () =>
  fakeApi((_method, url) => {
    if (url.pathname.endsWith('/appeal-windows')) return { body: { results: [] } };
    if (url.pathname.endsWith('/office/appeals')) return { body: { window: null, results: [], page: 1, pageSize: 25, total: 0, counts: { filed: 0, 'under-review': 0, 'hearing-scheduled': 0, decided: 0, withdrawn: 0, 'awaiting-confirmation': 0 } } };
    if (url.pathname.includes('/office/appeals/')) return { status: 404, body: { message: 'We could not find that appeal in this county.' } };
    return undefined;
  });

it('opens the appeals queue at #/office', async () => {
  renderOffice('/office', api());
  expect(screen.getByRole('heading', { level: 1, name: 'Appeals' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Results' })).toBeInTheDocument();
});

it('opens an appeal at #/office/appeals/{reference}', async () => {
  renderOffice('/office/appeals/HC-26-ZZZZZZ', api());
  expect(await screen.findByRole('heading', { level: 1, name: 'Appeal not found' })).toBeInTheDocument();
});

it('has its own not-found page for an address it does not have', () => {
  renderOffice('/office/nowhere', api());
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});
