// Staff accounts on purpose: npm run staff -- add|list|disable ... (STAFF_USAGE in
// staff-command.ts). On DATABASE_URL when set, otherwise PGlite in DATA_DIR (default <repo>/data).
import { environmentOrExit } from '../../infrastructure/config/environment';
import { openDatabase } from '../../infrastructure/db/client';
import { DataDirInUseError } from '../../infrastructure/db/data-dir-lock';
import { parseStaffCommand, runStaffCommand, STAFF_USAGE, StaffUsageError, type StaffIo } from './staff-command';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<number> {
  let command;
  try {
    command = parseStaffCommand(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof StaffUsageError)) throw error;
    console.error(`${error.message}\n\n${STAFF_USAGE}`);
    return 1;
  }
  if (command.kind === 'help') {
    console.log(STAFF_USAGE);
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
  const io: StaffIo = { out: (line) => console.log(line), err: (line) => console.error(line), readStdin };
  try {
    return await runStaffCommand(database.db, command, io);
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
