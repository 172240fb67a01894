// The demo comparables tool on its own: npm run comper-tool -w api
// COMPER_PORT (default 8081; 0: any free port), HOST (default localhost: this machine only),
// COMPER_API_ORIGIN (default http://localhost:8080), COMPER_TENANT (default harbor-county).
import { environmentOrExit } from '../../infrastructure/config/environment';
import { startComperTool } from './start';

async function main(): Promise<void> {
  const config = environmentOrExit(process.env);
  const tool = await startComperTool({
    port: config.COMPER_PORT,
    host: config.HOST,
    apiOrigin: config.COMPER_API_ORIGIN ?? 'http://localhost:8080',
    defaultTenant: config.COMPER_TENANT,
  });
  if (!tool) process.exit(1);
  const close = () => void tool.close().then(() => process.exit(0));
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
