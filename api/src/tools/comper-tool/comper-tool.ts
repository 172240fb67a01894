import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { z } from 'zod';
import { nearbyResponseSchema } from '../../capabilities/comper/nearby-response';
import { COMPS_SCRIPT, COMPS_STYLE, comparablesPage, messagePage } from './comper-page';

/**
 * The demo comparable-sales tool, served on a second origin so the cross-origin postMessage path is
 * real (docs/architecture.md#the-pieces). A separate small server; it never touches the database:
 * it reads parcels from the portal's public API on its own server side (so the portal needs no
 * CORS) and renders plain HTML.
 *
 *   GET  /comps?parcel=<id>[&tenant=<county>][&api=<portal origin>]   the page (vendor= is ignored)
 *   POST /comps/pdf   form: parcel, tenant, api, comparable (repeated)  -> 303 to the PDF download
 */
interface ComperToolOptions {
  /** The portal's origin, e.g. http://localhost:8080: used server-side and for the PDF download link. */
  apiOrigin: string;
  /** The county when the URL names none (the portal's settings give only the parcel). */
  defaultTenant?: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
}

export const DEFAULT_COMPER_TENANT = 'harbor-county';
const TENANT = /^[a-z0-9][a-z0-9-]{0,62}$/;
const UNAVAILABLE = 'The comparable sales could not be loaded just now. Please try again in a moment.';

class ToolError extends Error {
  constructor(
    readonly statusCode: number,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The portal to read from: the one the tool was started for. An `api` parameter may only repeat
 * it; any other address is refused, so the tool can be used neither to reach other hosts nor to
 * probe the ports of the machine it runs on.
 */
export function resolveApiOrigin(configured: string, requested: string | undefined): string {
  const origin = new URL(configured).origin;
  if (!requested) return origin;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    throw new ToolError(400, 'Wrong address', 'The api parameter must be the address of the portal, such as http://localhost:8080.');
  }
  if (url.origin === origin) return origin;
  throw new ToolError(400, 'Wrong address', 'This demo tool only reads from the portal it was started for.');
}

function resolveTenant(requested: string | undefined, fallback: string): string {
  const tenant = requested || fallback;
  if (!TENANT.test(tenant)) throw new ToolError(400, 'Wrong county', 'The tenant parameter must be a county id such as harbor-county.');
  return tenant;
}

const queryText = (value: unknown) => (typeof value === 'string' ? value.trim() : Array.isArray(value) && typeof value[0] === 'string' ? value[0].trim() : undefined);

export function buildComperTool({ apiOrigin, defaultTenant = DEFAULT_COMPER_TENANT, fetch: fetchImpl = fetch }: ComperToolOptions): FastifyInstance {
  const tool = Fastify({ logger: false });

  /** Calls the portal; its `{ message }` becomes the page's message when it refuses. */
  async function callPortal(url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, headers: { accept: 'application/json', ...init?.headers }, signal: AbortSignal.timeout(10_000) });
    } catch {
      throw new ToolError(502, 'Not available', UNAVAILABLE);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = (body as { message?: unknown } | null)?.message;
      if (response.status >= 500 || typeof message !== 'string') throw new ToolError(502, 'Not available', UNAVAILABLE);
      const title = response.status === 404 ? 'Parcel not found' : 'Comparables not available';
      throw new ToolError(response.status, title, message);
    }
    return { status: response.status, body };
  }

  const securityHeaders = (reply: FastifyReply, api: string) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'no-referrer')
      // Framing by the portal is the point: no X-Frame-Options, any ancestor.
      .header('Content-Security-Policy', `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self' ${api}; base-uri 'none'; frame-ancestors *`);

  tool.setErrorHandler((error, _request, reply) => {
    const known = error instanceof ToolError;
    const status = known ? error.statusCode : 500;
    const title = known ? error.title : 'Something went wrong';
    const message = known ? error.message : 'Something went wrong on our side. Please try again in a moment.';
    if (!known) console.error(error);
    return securityHeaders(reply, "'self'").code(status).type('text/html; charset=utf-8').send(messagePage(title, message));
  });
  tool.setNotFoundHandler((_request, reply) =>
    securityHeaders(reply, "'self'").code(404).type('text/html; charset=utf-8').send(messagePage('Page not found', 'Open this tool with /comps?parcel=<parcel number>.')),
  );

  tool.get('/', async (_request, reply) => reply.redirect('/comps', 302));

  tool.get('/comps/app.js', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff').type('text/javascript; charset=utf-8').send(COMPS_SCRIPT),
  );
  tool.get('/comps/style.css', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff').type('text/css; charset=utf-8').send(COMPS_STYLE),
  );

  tool.get('/comps', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const parcel = queryText(query.parcel);
    if (!parcel) throw new ToolError(400, 'Which parcel?', 'Open this tool with ?parcel=<parcel number>, as the portal does.');
    if (parcel.length > 100) throw new ToolError(400, 'Which parcel?', 'A parcel number is at most 100 characters long.');
    const tenant = resolveTenant(queryText(query.tenant), defaultTenant);
    const api = resolveApiOrigin(apiOrigin, queryText(query.api));
    const { body } = await callPortal(`${api}/${tenant}/api/prc/${encodeURIComponent(parcel)}/nearby?limit=10`);
    const parsed = nearbyResponseSchema.safeParse(body);
    if (!parsed.success) throw new ToolError(502, 'Not available', UNAVAILABLE);
    return securityHeaders(reply, api)
      .type('text/html; charset=utf-8')
      .send(comparablesPage({ tenant, api, subject: parsed.data.subject, comparables: parsed.data.results }));
  });

  // The no-frame path ("visit Comper outside of Appeals and upload your Comp file",
  // docs/product.md#comparables-step): the portal makes the PDF, and the browser is sent to its
  // download.
  tool.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) =>
    done(null, new URLSearchParams(body as string)),
  );
  tool.post('/comps/pdf', async (request, reply) => {
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const parcel = form.get('parcel')?.trim();
    if (!parcel) throw new ToolError(400, 'Which parcel?', 'Open this tool with ?parcel=<parcel number>, as the portal does.');
    const tenant = resolveTenant(form.get('tenant')?.trim(), defaultTenant);
    const api = resolveApiOrigin(apiOrigin, form.get('api')?.trim());
    const comparables = form.getAll('comparable').filter(Boolean);
    if (comparables.length === 0) throw new ToolError(400, 'Nothing chosen', 'Select at least one comparable sale, then try again.');
    const { body } = await callPortal(`${api}/${tenant}/api/comper/generate-pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subjectId: parcel, comparablesIds: comparables }),
    });
    const created = z.object({ id: z.uuid() }).safeParse(body);
    if (!created.success) throw new ToolError(502, 'Not available', UNAVAILABLE);
    return reply.header('Cache-Control', 'no-store').redirect(`${api}/${tenant}/files/${created.data.id}`, 303);
  });

  return tool;
}
