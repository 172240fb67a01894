import { APPEAL_MESSAGES, FILER_MESSAGES } from 'mfe-shared/schemas';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** Messages the shared schemas write for people (docs/product.md#validation-rules-and-messages); these pass through as they are. */
const PRODUCT_MESSAGES = new Set<string>([...Object.values(FILER_MESSAGES), ...Object.values(APPEAL_MESSAGES)]);
export const isProductMessage = (message: string) => PRODUCT_MESSAGES.has(message) || message.startsWith('Value must be between ');

// zod's own wording, written for developers; a schema's custom messages never start like this.
const ZOD_DEFAULT = /^(Invalid (input|option|string|number|type|element|key|union|format)|Too (small|big)|Unrecognized key)/;

/** True for zod's generic messages ('Invalid input: expected string, received undefined'), which need the field named. */
export const isZodDefaultMessage = (message: string) => ZOD_DEFAULT.test(message) && !isProductMessage(message);

/**
 * One message for a request body the schema refused. The product's own messages are kept word for
 * word (`say` gives them in the reader's language); zod's generic ones ('Invalid input: expected string, received undefined') name the field,
 * so the reader knows where to look.
 */
export function readableValidationMessage(
  issues: readonly ValidationIssue[],
  what: string,
  keep: (message: string) => boolean = isProductMessage,
  say: (message: string) => string = (message) => message,
): string {
  const messages = issues.map(({ instancePath = '', message = '' }) => {
    // A kept message is one of the product's, said in the reader's language; zod's own stay English.
    if (keep(message)) return say(message);
    const field = instancePath.split('/').filter(Boolean).join('.');
    if (!field) return `${what} could not be read: send it as a JSON object.`;
    const detail = message.replace(/^Invalid input: /, '');
    return `${what} has a missing or wrong "${field}" (${detail || 'not valid'}).`;
  });
  return [...new Set(messages)].join(' ');
}
