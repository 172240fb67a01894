import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'mfe-shared/router';
import { EmbedRouter } from './embed-router';

// The embed's router on the county's page: screens in the page's address and history, links that
// open in a new tab; in memory where the address bar is not the page's, or is another portal's.

const COUNTY = 'http://localhost/taxes/?dept=assessor';

function Screens() {
  return (
    <Routes>
      <Route index element={<Link to="/property/HC-1">Open HC-1</Link>} />
      <Route path="property/:parcel" element={<h1>Your selected property</h1>} />
    </Routes>
  );
}

function portal(attributes: Record<string, string> = {}) {
  const element = document.createElement('assessor-portal');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const container = document.createElement('div');
  element.append(container);
  render(
    <EmbedRouter element={element}>
      <Screens />
    </EmbedRouter>,
    { container },
  );
  return within(container);
}

let warn: jest.SpyInstance;
beforeEach(() => {
  window.history.replaceState(null, '', COUNTY);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  document.body.replaceChildren();
});

it("links to the screen's address on the county page, moves there on a click, and back with the browser's Back", async () => {
  const view = portal({ tenant: 'harbor-county' });
  const link = view.getByRole('link', { name: 'Open HC-1' });
  expect(link).toHaveAttribute('href', `${COUNTY}&portal=/property/HC-1`);
  await userEvent.click(link);
  expect(view.getByRole('heading', { name: 'Your selected property' })).toBeInTheDocument();
  expect(window.location.href).toBe(`${COUNTY}&portal=/property/HC-1`);
  await act(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('popstate', () => setTimeout(resolve), { once: true });
        window.history.back();
      }),
  );
  expect(view.getByRole('link', { name: 'Open HC-1' })).toBeInTheDocument();
  expect(window.location.href).toBe(COUNTY);
});

it('opens on the screen the address names, in its own url-param', () => {
  window.history.replaceState(null, '', `${COUNTY}&harbor=/property/HC-1`);
  expect(portal({ tenant: 'harbor-county', 'url-param': 'harbor' }).getByRole('heading', { name: 'Your selected property' })).toBeInTheDocument();
});

it("keeps a second portal in the same parameter in memory, and tells the county's web team", async () => {
  portal({ tenant: 'harbor-county' });
  const second = portal({ tenant: 'pine-county' });
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('<assessor-portal tenant="pine-county">: another portal on this page keeps its screens in ?portal='));
  await userEvent.click(second.getByRole('link', { name: 'Open HC-1' }));
  expect(second.getByRole('heading', { name: 'Your selected property' })).toBeInTheDocument();
  expect(window.location.href).toBe(COUNTY);
});

it("keeps the iframe fallback's screens in memory: the address bar there is the county page's, not the frame's", async () => {
  const view = portal({ tenant: 'harbor-county', frame: '' });
  expect(view.getByRole('link', { name: 'Open HC-1' })).toHaveAttribute('href', '/property/HC-1');
  await userEvent.click(view.getByRole('link', { name: 'Open HC-1' }));
  expect(window.location.href).toBe(COUNTY);
  expect(screen.getByRole('heading', { name: 'Your selected property' })).toBeInTheDocument();
  expect(warn).not.toHaveBeenCalled();
});
