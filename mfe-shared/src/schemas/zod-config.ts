// Why: zod compiles object parsers with new Function unless told not to; the county pages'
// Content-Security-Policy has no 'unsafe-eval' (api/src/routes/web/county-csp.ts), so in a browser the
// attempt would be refused and reported as a violation. The API keeps the compiled parsers.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
