import { propertySchema } from 'mfe-shared/schemas';
import { z } from 'zod';

/** GET /prc/{id}/nearby: the subject and its comparable parcels, nearest first. */
export const nearbyResponseSchema = z.object({ subject: propertySchema, results: z.array(propertySchema) });
