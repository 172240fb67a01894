import { Transform, type Readable } from 'node:stream';
import { DEFAULT_MAX_UPLOAD_BYTES, DELETE_TOKEN_HEADER, sanitiseFileName, UPLOAD_MESSAGES, UPLOAD_TEXT, type UploadedFile } from 'mfe-shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../infrastructure/db/client';
import { HttpError } from '../../infrastructure/http/http-error';
import { localText } from '../../infrastructure/i18n/local-text';
import { anonymousWriteLimit } from '../limits/anonymous-limits';
import { uploadByteQuota, type UploadReservation } from '../limits/upload-byte-quota';
import { deleteTokenOf, isDeleteToken } from './delete-token';
import { claimFits, contentMatches, fileTypeOf } from './file-types';
import { deleteFile, fileIsFiled, saveFile, type FileKind } from './file-store';

/**
 * The most any county may allow (route bodyLimit). Uploads are read into memory before they are
 * checked and stored, so this bounds what one request can hold.
 */
const UPLOAD_CEILING_BYTES = 100 * 1024 * 1024;

/** What a visitor reads when an upload or removal is refused (docs/product.md#file-rules-on-the-server). */
export const FILE_MESSAGES = {
  tooLarge: UPLOAD_MESSAGES.tooLarge,
  notAccepted: UPLOAD_TEXT.notAccepted,
  contentMismatch: (name: string) => `The content of "${name}" does not match its file type.`,
  empty: (name: string) => `The file "${name}" is empty.`,
  nameMissing: 'The file name is missing: send it in the X-Original-Name header.',
  notFound: 'We could not find that file.',
  filed: 'This file is part of a filed appeal and can no longer be removed.',
} as const;

/** A refusal about one named file, said in the reader's language. */
const fileText = (message: 'notAccepted' | 'contentMismatch' | 'empty', name: string) => localText(`api.FILE_MESSAGES.${message}`, FILE_MESSAGES[message](name), { name });

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The sanitised name of the upload, refused when missing or not of an accepted type. */
function uploadName(request: FastifyRequest): string {
  const raw = header(request, 'x-original-name')?.trim();
  if (!raw) throw new HttpError(400, FILE_MESSAGES.nameMissing);
  const name = sanitiseFileName(raw);
  if (!name || !fileTypeOf(name)) throw new HttpError(400, fileText('notAccepted', name || raw.slice(0, 100)));
  return name;
}

/** The county's limit (file_upload.max_size), never above the server's ceiling. */
function uploadLimit(request: FastifyRequest): number {
  // 0 means unset here (the default applies: docs/product.md#tenant-settings), not 'no uploads'.
  const configured = request.settings['file_upload.max_size'] || DEFAULT_MAX_UPLOAD_BYTES;
  return Math.min(configured, UPLOAD_CEILING_BYTES);
}

interface UploadBudget {
  largestUpload(request: FastifyRequest): number;
  reserve(request: FastifyRequest, bytes: number): Promise<void>;
}

/**
 * Before a byte of the body is read: the name must be acceptable, a declared Content-Length
 * within the county's limit (and within what one address may upload in a whole window), and its
 * bytes within the visitor's and the county's upload budgets (capabilities/limits/upload-byte-quota.ts; an
 * upload without a length takes the limit from them, and gets back what it did not use). The body
 * then flows through a counter that stops it at the limit, so a chunked upload without a length
 * is refused as soon as it grows too large.
 */
async function checkBeforeReading(request: FastifyRequest, payload: Readable, budget: UploadBudget): Promise<Readable> {
  uploadName(request);
  const limit = Math.min(uploadLimit(request), budget.largestUpload(request));
  const length = header(request, 'content-length');
  const declared = length === undefined ? NaN : Number(length);
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, FILE_MESSAGES.tooLarge);
  await budget.reserve(request, Number.isFinite(declared) ? declared : limit);
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limit) callback(new HttpError(413, FILE_MESSAGES.tooLarge));
      else callback(null, chunk);
    },
  });
  payload.on('error', (error) => counter.destroy(error));
  return payload.pipe(counter);
}

