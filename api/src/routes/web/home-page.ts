import type { FastifyInstance } from 'fastify';
import type { Database } from '../../infrastructure/db/client';
import { listTenants } from '../../capabilities/tenants/tenant-store';
import { escapeHtml, renderPage } from '../../infrastructure/http/html-page';

/** `/`: the list of counties, or straight to the only one. */
export function registerHomePage(app: FastifyInstance, db: Database): void {
  app.get('/', async (_request, reply) => {
    const tenants = await listTenants(db);
    reply.header('Cache-Control', 'no-cache');
    if (tenants.length === 1) return reply.redirect(`/${encodeURIComponent(tenants[0].id)}/`, 302);
    const body = tenants.length
      ? `<p>Choose your county to search properties, file an appeal or book a meeting.</p>
<ul>
${tenants.map((t) => `<li><a href="/${escapeHtml(encodeURIComponent(t.id))}/">${escapeHtml(t.name)}</a></li>`).join('\n')}
</ul>`
      : '<p>No counties are set up yet.</p>';
    return reply.type('text/html; charset=utf-8').send(renderPage('Assessor portal', body));
  });
}
