import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { openApiTransform } from './openapi-transform';

/** Where each county's docs live, inside `/{tenant}/api`: the UI at `/docs/`, the document at `/docs/json` (and `/docs/yaml`). */
const DOCS_PREFIX = '/docs';

/**
 * The OpenAPI 3 document, generated from the routes' zod schemas. Register on the root instance
 * before any route it should list: it collects routes as they are added.
 */
export function registerApiDocs(app: FastifyInstance): void {
  app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'County API',
        version: '1.0.0',
        description:
          "The calls the county site makes (listed in the portal's docs/product.md, 'API endpoints'). Every refusal is JSON `{ message }`, a sentence for a person, in the visitor's language (Accept-Language) when the county offers it. See api/README.md for the server's decisions.",
      },
    },
    // Explicit HEAD routes are calls of their own (counts); the transform drops Fastify's automatic twins.
    exposeHeadRoutes: true,
    transform: openApiTransform as never,
  });
}

/** The document as one county sees it: its own paths, without the `{tenant}` parameter. */
function documentForCounty(document: OpenAPIV3.Document, request: FastifyRequest): OpenAPIV3.Document {
  const { id, name } = request.tenant;
  const paths: OpenAPIV3.PathsObject = {};
  for (const [path, item] of Object.entries(document.paths)) {
    for (const operation of Object.values(item ?? {}) as OpenAPIV3.OperationObject[]) {
      const parameters = operation.parameters?.filter((parameter) => !('in' in parameter && parameter.in === 'path' && parameter.name === 'tenant'));
      if (parameters?.length) operation.parameters = parameters;
      else delete operation.parameters;
    }
    paths[path.replace(/^\/\{tenant\}\//, `/${id}/`)] = item;
  }
  return { ...document, info: { ...document.info, title: `${name} API` }, paths };
}

/**
 * The docs UI of one county, inside the `/:tenant/api` scope (so an unknown county is a 404 like
 * any other call). Swagger UI's own files are served from @fastify/swagger-ui's folder: no CDN.
 */
export function registerApiDocsUi(api: FastifyInstance): void {
  api.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    transformSpecification: (document, request) => documentForCounty(document as OpenAPIV3.Document, request),
    uiConfig: { docExpansion: 'list', defaultModelsExpandDepth: 0 },
    theme: { title: 'County API documentation' },
    // Swagger UI's own policy (with the hashes of any inline script or style it has), made as strict
    // as the site's: no other site may frame it, nothing is fetched from elsewhere.
    staticCSP: true,
    transformStaticCSP: (header: string) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(' validator.swagger.io', '')
        .replaceAll(" 'self' https:", " 'self'")
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replaceAll(' ;', ';')
        .concat(" form-action 'self';"),
    uiHooks: {
      // The page's links are relative; without the trailing slash they would miss the county.
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        const [path, query] = request.url.split(/\?(.*)/s);
        if (!path.endsWith('/') && request.routeOptions.url?.replace(/\/$/, '') === `/:tenant/api${DOCS_PREFIX}`) return reply.redirect(`${path}/${query ? `?${query}` : ''}`);
      },
    },
  });
}
