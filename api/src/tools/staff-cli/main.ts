// Staff accounts on purpose: npm run staff -- add|list|disable ... (STAFF_USAGE in
// staff-command.ts). On DATABASE_URL when set, otherwise PGlite in DATA_DIR (default <repo>/data).
import { exitWhenDone, onTheDatabase } from '../command-line/on-the-database';
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
  const io: StaffIo = { out: (line) => console.log(line), err: (line) => console.error(line), readStdin };
  return onTheDatabase((db) => runStaffCommand(db, command, io));
}

exitWhenDone(main);
