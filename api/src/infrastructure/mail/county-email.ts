import type { Language } from 'mfe-shared/domain';
import type { Settings } from 'mfe-shared/schemas';
import type { Database } from '../db/client';
import type { StatusKind, TokenSigner } from '../tokens/signed-token';
import type { AddresseeOf } from './addressee';
import type { EmailContent, Office } from './email-layout';
import type { OutgoingEmail } from './outgoing-email';

/**
 * What every e-mail of a county is written with, made once per outbox row by the composer
 * (capabilities/emails/compose-email.ts): the county, its office and clock, its links, who may be
 * written to, and how a message is put together. Each capability writes its own e-mails with it.
 */
export interface CountyEmail<CountySettings extends Settings = Settings> {
  db: Database;
  tokens: TokenSigner;
  tenantId: string;
  /** The county's settings as the server holds them (with its server-only keys). */
  settings: CountySettings;
  timeZone: string;
  now: Date;
  /** Where visitors reach the portal (PORTAL_PUBLIC_URL): every link starts with it. */
  publicUrl: string;
  /** The county's office in a language: its name in its own translation, its phone and e-mail. */
  officeIn: (language: Language) => Office;
  /** The status link of a record, opening in `language` (the e-mail's); its expiry counts from the record's creation. */
  link: (kind: StatusKind, id: string, createdAt: Date, language: Language) => string;
  /** The day that link stops working, in a language. */
  linkUntil: (createdAt: Date, language: Language) => string;
  /** Anyone can type someone's address into a form: whom an e-mail may say what to (addressee.ts). */
  addresseeOf: AddresseeOf;
  /** The parcel as the county's records name it: its id, and its address there. */
  countyParcel: (parcelId: string) => Promise<string>;
  /**
   * The message: from the county, in `language`, rendered in the portal's layout. `unconfirmedRecipient`:
   * the address's digest when a visitor caused this e-mail and the address has confirmed nothing (the daily limit counts it).
   */
  message: (
    language: Language,
    to: { name: string; address: string },
    subject: string,
    content: EmailContent,
    attachments?: OutgoingEmail['attachments'],
    unconfirmedRecipient?: string,
  ) => OutgoingEmail;
}

/** The e-mail of one kind of outbox row, from the row's payload; null when there is nothing to send any more. */
export type KindComposer<CountySettings extends Settings = Settings> = (
  email: CountyEmail<CountySettings>,
  kind: string,
  payload: Record<string, unknown>,
) => Promise<OutgoingEmail | null>;

/**
 * A screen of the county's site as an e-mail links to it: `/{tenant}/?lang={language}#{route}`. The
 * e-mail's language goes with it in the form the site starts a visit in (the shell's `?lang=`), so
 * the page opens in the language the e-mail is written in whatever the browser's own language is;
 * the visitor can still switch.
 */
export function portalUrl(publicUrl: string, tenantId: string, route: string, language: Language): string {
  return `${publicUrl.replace(/\/+$/, '')}/${encodeURIComponent(tenantId)}/?lang=${language}#${route}`;
}

/** The status link of a record: `/{tenant}/?lang={language}#/status/{token}` (the token is the only secret in it). */
export function statusUrl(publicUrl: string, tenantId: string, token: string, language: Language): string {
  return portalUrl(publicUrl, tenantId, `/status/${token}`, language);
}

/** A payload's text field; anything else is empty. */
export const payloadText = (value: unknown) => (typeof value === 'string' ? value : '');
