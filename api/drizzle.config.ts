import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from api/) writes migrations here; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/infrastructure/db/schema.ts',
  out: './drizzle',
});
