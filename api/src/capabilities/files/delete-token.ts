import { timingSafeEqual } from 'node:crypto';
import type { TokenSigner } from '../../infrastructure/tokens/signed-token';

/**
 * The delete token of an upload: a keyed digest of the county and the file's id with the server
 * secret (infrastructure/tokens/signed-token.ts digest, PORTAL_SECRET), so nothing is stored and only the upload's
 * answer ever holds it. Knowing a file's id (it is in the download link) is not enough to remove it.
 */
export function deleteTokenOf(tokens: TokenSigner, tenantId: string, fileId: string): string {
  return tokens.digest('upload-delete', `${tenantId}|${fileId.toLowerCase()}`);
}

/** Whether `given` is the file's delete token, compared in constant time. */
export function isDeleteToken(tokens: TokenSigner, tenantId: string, fileId: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(deleteTokenOf(tokens, tenantId, fileId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
