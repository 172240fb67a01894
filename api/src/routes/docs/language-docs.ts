/** What the OpenAPI document says about languages, in one place for every route that needs it. */

/** The request header every call of the tenant API reads. */
export const ACCEPT_LANGUAGE_DOC =
  "The visitor's language ('es', 'en', or a browser's 'es-US,es;q=0.9'): refusals, and the texts the answer writes for a person, come in the first of its languages the county offers (general.languages), otherwise in English. Content-Language names it when it is not English.";

/** The response header of a refusal said in another language than English. */
export const CONTENT_LANGUAGE_DOC = "The language of `message` when it is not English ('es'); absent for English.";

/** The writes that keep their filer's language. */
export const STORED_LANGUAGE_DOC =
  "The request's language (Accept-Language, among the county's) is stored with the record: every later e-mail about it, and its receipt or invitation, is written in it.";

/** The documents of a status link. */
export const DOCUMENT_LANGUAGE_DOC =
  "In the filer's language, stored when the record was made; `lang` (en or es) asks for another the county offers, as the status page does for the language it shows. Content-Language names it when it is not English.";
