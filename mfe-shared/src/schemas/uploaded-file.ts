import { z } from 'zod';

/**
 * The header DELETE /documents/{id} and /files/{id} read an upload's delete token from: a header,
 * never the URL, so the token stays out of logs and browser history.
 */
export const DELETE_TOKEN_HEADER = 'X-Delete-Token';

/** POST /documents and /files answer this (docs/product.md#file-rules-on-the-server). */
export const uploadedFileSchema = z.object({
  id: z.uuid(),
  /** Sanitised again by the server. */
  name: z.string(),
  size: z.number().int(),
  /** The type the server stores and serves, decided by the extension. */
  type: z.string(),
  /**
   * What removing this upload needs (DELETE_TOKEN_HEADER) while no appeal holds it: the browser keeps
   * it with the document, so only the visitor who uploaded the file can take it away again.
   */
  deleteToken: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
