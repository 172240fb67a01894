import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const MIN_SECRET_LENGTH = 32;
export const SECRET_FILE = 'portal-secret';

/**
 * The key of the status links (infrastructure/tokens/signed-token.ts): PORTAL_SECRET when set (at least 32
 * characters), otherwise a random one generated once into `<DATA_DIR>/portal-secret` (mode 0600)
 * and read back at every start, so links in e-mails keep working after a restart. Several API
 * processes on different machines must share one: set PORTAL_SECRET for them. Changing it breaks
 * every link already sent.
 */
export function loadPortalSecret(given: string | undefined, dataDir: string): { secret: Buffer; source: 'env' | 'file' | 'generated' } {
  if (given) return { secret: Buffer.from(given, 'utf8'), source: 'env' };
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return { secret: Buffer.from(stored, 'utf8'), source: 'file' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  // wx: a second process starting at the same moment keeps the first one's secret.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { secret: Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8'), source: 'file' };
  }
  return { secret: Buffer.from(secret, 'utf8'), source: 'generated' };
}
