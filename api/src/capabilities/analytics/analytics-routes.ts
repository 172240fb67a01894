import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { analyticsEvents } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { anonymousWriteLimit } from '../limits/anonymous-limits';
import { countRemoteEvent, observeVital, remoteEventSchema, vitalEventSchema } from './browser-reports';
import { screenOf } from './screen-of';

export { screenOf } from './screen-of';

const MAX_ANALYTICS_BATCH = 50;
/** A full batch of 50 events is about 8 KB of JSON. */
const ANALYTICS_BODY_LIMIT = 16 * 1024;

const label = (what: string) =>
  z
    .string({ error: `The ${what} must be text.` })
    .trim()
    .min(1, `The ${what} is missing.`)
    .max(100, `The ${what} is longer than 100 characters.`);
const path = z.string({ error: 'The path must be text.' }).max(500, 'The path is longer than 500 characters.');
const at = z.iso.datetime({ offset: true, error: 'The time of the event must be an ISO date and time.' });

/**
 * What mfe-shared/src/analytics sends (AnalyticsEvent). Anything else an event carries is dropped
 * (zod strips unknown keys), so no free text but these names ever reaches the database.
 */
const analyticsEventSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('page-view'), name: label('page name'), path, at }),
    z.object({ type: z.literal('event'), name: label('event name'), category: label('category').optional(), action: label('action').optional(), at }),
    z.object({ type: z.literal('heartbeat'), path, at }),
    // Measured in the browser (browser-reports.ts): metrics, not rows.
    vitalEventSchema,
    remoteEventSchema,
  ],
  { error: 'Each event needs a type: page-view, event, heartbeat, vital or remote.' },
);
type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;

const analyticsBatchSchema = z.object({
  events: z
    .array(analyticsEventSchema, { error: 'Send the events as a list under "events".' })
    .min(1, 'Send at least one event.')
    .max(MAX_ANALYTICS_BATCH, `Send at most ${MAX_ANALYTICS_BATCH} events at a time.`),
});

type StoredEventInput = Extract<AnalyticsEventInput, { type: 'page-view' | 'event' | 'heartbeat' }>;

/** The row of one event: kind, name and only the named details (created_at is the server's clock; the browser's is kept as detail.at). */
function toRow(tenantId: string, event: StoredEventInput) {
  switch (event.type) {
    case 'page-view':
      return { tenantId, kind: event.type, name: event.name, detail: { path: screenOf(event.path), at: event.at } };
    case 'event':
      return { tenantId, kind: event.type, name: event.name, detail: { category: event.category ?? null, action: event.action ?? null, at: event.at } };
    case 'heartbeat':
      return { tenantId, kind: event.type, name: 'heartbeat', detail: { path: screenOf(event.path), at: event.at } };
  }
}

/**
 * POST /analytics/events, the site's analytics sink: `{ events: AnalyticsEvent[] }` (1..50) -> 204.
 * Sent as JSON, or as text/plain JSON (navigator.sendBeacon with a string). No IP address, user
 * agent or cookie is stored; the body limit keeps each request small.
 */
export function registerAnalyticsRoutes(api: FastifyInstance, db: Database): void {
  api.register(async (scope) => {
    // sendBeacon(url, string) sends text/plain; read that as JSON too.
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new HttpError(400, 'The request could not be read: its body is not valid JSON.'), undefined);
      }
    });

    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/analytics/events',
        { bodyLimit: ANALYTICS_BODY_LIMIT, onRequest: anonymousWriteLimit(scope, 'analytics'), schema: { body: analyticsBatchSchema } },
        async (request, reply) => {
          const stored: StoredEventInput[] = [];
          for (const event of request.body.events) {
            if (event.type === 'vital') observeVital(request.tenant.id, event);
            else if (event.type === 'remote') countRemoteEvent(request.tenant.id, event);
            else stored.push(event);
          }
          if (stored.length) await db.insert(analyticsEvents).values(stored.map((event) => toRow(request.tenant.id, event)));
          return reply.code(204).send();
        },
      );
  });
}
