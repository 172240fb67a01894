import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../infrastructure/db/client';
import { countyPage } from './shell-page';
import { registerStaticFiles } from './static-files';

/** Where the monolith's files are served: its public path (shell/rspack.monolith.config.ts). */
export const MONOLITH_PREFIX = '/monolith/';

/**
 * The monolith (`npm run build:monolith`): the same site as one ordinary bundle, without Module
 * Federation, used only to measure what federation costs (`npm run bench`). When shell/dist-monolith
 * exists, `/{tenant}/monolith/` answers its index.html and its files are under /monolith/, served
 * as the shell's are (same cache headers); when it does not, neither path exists (404).
 */
export function registerMonolith(app: FastifyInstance, db: Database, distRoot: string): void {
  const root = path.join(distRoot, 'shell', 'dist-monolith');
  if (!fs.existsSync(root)) return;
  registerStaticFiles(app, [{ root, prefix: MONOLITH_PREFIX }]);
  app.get<{ Params: { tenant: string } }>('/:tenant/monolith/', countyPage(app, db, path.join(root, 'index.html'), 'npm run build:monolith'));
}
