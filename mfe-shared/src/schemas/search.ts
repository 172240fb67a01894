import { z } from 'zod';
import { propertySchema } from './property';
import { SEARCH_PAGE_SIZE } from '../rules/search-rules';

/** GET /prc/search query: what the API accepts, with messages a person can act on. */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Enter part of an address, an owner name or a parcel number to search for.').max(200, 'The search term is too long.'),
  page: z.coerce.number().int('The page must be a whole number.').min(1, 'The page must be 1 or more.').default(1),
  size: z.coerce
    .number()
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be between 1 and 100.')
    .max(100, 'The page size must be between 1 and 100.')
    .default(SEARCH_PAGE_SIZE),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** The search answer (docs/product.md#data-shapes). */
export const searchResponseSchema = z.object({
  results: z.array(propertySchema),
  pagination: z.object({ totalCount: z.number().int(), totalPages: z.number().int() }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
