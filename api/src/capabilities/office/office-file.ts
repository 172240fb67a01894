import type { FastifyReply } from 'fastify';
import type { FileStorage } from '../files/file-storage';

/** Types a browser shows itself; anything else is always a download. */
const INLINE_TYPES = /^(application\/pdf|image\/(png|jpeg)|text\/plain)\b/;

interface StoredFileRow {
  id: string;
  tenantId: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * Sends a file an office record refers to (an appeal's document, a meeting's attachment): `attachment`
 * unless `inline` is asked and the type is one a browser shows safely; never cached.
 */
export async function sendOfficeFile(reply: FastifyReply, storage: FileStorage, row: StoredFileRow, disposition: 'inline' | 'attachment'): Promise<FastifyReply> {
  // Streamed: the reply holds a piece of the file at a time, whatever its size.
  const bytes = await storage.open(row.tenantId, row.id);
  // A row always has its bytes (they are written first); missing bytes are our fault, not the caller's.
  if (!bytes) throw new Error(`file ${row.tenantId}/${row.id} has a row but no bytes`);
  const inline = disposition === 'inline' && INLINE_TYPES.test(row.contentType);
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('Content-Type', row.contentType)
    .header('Content-Length', row.size)
    .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${row.name.replace(/["\\]/g, '_')}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(bytes);
}
