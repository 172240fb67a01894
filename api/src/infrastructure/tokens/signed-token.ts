import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a status link opens: one appeal or one meeting. */
export type StatusKind = 'appeal' | 'meeting';
/**
 * What a signed link opens: a status (an appeal or a meeting), a saved appeal draft (appeal-drafts/),
 * or one pending appeal that its holder may confirm (`confirm`: only ever in the filer's e-mail).
 * `filer`: no link; the filing browser's hold on its pending appeal, to send the confirmation
 * e-mail again or to another address (capabilities/appeals/confirmation-email-routes.ts).
 * `staff-invitation`: an invitation to the office desk, to choose a password once (capabilities/staff/staff-invitations.ts).
 */
export type TokenKind = StatusKind | 'appeal-draft' | 'confirm' | 'filer' | 'staff-invitation';

export interface TokenClaims {
  kind: TokenKind;
  tenantId: string;
  /** The appeal's or meeting's id. */
  id: string;
  expiresAt: Date;
}

/** Why a token was refused; the status routes turn each into a plain 4xx message. */
export type TokenProblem = 'invalid' | 'expired';

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; problem: TokenProblem };

const VERSION = 'v1';
const KINDS: Record<number, TokenKind> = { 1: 'appeal', 2: 'meeting', 3: 'appeal-draft', 4: 'confirm', 5: 'filer', 6: 'staff-invitation' };
const CODES: Record<TokenKind, number> = { appeal: 1, meeting: 2, 'appeal-draft': 3, confirm: 4, filer: 5, 'staff-invitation': 6 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CLAIMS_BYTES = 21;

/** The record's uuid in a token's claims (bytes 1 to 16), written as uuids are. */
function recordIdOf(claims: Buffer): string {
  const hex = claims.subarray(1, 17).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How long a status link works: long enough for an appeal season and its decision. */
export const STATUS_TOKEN_DAYS = 400;

/**
 * Signed links: `v1.<claims>.<signature>`, both parts base64url, 75 characters in all
 * (short enough for a plain-text e-mail and a URL path segment). The claims are 21 bytes: the
 * kind (1 byte), the record's uuid (16) and the expiry in Unix seconds (4). The signature is
 * HMAC-SHA256 with the server secret over `v1|<county>|<claims>`: the county is part of what is
 * signed, so a token made for one county fails the check in any other (it is "encoded" without
 * making the link longer). Compared in constant time. The token shows one record until it
 * expires, and nothing else; nothing personal is in it.
 */
export function tokenSigner(secret: Buffer) {
  // `binding`: what else the token holds only for as long as it stays true, signed but not carried.
  const mac = (tenantId: string, claims: Buffer, binding: string) =>
    createHmac('sha256', secret)
      .update(`${VERSION}|${tenantId}|${binding ? `${binding}|` : ''}`)
      .update(claims)
      .digest();

  return {
    sign({ kind, tenantId, id, expiresAt }: TokenClaims, binding = ''): string {
      if (!UUID.test(id)) throw new Error('a status token names a record by its uuid');
      const claims = Buffer.alloc(CLAIMS_BYTES);
      claims.writeUInt8(CODES[kind], 0);
      Buffer.from(id.replace(/-/g, ''), 'hex').copy(claims, 1);
      claims.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 17);
      return `${VERSION}.${claims.toString('base64url')}.${mac(tenantId, claims, binding).toString('base64url')}`;
    },

    /** The claims of a genuine, unexpired token of `tenantId` (signed with `binding`, if any), or why not. */
    verify(token: string, tenantId: string, now: Date = new Date(), binding = ''): TokenCheck {
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== VERSION || !/^[\w-]{28}$/.test(parts[1]) || !/^[\w-]{43}$/.test(parts[2])) return { ok: false, problem: 'invalid' };
      const claims = Buffer.from(parts[1], 'base64url');
      const given = Buffer.from(parts[2], 'base64url');
      const expected = mac(tenantId, claims, binding);
      // Re-encoding must give the same text: no second spelling of one token.
      // The signature's last character carries 2 unused bits: without this check 4 spellings verified.
      if (claims.length !== CLAIMS_BYTES || claims.toString('base64url') !== parts[1] || given.length !== expected.length || given.toString('base64url') !== parts[2]) {
        return { ok: false, problem: 'invalid' };
      }
      if (!timingSafeEqual(given, expected)) return { ok: false, problem: 'invalid' };
      const kind = KINDS[claims.readUInt8(0)];
      if (!kind) return { ok: false, problem: 'invalid' };
      const id = recordIdOf(claims);
      const expiresAt = new Date(claims.readUInt32BE(17) * 1000);
      if (expiresAt.getTime() <= now.getTime()) return { ok: false, problem: 'expired' };
      return { ok: true, claims: { kind, tenantId, id, expiresAt } };
    },

    /**
     * A keyed digest of `value` (HMAC-SHA256 with the server secret, base64url): what the database
     * may keep instead of a client's address, so rows can be counted per address while a copy of
     * the database cannot be read back into addresses (the address space is small enough to hash
     * through without the key). `purpose` keeps one use's digests apart from another's.
     */
    digest(purpose: string, value: string): string {
      return createHmac('sha256', secret).update(`${purpose}|`).update(value).digest('base64url');
    },

    /**
     * The status token of a record: valid STATUS_TOKEN_DAYS from `issuedFrom`. The API and the
     * e-mails pass the record's creation time, so a record has one link (a retried filing answers
     * the same token, and the e-mail's link is the one the confirmation page holds).
     */
    statusToken(kind: StatusKind, tenantId: string, id: string, issuedFrom: Date): string {
      return this.sign({ kind, tenantId, id, expiresAt: new Date(issuedFrom.getTime() + STATUS_TOKEN_DAYS * 86_400_000) });
    },

    /**
     * The link to a saved appeal draft, valid until `expiresAt` (its save + appeal.draft_days). Its
     * kind is part of what is signed, so it opens the draft and no status page, and a status link
     * opens no draft.
     */
    draftToken(tenantId: string, id: string, expiresAt: Date): string {
      return this.sign({ kind: 'appeal-draft', tenantId, id, expiresAt });
    },

    /**
     * The confirmation link of a pending appeal: valid until `confirmBy` (capabilities/appeals/confirm-appeal.ts
     * confirmDeadline), and only while the appeal's address is still `address`: once the filer corrects a
     * mistyped address, the link sent to the wrong one opens nothing (confirmBinding).
     */
    confirmToken(tenantId: string, id: string, confirmBy: Date, address: string): string {
      return this.sign({ kind: 'confirm', tenantId, id, expiresAt: confirmBy }, confirmBinding(address));
    },

    /** The kind and record a token names, read without checking it: to know what to check it against. */
    peek(token: string): { kind: TokenKind; id: string } | null {
      const claims = /^v1\.([\w-]{28})\./.exec(token)?.[1];
      if (!claims) return null;
      const bytes = Buffer.from(claims, 'base64url');
      const kind = KINDS[bytes.readUInt8(0)];
      return kind ? { kind, id: recordIdOf(bytes) } : null;
    },

    /**
     * The filing browser's token of a pending public appeal, answered only by POST /appeals and
     * never put in a link or an e-mail: valid until `confirmBy`, it lets that browser send the
     * confirmation e-mail again, or to a corrected address, and nothing else.
     */
    filerToken(tenantId: string, id: string, confirmBy: Date): string {
      return this.sign({ kind: 'filer', tenantId, id, expiresAt: confirmBy });
    },
  };
}

export type TokenSigner = ReturnType<typeof tokenSigner>;

/** What a confirmation link is bound to: the address it was sent to, as the appeal holds it. */
export const confirmBinding = (address: string) => `to:${address.trim().toLowerCase()}`;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildApp: signs and checks status links (PORTAL_SECRET). */
    tokens: TokenSigner;
  }
}
