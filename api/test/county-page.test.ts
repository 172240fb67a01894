import './support/load-outside-sandbox';
import type { FastifyInstance } from 'fastify';
import { buildCountyPage } from '../src/tools/county-page/county-page';
import { DEMO_TENANTS, seedDemoTenants } from '../src/tools/demo/seed-tenants';
import { readTenantSettings } from '../src/capabilities/tenants/tenant-store';
import { openTestDatabase } from './support/test-database';
import { readEnvironment } from '../src/infrastructure/config/environment';

// The demo county web page on a second origin, with its own loud styles, that embeds the portal.

const PORTAL = 'http://localhost:8080';
let page: FastifyInstance;

beforeAll(async () => {
  page = buildCountyPage({ portalOrigin: PORTAL, comperOrigin: 'http://localhost:8081' });
  await page.ready();
});
afterAll(() => page.close());

it("includes the portal's loader and one <assessor-portal> for Harbor County, under a strict policy of its own", async () => {
  const response = await page.inject({ url: '/' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain(`<script type="module" src="${PORTAL}/embed.js"></script>`);
  expect(response.body.match(/<assessor-portal [^>]*>/g)).toEqual(['<assessor-portal tenant="harbor-county">']);
  const policy = String(response.headers['content-security-policy']);
  expect(policy).toContain(`script-src 'self' ${PORTAL}`);
  expect(policy).toContain(`frame-src ${PORTAL} http://localhost:8081`);
  expect(policy).not.toContain('unsafe-inline');
});

it('embeds Pine County, both counties side by side, or the iframe fallback', async () => {
  expect((await page.inject({ url: '/?county=pine-county' })).body).toContain('<assessor-portal tenant="pine-county">');
  expect((await page.inject({ url: '/two-counties' })).body.match(/<assessor-portal [^>]*>/g)).toHaveLength(2);
  const frame = (await page.inject({ url: '/iframe' })).body;
  expect(frame).toContain(`src="${PORTAL}/harbor-county/frame"`);
  expect(frame).not.toContain('embed.js');
  expect((await page.inject({ url: '/frame-height.js' })).body).toContain(`event.origin !== "${PORTAL}"`);
});

it('has loud styles, the hostile rule on request, or none', async () => {
  expect((await page.inject({ url: '/county.css' })).body).toContain('html { font-size: 62.5%; }');
  expect((await page.inject({ url: '/county.css?styles=hostile' })).body).toContain('* { font: 30px serif !important; color: red !important; }');
  expect((await page.inject({ url: '/?styles=none' })).body).not.toContain('county.css');
});

it('starts on 8082 unless COUNTY_PAGE_PORT says otherwise, and knows the address browsers reach it at', () => {
  expect(readEnvironment({}).COUNTY_PAGE_PORT).toBe(8082);
  expect(readEnvironment({ COUNTY_PAGE_PORT: '0' }).COUNTY_PAGE_PORT).toBe(0);
  expect(() => readEnvironment({ COUNTY_PAGE_PORT: 'x' }).COUNTY_PAGE_PORT).toThrow('COUNTY_PAGE_PORT must be a port number');
  expect(readEnvironment({ COUNTY_PAGE_PORT: '9082' }).COUNTY_PAGE_PUBLIC_URL).toBe('http://localhost:9082');
  expect(readEnvironment({ COUNTY_PAGE_PUBLIC_URL: 'https://county.example' }).COUNTY_PAGE_PUBLIC_URL).toBe('https://county.example');
});

it('is an origin both demo counties allow to embed them', async () => {
  const database = await openTestDatabase({ seed: false });
  try {
    await seedDemoTenants(database.db, { embedOrigin: 'http://localhost:8082/' });
    for (const tenant of ['harbor-county', 'pine-county']) {
      expect((await readTenantSettings(database.db, tenant)).settings['embed.allowed_origins']).toEqual(['http://localhost:8082']);
    }
  } finally {
    await database.close();
  }
});

it('gives each demo county a button colour its white text reads on (at least 4.5:1), in the site and the embed alike', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = DEMO_TENANTS.map((county) => [county.id, Math.round((1.05 / (luminance(county.settings['general.button_color']!) + 0.05)) * 10) / 10]);
  expect(contrast).toEqual([
    ['harbor-county', 9.6],
    ['pine-county', 6.4],
  ]);
});
