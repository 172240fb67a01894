import { loaderUrl } from './loader-url';

afterEach(() => document.head.replaceChildren());

it('finds the module script that loaded it, which has no document.currentScript', () => {
  const other = document.createElement('script');
  other.src = 'https://www.harborcounty.gov/site.js';
  const loader = document.createElement('script');
  loader.type = 'module';
  loader.src = 'https://portal.example.gov/embed.js';
  document.head.append(other, loader);
  expect(loaderUrl().href).toBe('https://portal.example.gov/embed.js');
});

it("falls back to the page's address when no script names embed.js (the portal serves the page)", () => {
  expect(loaderUrl().href).toBe(document.baseURI);
});
