import { screen } from '@testing-library/react';
import { within } from '@testing-library/react';
import { OFFICE_STATUSES } from 'mfe-shared/schemas';
import { ADMINISTRATOR, fakeApi, page, renderOffice } from '../test/office-fixture';

const api = () =>
  fakeApi((_method, url) => {
    if (url.pathname.endsWith('/appeal-windows')) return { body: { results: [] } };
    if (url.pathname.endsWith('/office/appeals'))
      return {
        body: {
          window: null,
          results: [],
          page: 1,
          pageSize: 25,
          total: 0,
          counts: Object.fromEntries(OFFICE_STATUSES.map((status) => [status, 0])),
        },
      };
    if (url.pathname.includes('/office/appeals/')) return { status: 404, body: { message: 'We could not find that appeal in this county.' } };
    if (url.pathname.endsWith('/office/places')) return { body: { results: [] } };
    if (url.pathname.endsWith('/office/meetings')) return { body: { day: '2027-03-16', oneDay: true, results: [], page: 1, pageSize: 200, total: 0 } };
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

it('opens the meetings at #/office/meetings and the meeting times at #/office/availability', async () => {
  renderOffice('/office/meetings?date=2027-03-16', api());
  expect(screen.getByRole('heading', { level: 1, name: 'Meetings' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Tuesday, March 16, 2027' })).toBeInTheDocument();
});

it("links the office's areas on every screen, the current one marked, what the role may not do left out", async () => {
  const { unmount } = renderOffice('/office/meetings', api(), undefined, ADMINISTRATOR);
  await page().findByText('No meetings.');
  const nav = screen.getByRole('navigation', { name: 'Office desk' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
  ).toEqual([
    ['Appeals', '/office', null],
    ['Letters to check', '/office/letters', null],
    ['Meetings', '/office/meetings', 'page'],
    ['Hearings', '/office/hearings', null],
    ['Meeting times', '/office/availability', null],
    ['Correction requests', '/office/change-requests', null],
    ['County setup', '/office/county/settings', null],
  ]);
  unmount();
  renderOffice('/office/appeals/HC-26-ZZZZZZ', api());
  await screen.findByRole('heading', { level: 1, name: 'Appeal not found' });
  expect(
    within(screen.getByRole('navigation', { name: 'Office desk' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('aria-current')]),
  ).toEqual([
    ['Appeals', 'page'],
    ['Letters to check', null],
    ['Meetings', null],
    ['Hearings', null],
    ['Correction requests', null],
  ]);
});
