// Counties without SQL: npm run county -- create|list|show|set|keys|modules|seasons ... (COUNTY_USAGE
// in county-command.ts). On DATABASE_URL when set, otherwise PGlite in DATA_DIR (default <repo>/data).
import os from 'node:os';
import { environmentOrExit } from '../../infrastructure/config/environment';
import { openDatabase } from '../../infrastructure/db/client';
import { DataDirInUseError } from '../../infrastructure/db/data-dir-lock';
import { COUNTY_HELP, COUNTY_USAGE, CountyUsageError, parseCountyCommand, runCountyCommand } from './county-command';

async function main(): Promise<number> {
  let command;
  try {
    command = parseCountyCommand(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof CountyUsageError)) throw error;
    console.error(`${error.message}\n\n${error.command ? `Usage: ${COUNTY_HELP[error.command]}` : COUNTY_USAGE}`);
    return 2;
  }
  if (command.kind === 'help') {
    console.log(command.command ? `Usage: ${COUNTY_HELP[command.command]}` : COUNTY_USAGE);
    return 0;
  }
  const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DATABASE_POOL_SIZE: poolSize } = environmentOrExit(process.env);
  let database;
  try {
    database = await openDatabase(databaseUrl ? { databaseUrl, poolSize } : { dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    return await runCountyCommand(
      database.db,
      command,
      { out: (line) => console.log(line), err: (line) => console.error(line) },
      { by: `command line (${os.userInfo().username})` },
    );
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
