// A county's parcel roll: npm run parcels -- import|owner-codes|generate ... (PARCELS_USAGE in parcels-command.ts).
// On DATABASE_URL when set, otherwise PGlite in DATA_DIR (default <repo>/data).
import { exitWhenDone, onTheDatabase } from '../command-line/on-the-database';
import os from 'node:os';
import type { RollProgress } from '../../capabilities/parcel-roll/roll-import';
import { PARCELS_HELP, PARCELS_USAGE, ParcelsUsageError, parseParcelsCommand, runOwnerCodes, runParcelsImport } from './parcels-command';
import { writeSyntheticRoll } from './synthetic-roll';

function progressWriter(): (progress: RollProgress) => void {
  let lastLine = -Infinity;
  return ({ rows, bytes, totalBytes, seconds }) => {
    const share = totalBytes ? bytes / totalBytes : 0;
    const perSecond = rows / Math.max(seconds, 0.001);
    const left = share > 0 ? seconds / share - seconds : 0;
    const text = `${rows.toLocaleString('en-US')} rows, ${Math.round(perSecond).toLocaleString('en-US')} a second, ${Math.round(share * 100)}%, about ${Math.ceil(left)} s left`;
    if (process.stderr.isTTY) {
      const width = 30;
      const done = Math.round(share * width);
      process.stderr.write(`\r[${'#'.repeat(done)}${' '.repeat(width - done)}] ${text}   ${share >= 1 ? '\n' : ''}`);
    } else if (seconds - lastLine >= 5 || share >= 1) {
      lastLine = seconds;
      console.error(text);
    }
  };
}

async function main(): Promise<number> {
  let command;
  try {
    command = parseParcelsCommand(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ParcelsUsageError)) throw error;
    console.error(`${error.message}\n\n${error.command ? `Usage: ${PARCELS_HELP[error.command]}` : PARCELS_USAGE}`);
    return 2;
  }
  if (command.kind === 'help') {
    console.log(command.command ? `Usage: ${PARCELS_HELP[command.command]}` : PARCELS_USAGE);
    return 0;
  }
  if (command.kind === 'generate') {
    // A reader that stops early (| head) is no failure.
    process.stdout.on('error', (error: NodeJS.ErrnoException) => process.exit(error.code === 'EPIPE' ? 0 : 1));
    const write = (chunk: string) => new Promise<void>((resolve) => (process.stdout.write(chunk) ? resolve() : process.stdout.once('drain', resolve)));
    await writeSyntheticRoll(command.rows, command.year, write, command.changed);
    return 0;
  }
  const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line), progress: progressWriter() };
  const by = `command line (${os.userInfo().username})`;
  if (command.kind === 'owner-codes') return onTheDatabase((db) => runOwnerCodes(db, command, io, by));
  return onTheDatabase((db) => runParcelsImport(db, command, io, by));
}

exitWhenDone(main);
