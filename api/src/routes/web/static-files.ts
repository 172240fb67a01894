import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

// Build output names carry a content hash (`main.021dd3b4e1.js`); those bytes never change.
const HASHED_NAME = /\.[0-9a-f]{8,}\./;

/**
 * Hashed files are cached for good; everything else (mf-manifest.json, remoteEntry.js, HTML)
 * is revalidated on every use (`no-cache` with the ETag @fastify/send gives every file, so an
 * unchanged file costs a 304), so redeploying one remote shows at once.
 */
function cacheControlFor(filePath: string): string {
  return HASHED_NAME.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

interface StaticDir {
  root: string;
  prefix: string;
  /** The shell may load a remote from another origin, so remote files allow any origin. */
  crossOrigin?: boolean;
}

export function staticDirs(distRoot: string, ownStaticDir: string): StaticDir[] {
  return [
    { root: path.join(distRoot, 'shell', 'dist'), prefix: '/shell/' },
    { root: ownStaticDir, prefix: '/static/' },
    // The embed's host, read by county pages on other origins: its styles' fonts and masks are CORS fetches.
    { root: path.join(embedDistDir(distRoot), 'embed'), prefix: '/embed/', crossOrigin: true },
  ];
}

/** Where the shell's build puts the embed (shell/rspack.embed.config.ts): embed.js and embed/. */
export const embedDistDir = (distRoot: string) => path.join(distRoot, 'shell', 'dist-embed');

/**
 * `/embed.js`, the loader a county's page includes (README, "The embed"): revalidated on every use
 * like a remote's entry, so a new release reaches every county page at once, and readable from any
 * origin, as a module script from another site must be. Its host is under `/embed/` (staticDirs).
 */
export function registerEmbedLoader(app: FastifyInstance, distRoot: string): void {
  app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: embedDistDir(distRoot), serve: false, ...staticOptions(true) });
    scope.get('/embed.js', async (_request, reply) => reply.sendFile('embed.js'));
  });
}

/** A remote's folder name as the registry allows it (mfe-shared readRemoteRegistry). */
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,49}$/;

const staticOptions = (crossOrigin: boolean) => ({
  // Checked with a clearer message; a directory may still appear after start.
  suppressWarning: true,
  preCompressed: true,
  cacheControl: false,
  setHeaders: (reply: FastifyReply, filePath: string) => {
    reply.header('Cache-Control', cacheControlFor(filePath));
    if (crossOrigin) reply.header('Access-Control-Allow-Origin', '*');
  },
});

/**
 * `/remotes/{name}/*`: any remote's build in `DIST_ROOT/{name}/dist`, with the rules of the other
 * built files. Not a folder per known remote: a remote deployed after start (a new registry entry)
 * is served at once. Remote files allow any origin, since a shell may load a remote from elsewhere.
 */
export function registerRemoteFiles(app: FastifyInstance, distRoot: string): void {
  app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: distRoot, serve: false, ...staticOptions(true) });
    scope.get<{ Params: { remote: string; '*': string } }>('/remotes/:remote/*', async (request, reply) => {
      const { remote, '*': file } = request.params;
      if (!REMOTE_NAME.test(remote) || !file) return reply.callNotFound();
      return reply.sendFile(file, path.join(distRoot, remote, 'dist'));
    });
  });
}

/**
 * Serves the built apps and the server's own images; a missing build is a warning, not a crash.
 * Text files are sent compressed as the build wrote them (`main.js.br`, `main.js.gz` beside
 * `main.js`, from scripts/compress-dist.mjs), chosen by the request's Accept-Encoding, with
 * `Vary: Accept-Encoding`; @fastify/compress (registered before) leaves a response that already
 * has a Content-Encoding alone, and compresses the few text files that have no such copy.
 */
export function registerStaticFiles(app: FastifyInstance, dirs: StaticDir[]): void {
  for (const { root, prefix, crossOrigin } of dirs) {
    if (!fs.existsSync(root)) {
      app.log.warn(`${root} does not exist, so ${prefix} answers 404 until it is built (npm run build).`);
    }
    app.register(fastifyStatic, { root, prefix, decorateReply: false, ...staticOptions(crossOrigin === true) });
  }
}
