import { act, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, createPortal, type Portal } from 'mfe-shared';
import { parseSettings } from 'mfe-shared/schemas';
import { loadSite } from '../../start-up/load-site';
import { EmbedStartUp } from './embed-start-up';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('../../start-up/load-site', () => ({ ...jest.requireActual('../../start-up/load-site'), loadSite: jest.fn() }));
const load = loadSite as jest.MockedFunction<typeof loadSite>;

function portalOf(tenant: string, office: string, color: string): Portal {
  const settings = parseSettings({ 'general.display_name': office, 'general.button_color': color });
  return createPortal({ tenant, session: { settings, me: { accountId: null, name: null } }, embedded: true, storage: null });
}

function shadowRoot(): { element: HTMLElement; root: ShadowRoot; container: HTMLElement } {
  const element = document.createElement('div');
  document.body.append(element);
  const root = element.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  return { element, root, container };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  load.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  document.body.replaceChildren();
});

it("starts the county from the portal's origin with a bus of its own, then shows it in a region named for the office", async () => {
  load.mockResolvedValue({ portal: portalOf('harbor-county', 'Harbor County Assessor', '#1a4480'), remotes: [] });
  const { element, root, container } = shadowRoot();
  const status = jest.fn();
  render(<EmbedStartUp tenant="harbor-county" origin="https://portal.example.gov" element={element} root={root} status={status} />, { container });
  expect(status).toHaveBeenCalledWith('Loading the property portal…');
  expect(await within(container).findByRole('region', { name: 'Harbor County Assessor property portal' })).toBeInTheDocument();
  expect(status).toHaveBeenLastCalledWith('');
  const [tenant, start] = load.mock.calls[0];
  expect([tenant, start?.origin, start?.analyticsPath()]).toEqual(['harbor-county', 'https://portal.example.gov', '#/']);
  // The county's colour, for this portal's tree only.
  expect([...root.querySelectorAll('style')].map((style) => style.textContent)).toContain(':host{--portal-button-color:#1a4480}');
  expect(document.head.querySelector('style')).toBeNull();
});

it("says it is loading in the element's language before the county's catalogues can load, and asks for that language", async () => {
  load.mockResolvedValue({ portal: portalOf('harbor-county', 'Harbor County Assessor', '#1a4480'), remotes: [] });
  const { element, root, container } = shadowRoot();
  const status = jest.fn();
  render(<EmbedStartUp tenant="harbor-county" origin="https://portal.example.gov" element={element} root={root} status={status} lang="es" />, { container });
  expect(status).toHaveBeenCalledWith('Cargando el portal de propiedades…');
  await waitFor(() => expect(status).toHaveBeenLastCalledWith(''));
  expect(load.mock.calls[0][1]?.language).toBe('es');
});

it('gives two portals on one page two buses', async () => {
  load.mockResolvedValue({ portal: portalOf('harbor-county', 'Harbor County Assessor', '#1a4480'), remotes: [] });
  for (const tenant of ['harbor-county', 'pine-county']) {
    const { element, root, container } = shadowRoot();
    // Each in its own parameter of the page's address, as the county page gives them.
    element.setAttribute('url-param', tenant);
    render(<EmbedStartUp tenant={tenant} origin="https://portal.example.gov" element={element} root={root} status={() => {}} />, { container });
  }
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  expect(load.mock.calls[0][1]?.bus).not.toBe(load.mock.calls[1][1]?.bus);
});

it("says the portal could not be loaded without taking the county page's focus, and takes it after Try again", async () => {
  load.mockRejectedValue(new TypeError('Failed to fetch'));
  const { element, root, container } = shadowRoot();
  render(<EmbedStartUp tenant="harbor-county" origin="https://portal.example.gov" element={element} root={root} status={() => {}} />, { container });
  const view = within(container);
  await view.findByRole('heading', { name: 'The property portal could not be loaded' });
  expect(root.activeElement).toBeNull();
  await userEvent.click(view.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(root.activeElement).toBe(view.getByRole('heading', { name: 'The property portal could not be loaded' })));
  expect(load).toHaveBeenCalledTimes(2);
});

it('names an unknown county as such', async () => {
  load.mockRejectedValue(new ApiError('Unknown county', 404));
  const { element, root, container } = shadowRoot();
  await act(async () => {
    render(<EmbedStartUp tenant="nowhere-county" origin="https://portal.example.gov" element={element} root={root} status={() => {}} />, { container });
  });
  expect(await within(container).findByRole('heading', { name: 'We could not find this county’s property portal' })).toBeInTheDocument();
});
