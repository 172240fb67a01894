import { Transform, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/**
 * A route's preParsing hook that refuses a body over `limit` bytes with 413 and `message` (Fastify's
 * own bodyLimit answers only "The request is too large."): a declared Content-Length at once, before
 * a byte is read; a body without one as soon as it grows past the limit.
 */
export function limitBody(limit: number, message: string) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: Readable): Promise<Readable> => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, message);
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > limit) callback(new HttpError(413, message));
        else callback(null, chunk);
      },
    });
    payload.on('error', (error) => counter.destroy(error));
    return payload.pipe(counter);
  };
}
