import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's minimum memory-hard parameters (19 MiB, 2 passes, 1 lane): about
 * 30-60 ms a check here, so sign-in stays quick while guessing offline stays expensive.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash is a failed check, not a server fault
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks the password against a hash nobody's password matches. Used for an unknown e-mail, so
 * that an unknown address costs the same time as a wrong password and timing tells nothing.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
