import type { Language } from 'mfe-shared/domain';
import type { Database } from '../db/client';
import { say } from '../i18n/local-text';
import type { TokenSigner } from '../tokens/signed-token';
import { hasConfirmed, recipientKey } from './recipient-standing';

/**
 * Whom an e-mail goes to, and how far the county may trust what the filer typed. Anyone can type
 * someone else's address into a form, with a "name" that is a phishing line; until the address
 * has confirmed something in the county, its e-mails greet "Hello," and carry none of the filer's
 * text (docs/security.md#the-countys-mail-is-not-the-attackers).
 */
export interface Addressee {
  /** The To: with the typed name only for a confirmed address. */
  to: { name: string; address: string };
  /** The address has confirmed something in the county: its e-mails may repeat what the filer typed. */
  confirmed: boolean;
  /** The address's keyed digest: what the daily limit of an unconfirmed address counts by. */
  key: string;
  /** "Dear {name}," for a confirmed address (with a name), "Hello," otherwise, in `language`. */
  greeting(language: Language): string;
}

export type AddresseeOf = (typed: { name: string; address: string }) => Promise<Addressee>;

/** Looks addresses up in one county. */
export function addresseesOf(db: Database, tokens: Pick<TokenSigner, 'digest'>, tenantId: string): AddresseeOf {
  return async ({ name, address }) => {
    const key = recipientKey(tokens, tenantId, address);
    const confirmed = await hasConfirmed(db, tenantId, key);
    const named = confirmed && name !== '';
    return {
      to: { name: named ? name : '', address },
      confirmed,
      key,
      greeting: (language) => (named ? say(language, 'api.email.greeting', { name }) : say(language, 'api.email.hello')),
    };
  };
}
