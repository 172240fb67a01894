// Counties without SQL: npm run county -- create|list|show|set|keys|modules|seasons|reasons|places ... (COUNTY_USAGE
// in county-command.ts). On DATABASE_URL when set, otherwise PGlite in DATA_DIR (default <repo>/data).
import { exitWhenDone, onTheDatabase } from '../command-line/on-the-database';
import os from 'node:os';
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
  return onTheDatabase((db) =>
    runCountyCommand(db, command, { out: (line) => console.log(line), err: (line) => console.error(line) }, { by: `command line (${os.userInfo().username})` }),
  );
}

exitWhenDone(main);
