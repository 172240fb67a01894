import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OFFICE_MEETING_MESSAGES,
  officeFileQuerySchema,
  officeMeetingActionSchema,
  officeMeetingSchema,
  officeMeetingsQuerySchema,
  officeMeetingsResponseSchema,
  officePlacesResponseSchema,
  officeSlotHoldsSchema,
  type OfficeMeetingAction,
} from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { cancelMeetingForAttendee, markMeetingAttended } from './meeting-actions';
import { officeCall } from './office-access';
import { sendOfficeFile } from './office-file';
import { listOfficeMeetings, listOfficePlaces, officeMeetingFile } from './office-meetings';
import { countSlotHolds } from './slot-hold-counts';

/** The meeting's id, or its reference (`HC-26-7K3QPM`). */
const meetingParams = z.object({ meeting: z.string().min(1).max(100) });
const fileParams = meetingParams.extend({ file: z.string().min(1).max(100) });
const staffOnly = OFFICE_MEETING_MESSAGES.staffOnly;

/**
 * The office's meetings: the day view and the list per place (GET /office/meetings), the
 * places, an attendee's document, and the two actions, each audited with who, when, before and
 * after. They answer whether or not the county books meetings now: its booked ones still happen.
 */
export function registerOfficeMeetingRoutes(api: FastifyInstance, db: Database): void {
  const office = api.withTypeProvider<ZodTypeProvider>();
  const read = officeCall('meetings.read', staffOnly);
  const change = officeCall('meetings.change', staffOnly);
  const actionInput = (
    request: Pick<FastifyRequest, 'tenant' | 'settings' | 'staff'> & { params: z.output<typeof meetingParams>; body: OfficeMeetingAction | null | undefined },
  ) => ({
    tenantId: request.tenant.id,
    settings: request.settings,
    meeting: request.params.meeting,
    accountId: request.staff!.accountId,
    note: request.body?.note || undefined,
  });

  office.get('/office/places', { onRequest: read, schema: { response: { 200: officePlacesResponseSchema } } }, async (request) => listOfficePlaces(db, request.tenant.id));

  office.get('/office/slot-holds', { onRequest: read, schema: { response: { 200: officeSlotHoldsSchema } } }, async (request) =>
    countSlotHolds(db, request.tenant.id, api.limits.slotHolds.perRange),
  );

  office.get('/office/meetings', { onRequest: read, schema: { querystring: officeMeetingsQuerySchema, response: { 200: officeMeetingsResponseSchema } } }, async (request) =>
    listOfficeMeetings(db, { tenantId: request.tenant.id, settings: request.settings, query: request.query }),
  );

  office.get('/office/meetings/:meeting/files/:file', { onRequest: read, schema: { params: fileParams, querystring: officeFileQuerySchema } }, async (request, reply) => {
    const row = await officeMeetingFile(db, request.tenant.id, request.params.meeting, request.params.file);
    return sendOfficeFile(reply, api.fileStorage, row, request.query.disposition);
  });

  office.post(
    '/office/meetings/:meeting/attended',
    { onRequest: change, schema: { params: meetingParams, body: officeMeetingActionSchema.nullish(), response: { 200: officeMeetingSchema } } },
    async (request) => markMeetingAttended(db, actionInput(request)),
  );

  office.post(
    '/office/meetings/:meeting/cancel',
    { onRequest: change, schema: { params: meetingParams, body: officeMeetingActionSchema.nullish(), response: { 200: officeMeetingSchema } } },
    async (request) => cancelMeetingForAttendee(db, actionInput(request)),
  );
}
