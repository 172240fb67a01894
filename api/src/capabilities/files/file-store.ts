import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { isUuid } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appealDocuments, appealEvidence, appeals, changeRequests, files, type FileRow } from '../../infrastructure/db/schema';
import type { FileStorage } from './file-storage';

export type FileKind = 'document' | 'file' | 'comps-pdf';

interface NewFile {
  tenantId: string;
  kind: FileKind;
  /** Already sanitised. */
  name: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Bytes first, then the row; when the row cannot be written the bytes are removed again. So a
 * row always has its bytes, and bytes without a row exist only for the moment between the two.
 */
export async function saveFile(db: Database, storage: FileStorage, file: NewFile): Promise<FileRow> {
  const id = randomUUID();
  await storage.put(file.tenantId, id, file.bytes);
  try {
    const [row] = await db
      .insert(files)
      .values({
        tenantId: file.tenantId,
        id,
        kind: file.kind,
        name: file.name,
        contentType: file.contentType,
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      })
      .returning();
    return row;
  } catch (error) {
    await storage.delete(file.tenantId, id).catch(() => undefined);
    throw error;
  }
}

/** The county's file with this id; an id that is not a uuid simply is not found. */
export async function findFile(db: Database, tenantId: string, id: string): Promise<FileRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.id, id)))
    .limit(1);
  return row;
}

/** Whether a filed appeal of the county refers to the file (as a document or as its comparables PDF), or a change request (its document). */
export async function fileIsFiled(db: Database, tenantId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [document] = await db
    .select({ id: appealDocuments.fileId })
    .from(appealDocuments)
    .where(and(eq(appealDocuments.tenantId, tenantId), eq(appealDocuments.fileId, id)))
    .limit(1);
  if (document) return true;
  const [pdf] = await db
    .select({ id: appeals.id })
    .from(appeals)
    .where(and(eq(appeals.tenantId, tenantId), eq(appeals.compsPdfId, id)))
    .limit(1);
  if (pdf) return true;
  const [evidence] = await db
    .select({ id: appealEvidence.fileId })
    .from(appealEvidence)
    .where(and(eq(appealEvidence.tenantId, tenantId), eq(appealEvidence.fileId, id)))
    .limit(1);
  if (evidence) return true;
  const [request] = await db
    .select({ id: changeRequests.id })
    .from(changeRequests)
    .where(and(eq(changeRequests.tenantId, tenantId), eq(changeRequests.documentId, id)))
    .limit(1);
  return Boolean(request);
}

/**
 * Deletes the row of one of `kinds`, then the bytes. Returns false when there was no such file.
 * Row first: should the bytes outlive it (a failed unlink), nothing can reach them any more.
 */
export async function deleteFile(
  db: Database,
  storage: FileStorage,
  tenantId: string,
  id: string,
  kinds: FileKind[],
  warn: (message: string) => void = () => undefined,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.id, id), inArray(files.kind, kinds)))
    .returning({ id: files.id });
  if (deleted.length === 0) return false;
  await storage.delete(tenantId, id).catch((error: Error) => warn(`file ${tenantId}/${id}: row deleted, bytes left behind: ${error.message}`));
  return true;
}
