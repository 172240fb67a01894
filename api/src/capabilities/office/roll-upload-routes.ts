import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rollJobResponseSchema, rollUploadQuerySchema, sanitiseFileName } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { HttpError } from '../../infrastructure/http/http-error';
import { ROLL_JOB_MESSAGES, rollJobs } from '../parcel-roll/roll-jobs';
import { CONSOLE_STAFF_ONLY, consoleActor } from './county-console-routes';
import { officeCall } from './office-access';

/**
 * The largest roll the console takes. The file is streamed to disk, never held in memory; this
 * bounds the disk one upload may fill. REQUEST_TIMEOUT (120 s) bounds how long it may take to
 * arrive; a larger roll, or a slow line, is for `npm run parcels -- import`.
 */
export const ROLL_UPLOAD_MAX_BYTES = 512 * 1024 * 1024;

export const ROLL_UPLOAD_MESSAGES = {
  ...ROLL_JOB_MESSAGES,
  tooLarge: `The file is larger than ${ROLL_UPLOAD_MAX_BYTES / 1024 / 1024} MB. Load a roll this large with npm run parcels -- import on the server.`,
  empty: 'The file is empty. Choose the CSV file your county system exported.',
  notFound: 'We could not find that upload. Only the last upload of the county is kept, until the next one or until the portal restarts.',
  noRejects: 'This upload has no rejected rows to download.',
} as const;

const jobParams = z.object({ job: z.uuid() });

/** A counter between the request and the file: the upload stops as soon as it grows past the limit. */
function limitTo(limit: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limit) callback(new HttpError(413, ROLL_UPLOAD_MESSAGES.tooLarge));
      else callback(null, chunk);
    },
  });
}

/**
 * The console's parcel roll upload (docs/parcel-rolls.md#from-the-county-console): POST the CSV as
 * the body, with its layout in the query; it is streamed to a file and imported in the background
 * (roll-jobs.ts), one at a time per county. GET /office/county/rolls answers the county's last
 * upload (progress, then its summary or why it stopped); its rejected rows download as CSV.
 */
export function registerRollUploadRoutes(api: FastifyInstance, db: Database): void {
  const jobs = rollJobs(db, (message) => api.log.error(message));
  api.addHook('onClose', () => jobs.close());
  const administrators = officeCall('county.administer', CONSOLE_STAFF_ONLY);

  // Before a byte of the body is read: a declared length over the limit, or the county busy.
  const beforeBody = async (request: FastifyRequest) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > ROLL_UPLOAD_MAX_BYTES) throw new HttpError(413, ROLL_UPLOAD_MESSAGES.tooLarge);
    if (jobs.isBusy(request.tenant.id)) throw new HttpError(409, ROLL_UPLOAD_MESSAGES.busy);
  };

  api.register(async (uploads) => {
    const office = uploads.withTypeProvider<ZodTypeProvider>();
    uploads.removeAllContentTypeParsers();
    // Nothing is parsed: the handler pipes the request itself to disk, through the limit (a roll is
    // too large for memory), and no body object is left for the hooks that walk bodies to wander into.
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null));

    office.post(
      '/office/county/rolls',
      { onRequest: [...administrators, beforeBody], schema: { querystring: rollUploadQuerySchema, response: { 202: rollJobResponseSchema } } },
      async (request, reply) => {
        const turn = jobs.reserve(request.tenant.id);
        if (!turn) throw new HttpError(409, ROLL_UPLOAD_MESSAGES.busy);
        const fileName = sanitiseFileName(request.query.name) || 'roll.csv';
        const file = path.join(turn.dir, fileName);
        try {
          await pipeline(request.raw, limitTo(ROLL_UPLOAD_MAX_BYTES), fs.createWriteStream(file));
          if (fs.statSync(file).size === 0) throw new HttpError(400, ROLL_UPLOAD_MESSAGES.empty);
        } catch (error) {
          turn.release();
          throw error;
        }
        const started = jobs.start(
          {
            tenantId: request.tenant.id,
            file,
            fileName,
            layout: request.query.layout,
            dryRun: request.query.dryRun === 'true',
            maxRejects: request.query.maxRejects / 100,
            actor: consoleActor(request),
            shownBy: request.staff!.name,
          },
          turn.dir,
        );
        // Its audit row could not be written: the import never began, and the county's turn is given back.
        const job = await started.catch((error: unknown) => {
          turn.release();
          throw error;
        });
        return reply.code(202).send({ job });
      },
    );
  });

  const office = api.withTypeProvider<ZodTypeProvider>();
  office.get('/office/county/rolls', { onRequest: administrators, schema: { response: { 200: rollJobResponseSchema } } }, async (request) => ({
    job: jobs.latest(request.tenant.id),
  }));

  office.get('/office/county/rolls/:job', { onRequest: administrators, schema: { params: jobParams, response: { 200: rollJobResponseSchema } } }, async (request) => {
    const job = jobs.latest(request.tenant.id);
    if (!job || job.id !== request.params.job) throw new HttpError(404, ROLL_UPLOAD_MESSAGES.notFound);
    return { job };
  });

  office.get('/office/county/rolls/:job/rejects.csv', { onRequest: administrators, schema: { params: jobParams } }, async (request, reply) => {
    const job = jobs.latest(request.tenant.id);
    if (!job || job.id !== request.params.job) throw new HttpError(404, ROLL_UPLOAD_MESSAGES.notFound);
    const rejects = jobs.rejectsOf(request.tenant.id, job.id);
    if (!rejects) throw new HttpError(404, ROLL_UPLOAD_MESSAGES.noRejects);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${rejects.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(fs.createReadStream(rejects.file));
  });
}
