import './support/load-outside-sandbox';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { tenants } from '../src/infrastructure/db/schema';
import { DEMO_TENANTS } from '../src/tools/demo/seed-tenants';
import { registryFileReader, siteRegistry, writeRemotesJson } from '../src/routes/web/remotes';
import { openTestDatabase } from './support/test-database';

const IMMUTABLE = 'public, max-age=31536000, immutable';
let database: DatabaseHandle;
let distRoot: string;
let app: FastifyInstance;

/** A fake build: the shell and mfe-search only, so the other remotes' dist folders are missing. */
function writeFakeBuild(root: string): void {
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><html lang="en"><head><title>Assessor portal</title></head><div id="root"></div></html>',
    'shell/dist/main.021dd3b4e1.js': 'console.log("shell")',
    'mfe-search/dist/mf-manifest.json': JSON.stringify({
      name: 'mfe_search',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.fd463a07b5.js'], async: ['results.0a1b2c3d4e.js'] } } }],
    }),
    'mfe-search/dist/remoteEntry.js': 'var mfe_search;',
    'mfe-search/dist/__federation_expose_routes.fd463a07b5.js': 'export {}',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  writeFakeBuild(distRoot);
  app = buildApp({ db: database.db, distRoot });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(distRoot, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html') => app.inject({ method: 'GET', url, headers: { accept } });

describe('GET /', () => {
  it('lists every county with a link to its site', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toMatch(/<title>[^<]+<\/title>/);
    expect(response.body).toMatch(/<h1>[^<]+<\/h1>/);
    expect(response.body).toContain('<a href="/harbor-county/">Harbor County Assessor&#39;s Office</a>');
    expect(response.body).toContain('<a href="/pine-county/">Pine County Assessor</a>');
  });

  it('goes straight to the county when there is only one', async () => {
    const single = await openTestDatabase({ seed: false });
    const singleApp = buildApp({ db: single.db, distRoot });
    try {
      await single.db.insert(tenants).values({ id: 'lone-county', name: 'Lone County' });
      const response = await singleApp.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/lone-county/');
    } finally {
      await singleApp.close();
      await single.close();
    }
  });
});

describe('county pages', () => {
  it('serves the shell page at /{tenant}/, never cached without revalidation', async () => {
    const response = await get('/harbor-county/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it("announces the first screen's requests in <head>, so they go out in parallel with the shell's", async () => {
    const head = (await get('/harbor-county/')).body.split('</head>')[0];
    const hints = [...head.matchAll(/<link rel="preload" ([^>]*)>/g)].map((match) => match[1]);
    expect(hints).toEqual([
      'as="fetch" crossorigin href="/harbor-county/api/settings"',
      'as="fetch" crossorigin href="/harbor-county/api/me"',
      'as="fetch" crossorigin href="/remotes.json"',
      'as="fetch" crossorigin href="/remotes/mfe-search/mf-manifest.json"',
      'as="script" href="/remotes/mfe-search/remoteEntry.js"',
      // The routes' own chunk; the screens' chunks (async) load with their route.
      'as="script" href="/remotes/mfe-search/__federation_expose_routes.fd463a07b5.js"',
    ]);
  });

  it('hints only the manifest of a search remote on another origin (its file names are not known here)', async () => {
    const remotesJson = siteRegistry({ 'mfe-search': 'https://search.example.org/mf-manifest.json' });
    const moved = buildApp({ db: database.db, distRoot, remotesJson });
    try {
      const body = (await moved.inject({ method: 'GET', url: '/harbor-county/' })).body;
      expect(body).toContain('<link rel="preload" as="fetch" crossorigin href="https://search.example.org/mf-manifest.json">');
      expect(body).not.toContain('remoteEntry.js');
    } finally {
      await moved.close();
    }
  });

  it('never hints a staff-only remote, nor a front door that depends on the settings of a county the page does not read', async () => {
    for (const change of [{ staffOnly: true }, { enabledBy: ['search.enabled'] }]) {
      const registry = siteRegistry();
      registry['mfe-search'] = { ...registry['mfe-search'], ...change };
      const other = buildApp({ db: database.db, distRoot, remotesJson: registry });
      try {
        const head = (await other.inject({ method: 'GET', url: '/harbor-county/' })).body.split('</head>')[0];
        expect(head).toContain('href="/remotes.json"');
        expect(head).not.toContain('/remotes/mfe-search/');
      } finally {
        await other.close();
      }
    }
  });

  it('adds the trailing slash', async () => {
    const response = await get('/pine-county');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/pine-county/');
  });

  it('answers an unknown county with a page that links to the list', async () => {
    for (const url of ['/atlantis/', '/atlantis']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('We could not find a county called “atlantis”.');
      expect(response.body).toContain('<a href="/">');
    }
  });

  it('answers 404, not a crash, when nothing is built', async () => {
    const unbuilt = buildApp({ db: database.db, distRoot: path.join(distRoot, 'missing') });
    try {
      for (const url of ['/harbor-county/', '/shell/main.021dd3b4e1.js', '/remotes/mfe-search/mf-manifest.json']) {
        expect([url, (await unbuilt.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
      }
    } finally {
      await unbuilt.close();
    }
  });
});

describe('built files', () => {
  it('caches content-hashed files for good and revalidates the rest', async () => {
    const expectations: Array<[string, string, boolean]> = [
      ['/shell/main.021dd3b4e1.js', IMMUTABLE, false],
      ['/shell/index.html', 'no-cache', false],
      ['/remotes/mfe-search/mf-manifest.json', 'no-cache', true],
      ['/remotes/mfe-search/remoteEntry.js', 'no-cache', true],
      ['/remotes/mfe-search/__federation_expose_routes.fd463a07b5.js', IMMUTABLE, true],
    ];
    for (const [url, cacheControl, crossOrigin] of expectations) {
      const response = await get(url, '*/*');
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 200, cacheControl]);
      expect([url, response.headers['access-control-allow-origin']]).toEqual([url, crossOrigin ? '*' : undefined]);
    }
  });

  it('answers 404 for a remote that is not built', async () => {
    const response = await get('/remotes/mfe-appeal/mf-manifest.json', 'application/json');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("serves each demo county's hero image from /static/", async () => {
    for (const tenant of DEMO_TENANTS) {
      const url = tenant.settings['general.hero_image_url']!;
      expect(url).toMatch(/^\/static\//);
      const response = await get(url, 'image/*');
      expect([url, response.statusCode, response.headers['content-type']]).toEqual([url, 200, 'image/svg+xml']);
    }
  });
});

describe('remotes.json', () => {
  it('lists every remote with its manifest on this origin and where the shell mounts it, by default', async () => {
    const response = await get('/remotes.json', 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      // Each entry's texts in Spanish too: the shell says an area's loading line in the visitor's language.
      'mfe-search': {
        entry: '/remotes/mfe-search/mf-manifest.json',
        path: '/',
        loading: 'Loading the property search',
        translations: { es: { loading: 'Cargando la búsqueda de propiedades' } },
      },
      'mfe-appeal': {
        entry: '/remotes/mfe-appeal/mf-manifest.json',
        path: '/appeal',
        enabledBy: ['appeal.enabled'],
        loading: 'Loading the appeal form',
        translations: { es: { loading: 'Cargando el formulario de apelación' } },
      },
      'mfe-meeting': {
        entry: '/remotes/mfe-meeting/mf-manifest.json',
        path: '/meeting',
        enabledBy: ['meetings.enabled', '!appeal.hide_meetings'],
        loading: 'Loading the meeting booking',
        translations: { es: { loading: 'Cargando la reserva de citas' } },
      },
      // Staff only: the shell mounts it for signed-in staff of a county with office.enabled on.
      'mfe-office': {
        entry: '/remotes/mfe-office/mf-manifest.json',
        path: '/office',
        enabledBy: ['office.enabled'],
        staffOnly: true,
        loading: 'Loading the office desk',
        staffLink: 'Office desk',
        translations: { es: { loading: 'Cargando el escritorio de la oficina', staffLink: 'Escritorio de la oficina' } },
      },
    });
  });

  describe('from a registry file (REMOTES_FILE)', () => {
    let file: string;
    const warnings: string[] = [];
    const write = (registry: unknown) => {
      fs.writeFileSync(file, typeof registry === 'string' ? registry : JSON.stringify(registry));
      // A new modification time even within the same millisecond.
      const later = new Date(Date.now() + fs.readdirSync(path.dirname(file)).length * 1000 + Math.random() * 1000);
      fs.utimesSync(file, later, later);
    };
    beforeEach(() => {
      file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-registry-')), 'remotes.json');
      warnings.length = 0;
    });

    it('serves a remote added to the file while the site runs, and its files, without a restart', async () => {
      const { 'mfe-search': search } = siteRegistry();
      write({ 'mfe-search': search });
      const site = buildApp({ db: database.db, distRoot, remotesJson: await registryFileReader(file, (message) => warnings.push(message)) });
      try {
        expect((await site.inject({ url: '/remotes.json' })).json()).toEqual({ 'mfe-search': search });
        expect((await site.inject({ url: '/remotes/mfe-permits/mf-manifest.json' })).statusCode).toBe(404);

        // The permits team deploys its build, then adds its entry.
        fs.mkdirSync(path.join(distRoot, 'mfe-permits/dist'), { recursive: true });
        fs.writeFileSync(path.join(distRoot, 'mfe-permits/dist/mf-manifest.json'), '{"name":"mfe_permits"}');
        fs.writeFileSync(path.join(distRoot, 'mfe-permits/dist/__federation_expose_routes.0a1b2c3d4e.js'), 'export {}');
        const permits = { entry: '/remotes/mfe-permits/mf-manifest.json', path: '/permits', staffOnly: true, staffLink: 'Permits' };
        write({ 'mfe-search': search, 'mfe-permits': permits });

        expect((await site.inject({ url: '/remotes.json' })).json()).toEqual({ 'mfe-search': search, 'mfe-permits': permits });
        const manifest = await site.inject({ url: '/remotes/mfe-permits/mf-manifest.json' });
        expect([manifest.statusCode, manifest.headers['cache-control'], manifest.headers['access-control-allow-origin']]).toEqual([200, 'no-cache', '*']);
        const chunk = await site.inject({ url: '/remotes/mfe-permits/__federation_expose_routes.0a1b2c3d4e.js' });
        expect([chunk.statusCode, chunk.headers['cache-control']]).toEqual([200, IMMUTABLE]);
        // A staff-only remote is never among the public page's hints.
        expect((await site.inject({ url: '/harbor-county/' })).body).not.toContain('mfe-permits');
        expect(warnings).toEqual([]);
      } finally {
        await site.close();
        fs.rmSync(path.join(distRoot, 'mfe-permits'), { recursive: true, force: true });
      }
    });

    it('leaves a broken entry out with a warning, and keeps the last good registry when the file breaks', async () => {
      const { 'mfe-search': search } = siteRegistry();
      write({ 'mfe-search': search, 'mfe-broken': { entry: '/remotes/mfe-broken/mf-manifest.json' } });
      const read = await registryFileReader(file, (message) => warnings.push(message));
      expect(await read()).toEqual({ 'mfe-search': search });
      expect(warnings).toEqual([`The remote "mfe-broken" was left out: path must be '/' or a prefix such as '/office'.`]);
      write('{ not json');
      expect(await read()).toEqual({ 'mfe-search': search });
      expect(warnings[1]).toMatch(/remotes\.json could not be read \(.*is not JSON.*\); the registry read before is used\./);
    });

    it('refuses to start from a file that cannot be read, saying why', async () => {
      write('[');
      await expect(registryFileReader(file, () => undefined)).rejects.toThrow(/is not JSON/);
      await expect(registryFileReader(path.join(path.dirname(file), 'missing.json'), () => undefined)).rejects.toThrow(/ENOENT/);
    });
  });

  it('does not serve a folder outside a remote build by a name the registry cannot hold', async () => {
    for (const url of ['/remotes/..%2Fshell/dist/index.html', '/remotes/Shell/index.html', '/remotes/mfe-search/../../shell/dist/index.html']) {
      expect([url, (await get(url, '*/*')).statusCode]).toEqual([url, 404]);
    }
  });

  it('lets a variable move one remote to another origin', async () => {
    const remotesJson = siteRegistry({ 'mfe-appeal': 'https://appeal.example.org/mf-manifest.json' });
    const moved = buildApp({ db: database.db, distRoot, remotesJson });
    try {
      const body = (await moved.inject({ method: 'GET', url: '/remotes.json' })).json();
      expect(body['mfe-appeal']).toEqual({
        entry: 'https://appeal.example.org/mf-manifest.json',
        path: '/appeal',
        enabledBy: ['appeal.enabled'],
        loading: 'Loading the appeal form',
        translations: { es: { loading: 'Cargando el formulario de apelación' } },
      });
      expect(body['mfe-search'].entry).toBe('/remotes/mfe-search/mf-manifest.json');
    } finally {
      await moved.close();
    }
  });

  it('is written beside the built shell, and not when the shell is not built', async () => {
    const remotes = siteRegistry({ 'mfe-meeting': 'https://meet.example.org/mf-manifest.json' });
    const written = await writeRemotesJson(distRoot, remotes);
    expect(written).toBe(path.join(distRoot, 'shell', 'dist', 'remotes.json'));
    expect(JSON.parse(fs.readFileSync(written!, 'utf8'))).toEqual(remotes);
    expect(await writeRemotesJson(path.join(distRoot, 'missing'), remotes)).toBeUndefined();
  });
});
