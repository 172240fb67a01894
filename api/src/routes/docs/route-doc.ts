import type { z } from 'zod';

/** What the OpenAPI document says about one route beyond its zod schemas. */
export interface RouteDoc {
  tag: string;
  summary: string;
  description?: string;
  /** Refusals by status code: when the server answers it, with the messages it sends. */
  errors: Record<number, string>;
  /** A success without a JSON body (204, or HEAD's count header). */
  noContent?: { status: number; description: string; countHeader?: string };
  /** A success the route does not declare as a zod schema. */
  response?: { status: number; schema: z.ZodType; description: string };
  /** The raw file upload body (POST /documents and /files). */
  rawBody?: true;
  /** Request body types besides JSON's. */
  consumes?: string[];
  /** A binary success (the download). */
  binaryResponse?: string;
  /** Its media type (application/octet-stream when omitted). */
  binaryType?: string;
  /** Request headers the route reads: name -> [description, required]. */
  headers?: Record<string, [string, boolean]>;
  /** Left out of the document on purpose: why. */
  hidden?: string;
}
