import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { countyCss, STYLE_CHOICES, type StyleChoice } from './county-styles';
import { DEMO_COUNTIES, embedPage, iframePage, twoCountiesPage } from './county-pages';
import { frameHeightScript } from './frame-height-script';

/**
 * The demo county web site, served on its own origin beside the portal like the demo
 * comparables tool, so the embed's cross-origin path is real: its pages include /embed.js from the
 * portal and put <assessor-portal> in their own layout, under their own loud styles.
 *
 *   GET /?county=harbor-county&styles=loud|hostile|none   one county's portal in the page
 *   GET /two-counties                                     Harbor and Pine side by side
 *   GET /iframe?county=...                                the iframe fallback, no portal script
 */
interface CountyPageOptions {
  /** The portal's origin, e.g. http://localhost:8080. */
  portalOrigin: string;
  /** The demo comparables tool's origin: the appeal wizard frames it inside this page. */
  comperOrigin?: string;
}

const pick = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const stylesOf = (query: unknown): StyleChoice => {
  const asked = pick((query as Record<string, unknown>).styles);
  return STYLE_CHOICES.includes(asked as StyleChoice) ? (asked as StyleChoice) : 'loud';
};
const countyOf = (query: unknown): string => {
  const asked = pick((query as Record<string, unknown>).county);
  return asked && asked in DEMO_COUNTIES ? asked : 'harbor-county';
};

/**
 * A county's own policy, as strict as a careful county's: scripts, data and fonts only from itself and
 * the portal, frames from the portal, its comparables tool and the meeting places' maps, no inline
 * script or style. The embed has to work under it.
 */
export function countyPagePolicy({ portalOrigin, comperOrigin }: CountyPageOptions): string {
  const frames = [portalOrigin, comperOrigin, 'https://www.openstreetmap.org'].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${portalOrigin}`,
    `style-src 'self' ${portalOrigin}`,
    `font-src ${portalOrigin}`,
    `img-src 'self' data: ${portalOrigin}`,
    `connect-src 'self' ${portalOrigin}`,
    `frame-src ${frames}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function buildCountyPage(options: CountyPageOptions): FastifyInstance {
  const page = Fastify({ logger: false });
  const portalOrigin = new URL(options.portalOrigin).origin;
  const policy = countyPagePolicy({ portalOrigin, comperOrigin: options.comperOrigin && new URL(options.comperOrigin).origin });
  const html = (reply: FastifyReply, body: string) =>
    reply.header('Content-Security-Policy', policy).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(body);

  page.get('/', (request, reply) => html(reply, embedPage(portalOrigin, countyOf(request.query), stylesOf(request.query))));
  page.get('/two-counties', (request, reply) => html(reply, twoCountiesPage(portalOrigin, stylesOf(request.query))));
  page.get('/iframe', (request, reply) => html(reply, iframePage(portalOrigin, countyOf(request.query), stylesOf(request.query))));
  page.get('/county.css', (request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/css; charset=utf-8')
      .send(countyCss(stylesOf(request.query))),
  );
  page.get('/frame-height.js', (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(frameHeightScript(portalOrigin)));
  return page;
}
