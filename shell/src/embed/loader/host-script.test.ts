import { HOST_KEY, type HostWaiter, type PortalHost } from '../host-contract';
import { loadHost } from './host-script';

const BASE = new URL('https://portal.example.gov/embed.js');
const scripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => document.head.replaceChildren());

it('loads the host beside the loader once, and tries again after a failed load', async () => {
  const first = loadHost(BASE);
  expect(loadHost(BASE)).toBe(first);
  expect(scripts().map((script) => script.src)).toEqual(['https://portal.example.gov/embed/host.js']);
  scripts()[0].dispatchEvent(new Event('error'));
  await expect(first).rejects.toThrow('The property portal could not be loaded from https://portal.example.gov.');
  expect(scripts()).toEqual([]);

  const second = loadHost(BASE);
  expect(second).not.toBe(first);
  const host: PortalHost = { mount: () => () => {} };
  (window as unknown as Record<symbol, HostWaiter>)[HOST_KEY].resolve(host);
  await expect(second).resolves.toBe(host);
  expect(loadHost(BASE)).toBe(second);
});
