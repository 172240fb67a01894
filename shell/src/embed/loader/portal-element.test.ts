import type { MountOptions, PortalHost } from '../host-contract';
import { definePortalElement, ELEMENT_NAME } from './portal-element';

const BASE = new URL('https://portal.example.gov/embed.js');
const loadHost = jest.fn<Promise<PortalHost>, [URL]>();
const mounted: MountOptions[] = [];
const unmount = jest.fn();
const host: PortalHost = {
  mount: (options) => {
    mounted.push(options);
    return unmount;
  },
};

beforeAll(() => definePortalElement(BASE, loadHost));

beforeEach(() => {
  jest.useFakeTimers();
  loadHost.mockReset().mockResolvedValue(host);
  mounted.length = 0;
  unmount.mockReset();
});

afterEach(() => {
  document.body.replaceChildren();
  jest.useRealTimers();
});

async function place(attributes: Record<string, string>): Promise<HTMLElement> {
  const element = document.createElement(ELEMENT_NAME);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await Promise.resolve();
  await Promise.resolve();
  return element;
}

const status = (element: HTMLElement) => element.shadowRoot!.querySelector('[role="status"]')!;

it('defines <assessor-portal> once, however many loaders a page includes', () => {
  expect(() => definePortalElement(BASE, loadHost)).not.toThrow();
  expect(customElements.get(ELEMENT_NAME)).toBeDefined();
});

it('opens a shadow root, announces that it is loading, and mounts the county from the portal it came from', async () => {
  const element = await place({ tenant: 'harbor-county' });
  expect(element.shadowRoot?.mode).toBe('open');
  jest.runOnlyPendingTimers();
  expect(status(element)).toHaveTextContent('Loading the property portal…');
  expect(loadHost).toHaveBeenCalledWith(BASE);
  expect(mounted).toEqual([expect.objectContaining({ element, root: element.shadowRoot, tenant: 'harbor-county', origin: 'https://portal.example.gov', lang: '' })]);
});

it('takes the API origin and the language from its attributes', async () => {
  await place({ tenant: 'pine-county', 'api-origin': 'https://api.example.org/some/path', lang: 'es' });
  expect(mounted[0]).toMatchObject({ tenant: 'pine-county', origin: 'https://api.example.org', lang: 'es' });
});

it.each([
  [{}, 'This property portal has no county'],
  [{ tenant: 'Harbor County' }, 'This property portal has no county'],
  [{ tenant: 'harbor-county', 'api-origin': 'not a url' }, 'names an api-origin that is not a web address'],
])('says what is wrong with its attributes %j, and loads nothing', async (attributes, message) => {
  const element = await place(attributes);
  jest.runOnlyPendingTimers();
  expect(status(element).textContent).toContain(message);
  expect(loadHost).not.toHaveBeenCalled();
});

it('says so when the portal cannot be reached', async () => {
  loadHost.mockRejectedValue(new Error('The property portal could not be loaded from https://portal.example.gov.'));
  const element = await place({ tenant: 'harbor-county' });
  jest.runOnlyPendingTimers();
  expect(status(element)).toHaveTextContent('The property portal could not be loaded from https://portal.example.gov. Please try again later.');
});

it("says its start-up status in the language the county's page gives it, marked with that language", async () => {
  const element = await place({ tenant: 'harbor-county', lang: 'es-US' });
  jest.runOnlyPendingTimers();
  expect(status(element)).toHaveTextContent('Cargando el portal de propiedades…');
  expect(status(element)).toHaveAttribute('lang', 'es');
  document.body.replaceChildren();

  loadHost.mockRejectedValue(new Error('The property portal could not be loaded from https://portal.example.gov.'));
  const failed = await place({ tenant: 'harbor-county', lang: 'es' });
  jest.runOnlyPendingTimers();
  expect(status(failed)).toHaveTextContent('No se pudo cargar el portal de propiedades desde https://portal.example.gov. Inténtelo de nuevo más tarde.');
});

it('takes the portal down when the element leaves the page, and starts afresh for another county', async () => {
  const element = await place({ tenant: 'harbor-county' });
  element.setAttribute('tenant', 'pine-county');
  await Promise.resolve();
  await Promise.resolve();
  expect(unmount).toHaveBeenCalledTimes(1);
  expect(mounted.map((options) => options.tenant)).toEqual(['harbor-county', 'pine-county']);
  element.remove();
  expect(unmount).toHaveBeenCalledTimes(2);
});

it('starts afresh when the page gives it another url-param, which the host reads from the element', async () => {
  const element = await place({ tenant: 'harbor-county' });
  element.setAttribute('url-param', 'harbor');
  await Promise.resolve();
  await Promise.resolve();
  expect(unmount).toHaveBeenCalledTimes(1);
  expect(mounted.map((options) => options.tenant)).toEqual(['harbor-county', 'harbor-county']);
  expect(mounted[1].element.getAttribute('url-param')).toBe('harbor');
});

it('never mounts a portal whose element left before the host arrived', async () => {
  let arrive: (value: PortalHost) => void = () => {};
  loadHost.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  const element = await place({ tenant: 'harbor-county' });
  element.remove();
  arrive(host);
  await Promise.resolve();
  expect(mounted).toEqual([]);
});
