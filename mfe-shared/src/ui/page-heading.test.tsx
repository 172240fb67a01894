import { render, screen } from '@testing-library/react';
import { makePortal, portalWrapper } from '../../test/portal-fixture';
import { PageHeading } from './page-heading';

it("leaves focus where it is on a portal's first screen, then moves it to each new screen's heading", () => {
  const portal = makePortal();
  const first = render(<PageHeading>Search for your property</PageHeading>, { wrapper: portalWrapper(portal) });
  expect(document.body).toHaveFocus();
  first.unmount();
  render(<PageHeading>Find your property</PageHeading>, { wrapper: portalWrapper(portal) });
  expect(screen.getByRole('heading', { name: 'Find your property' })).toHaveFocus();
});

it('counts the first screen per portal, so a second embed on the page does not take focus when it starts', () => {
  const one = makePortal({ embedded: true });
  const two = makePortal({ tenant: 'pine-county', embedded: true });
  render(<PageHeading>Harbor</PageHeading>, { wrapper: portalWrapper(one) });
  render(<PageHeading>Pine</PageHeading>, { wrapper: portalWrapper(two) });
  expect(document.body).toHaveFocus();
});
