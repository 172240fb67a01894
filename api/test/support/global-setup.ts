import { ensurePgliteTemplate, ensurePostgresTemplate } from './database-template';

// Once per jest run, before any worker starts: the migrated templates every test file copies
// (database-template.ts), so no two workers build the same one at once.
export default async function globalSetup(): Promise<void> {
  await ensurePgliteTemplate();
  if (process.env.DATABASE_URL) await ensurePostgresTemplate(process.env.DATABASE_URL);
}
