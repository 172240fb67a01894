import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkScheduleSchema,
  docketQuerySchema,
  docketSchema,
  freeTimesQuerySchema,
  freeTimesSchema,
  HEARING_MESSAGES,
  hearingMoveRefusalSchema,
  newPanelSchema,
  newSessionSchema,
  panelSchema,
  scheduleHearingSchema,
  sessionSchema,
  UUID_PATTERN,
} from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { officeCall } from '../office/office-access';
import { csvLine } from '../office/queue-export';
import { addSession, createPanel, listPanels, listSessions } from './hearing-panels';
import { docketCsvRows, readDocket } from './hearing-docket';
import { refuseHearingMove } from './hearing-move-request';
import { bulkSchedule, listFreeTimes, scheduleHearing } from './schedule-hearing';

const panelParams = z.object({ panel: z.string().regex(UUID_PATTERN, { error: HEARING_MESSAGES.panelNotFound }) });
const scheduledSchema = z.object({ id: z.string(), appeal: z.string(), reference: z.string(), startsAt: z.string(), minutes: z.number(), panel: z.string() });

/**
 * Hearings (docs/product.md#hearings), staff of the county only: panels and their sessions
 * (administrators add them), scheduling one appeal or a selection, and the day's docket with its CSV.
 */
export function registerHearingRoutes(api: FastifyInstance, db: Database): void {
  const office = api.withTypeProvider<ZodTypeProvider>();
  const read = officeCall('appeals.read');
  const move = officeCall('appeals.move');
  const administer = officeCall('county.administer');

  office.get('/office/panels', { onRequest: read, schema: { response: { 200: z.object({ results: z.array(panelSchema) }) } } }, async (request) => ({
    results: await listPanels(db, request.tenant.id),
  }));
  office.post('/office/panels', { onRequest: administer, schema: { body: newPanelSchema, response: { 201: panelSchema } } }, async (request, reply) =>
    reply.code(201).send(await createPanel(db, { tenantId: request.tenant.id, accountId: request.staff!.accountId, panel: request.body })),
  );
  office.get(
    '/office/panels/:panel/sessions',
    { onRequest: read, schema: { params: panelParams, response: { 200: z.object({ results: z.array(sessionSchema) }) } } },
    async (request) => ({ results: await listSessions(db, request.tenant.id, request.params.panel, new Date()) }),
  );
  office.get(
    '/office/panels/:panel/free-times',
    { onRequest: read, schema: { params: panelParams, querystring: freeTimesQuerySchema, response: { 200: freeTimesSchema } } },
    async (request) =>
      listFreeTimes(db, {
        tenantId: request.tenant.id,
        panelId: request.params.panel,
        from: request.query.from ? new Date(request.query.from) : undefined,
        limit: request.query.limit,
        settings: request.settings,
      }),
  );
  office.post(
    '/office/panels/:panel/sessions',
    { onRequest: administer, schema: { params: panelParams, body: newSessionSchema, response: { 201: sessionSchema } } },
    async (request, reply) =>
      reply.code(201).send(
        await addSession(db, {
          tenantId: request.tenant.id,
          accountId: request.staff!.accountId,
          panelId: request.params.panel,
          startsAt: new Date(request.body.startsAt),
          endsAt: new Date(request.body.endsAt),
        }),
      ),
  );
  office.post('/office/hearings', { onRequest: move, schema: { body: scheduleHearingSchema, response: { 201: scheduledSchema } } }, async (request, reply) =>
    reply.code(201).send(
      await scheduleHearing(db, {
        tenantId: request.tenant.id,
        accountId: request.staff!.accountId,
        appeal: request.body.appeal,
        panel: request.body.panel,
        startsAt: request.body.startsAt ? new Date(request.body.startsAt) : undefined,
        settings: request.settings,
      }),
    ),
  );
  office.post(
    '/office/hearings/bulk',
    {
      onRequest: move,
      bodyLimit: 256 * 1024,
      schema: {
        body: bulkScheduleSchema,
        response: { 200: z.object({ scheduled: z.array(scheduledSchema), refused: z.array(z.object({ appeal: z.string(), message: z.string() })) }) },
      },
    },
    async (request) =>
      bulkSchedule(db, {
        tenantId: request.tenant.id,
        accountId: request.staff!.accountId,
        appeals: request.body.appeals,
        panel: request.body.panel,
        from: request.body.from ? new Date(request.body.from) : undefined,
        settings: request.settings,
      }),
  );
  office.post(
    '/office/hearings/:hearing/move-request/refuse',
    { onRequest: move, schema: { params: z.object({ hearing: z.string().regex(UUID_PATTERN, { error: HEARING_MESSAGES.hearingNotFound }) }), body: hearingMoveRefusalSchema } },
    async (request, reply) => {
      await refuseHearingMove(db, { tenantId: request.tenant.id, accountId: request.staff!.accountId, hearingId: request.params.hearing, note: request.body.note });
      return reply.code(204).send();
    },
  );
  office.get('/office/hearings', { onRequest: read, schema: { querystring: docketQuerySchema, response: { 200: docketSchema } } }, async (request) => {
    const timeZone = countyTimeZone(request.settings);
    return { day: request.query.day, timeZone, hearings: await readDocket(db, { tenantId: request.tenant.id, day: request.query.day, panel: request.query.panel, timeZone }) };
  });
  office.get('/office/hearings.csv', { onRequest: read, schema: { querystring: docketQuerySchema } }, async (request, reply) => {
    const timeZone = countyTimeZone(request.settings);
    const entries = await readDocket(db, { tenantId: request.tenant.id, day: request.query.day, panel: request.query.panel, timeZone });
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="hearings-${request.tenant.id}-${request.query.day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(`\uFEFF${docketCsvRows(entries, timeZone).map(csvLine).join('')}`);
  });
}
