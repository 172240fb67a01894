import { renderWithPortal, TEST_OFFICE } from '../../test/portal-fixture';
import { screen, waitFor } from '@testing-library/react';
import { createBus } from '../events/bus';
import { pageViewNames } from '../../test/page-views';
import { speak } from '../../test/language';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'mfe-shared/router';
import { NotFoundPage } from './not-found-page';

function Site({ heading }: { heading?: string }) {
  return (
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="*" element={<NotFoundPage heading={heading} />} />
    </Routes>
  );
}

it("shows 'Page not found' by default and names the tab", () => {
  renderWithPortal(<Site />, { route: '/no/such/page' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  expect(document.title).toBe(`Page not found - ${TEST_OFFICE}`);
});

it('shows the heading an area gives it', () => {
  renderWithPortal(<Site heading="Let's get you home" />, { route: '/appeal/nowhere' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Let's get you home");
  expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
});

it('links back to the home page', async () => {
  const user = userEvent.setup();
  renderWithPortal(<Site />, { route: '/no/such/page' });
  await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
  expect(screen.getByText('Home page')).toBeInTheDocument();
});

it('records its page view in English for a Spanish visitor, whose tab reads Spanish', async () => {
  const bus = createBus();
  const views = pageViewNames(bus);
  await speak('es');
  try {
    renderWithPortal(<Site />, { route: '/no/such/page', bus });
    await waitFor(() => expect(document.title).toBe(`No se encontró la página - ${TEST_OFFICE}`));
    expect(views).toEqual(['Page not found']);
  } finally {
    await speak('en');
  }
});