/**
 * POST /documents and POST /files (docs/product.md#file-rules-on-the-server): the raw file is the
 * body. Headers: Content-Type (the file's type), X-Original-Name (its name, sanitised again here),
 * X-Convert-To-Pdf ('false'; a 'true' is accepted and ignored: files are kept as uploaded). DELETE
 * /documents/{id} and /files/{id} remove one again.
 *
 * file_upload.max_files is a count per appeal: the browser enforces it while uploading, and the
 * server checks it where the count is known, at POST /appeals (documents[]). What one client address
 * and one county may upload is limited in requests (anonymousWriteLimit) and in bytes
 * (uploadByteQuota). The answer carries the upload's delete token: the public removes a file with it
 * only (DELETE_TOKEN_HEADER), so an id seen in a link removes nothing.
 */
export function registerFileRoutes(api: FastifyInstance, db: Database): void {
  const quota = uploadByteQuota(db, api.limits.uploadBytes);
  // The budget an upload took, until its answer says how much of it was stored.
  const reservations = new WeakMap<FastifyRequest, UploadReservation>();
  const budget: UploadBudget = {
    largestUpload: quota.largestUpload,
    async reserve(request, bytes) {
      const reservation = await quota.reserve(request, bytes);
      if (reservation) reservations.set(request, reservation);
    },
  };
  // A budget not given back only makes the visitor's hour shorter: never a reason to fail the upload.
  const settle = async (request: FastifyRequest, storedBytes: number) => {
    await reservations
      .get(request)
      ?.settle(storedBytes)
      .catch((error: Error) => request.log.warn({ reason: error.message }, 'files: upload budget not given back'));
  };
  // Refused, failed or abandoned: nothing was stored, so the whole reservation goes back.
  const giveBack = (request: FastifyRequest) => settle(request, 0);

  // The raw-body parser applies only inside this scope, to the two upload routes.
  api.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    // parseAs 'buffer' keeps the route bodyLimit in force (a pass-through parser would not).
    uploads.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    // One limit for both upload routes: they are one kind of write.
    const limit = anonymousWriteLimit(uploads, 'uploads');
    uploads.addHook('onResponse', giveBack);
    // Gone while sending: nothing stored. Gone once the body is in, the handler may still store the
    // file and settles it itself; giving back then would let a client that hangs up store for free.
    uploads.addHook('onRequestAbort', async (request) => {
      if (request.body === undefined) await giveBack(request);
    });
    const routes: Array<[string, FileKind]> = [
      ['/documents', 'document'],
      ['/files', 'file'],
    ];
    for (const [path, kind] of routes) {
      const preParsing = (request: FastifyRequest, _reply: FastifyReply, payload: Readable) => checkBeforeReading(request, payload, budget);
      uploads.post(path, { bodyLimit: UPLOAD_CEILING_BYTES, onRequest: limit, preParsing }, async (request, reply) => {
        const name = uploadName(request);
        const type = fileTypeOf(name)!;
        const bytes = request.body as Buffer | undefined;
        if (!bytes || bytes.length === 0) throw new HttpError(400, fileText('empty', name));
        if (!claimFits(type, header(request, 'content-type')) || !contentMatches(type, bytes)) {
          throw new HttpError(400, fileText('contentMismatch', name));
        }
        const row = await saveFile(db, api.fileStorage, { tenantId: request.tenant.id, kind, name, contentType: type.contentType, bytes });
        await settle(request, row.size);
        const answer: UploadedFile = { id: row.id, name: row.name, size: row.size, type: row.contentType, deleteToken: deleteTokenOf(api.tokens, row.tenantId, row.id) };
        return reply.code(201).send(answer);
      });
    }
  });

  // Either upload route's files may be removed through either path (a county may switch
  // appeal.use_new_document_upload while a visitor is uploading); generated comparables PDFs may not.
  for (const path of ['/documents/:id', '/files/:id']) {
    api.delete<{ Params: { id: string } }>(path, async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const tenantId = request.tenant.id;
      // The public needs the upload's delete token; without it (or with another) the file is as
      // unknown as an id that never existed, so the answer does not tell whether it does. Staff are known.
      if (request.staff === null && !isDeleteToken(api.tokens, tenantId, id, header(request, DELETE_TOKEN_HEADER.toLowerCase()))) {
        throw new HttpError(404, FILE_MESSAGES.notFound);
      }
      if (await fileIsFiled(db, tenantId, id)) throw new HttpError(409, FILE_MESSAGES.filed);
      const deleted = await deleteFile(db, api.fileStorage, tenantId, id, ['document', 'file'], (message) => request.log.warn(message));
      if (!deleted) throw new HttpError(404, FILE_MESSAGES.notFound);
      return reply.code(204).send();
    });
  }
}
