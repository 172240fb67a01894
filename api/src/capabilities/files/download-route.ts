import type { FastifyInstance } from 'fastify';
import type { Database } from '../../infrastructure/db/client';
import { HttpError } from '../../infrastructure/http/http-error';
import { unknownTenantMessage } from '../tenants/unknown-tenant';
import { findFile } from './file-store';
import { FILE_MESSAGES } from './file-routes';

/**
 * GET /{tenant}/files/{id} (outside /api, docs/product.md#api-endpoints): the stored bytes as an
 * attachment, with the type the server decided at upload. An unknown id, an id of another county,
 * or one that is not a uuid are all the same 404. Ids are random uuids, so knowing one is what
 * grants the download.
 */
export function registerFileDownloadRoute(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { tenant: string; id: string } }>('/:tenant/files/:id', async (request, reply) => {
    const { tenant: tenantId, id } = request.params;
    reply.header('Cache-Control', 'private, no-store');
    const tenant = (await app.counties(tenantId))?.tenant;
    if (!tenant) throw new HttpError(404, unknownTenantMessage(tenantId));
    const row = await findFile(db, tenant.id, id.toLowerCase());
    if (!row) throw new HttpError(404, FILE_MESSAGES.notFound);
    // Streamed: the reply holds a piece of the file at a time, whatever its size.
    const bytes = await app.fileStorage.open(tenant.id, row.id);
    if (!bytes) {
      // The sweep of unattached files (unattached-files.ts) removed it meanwhile: row first, then bytes.
      if (!(await findFile(db, tenant.id, row.id))) throw new HttpError(404, FILE_MESSAGES.notFound);
      // A row always has its bytes (they are written first); missing bytes are our fault, not the visitor's.
      throw new Error(`file ${tenant.id}/${row.id} has a row but no bytes`);
    }
    return reply
      .header('Content-Type', row.contentType)
      .header('Content-Length', row.size)
      .header('Content-Disposition', `attachment; filename="${row.name.replace(/["\\]/g, '_')}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
}
