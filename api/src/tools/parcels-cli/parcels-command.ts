import { parseArgs } from 'node:util';
import type { Database } from '../../infrastructure/db/client';
import { importRoll, type RollProgress, type RollSummary } from '../../capabilities/parcel-roll/roll-import';
import { BUILT_IN_LAYOUTS, loadLayout, RollRefusal } from '../../capabilities/parcel-roll/roll-layout';
import { issueOwnerCodes } from '../../capabilities/parcel-roll/owner-codes';
import { parseArgsMessage } from '../command-line/parse-args-message';

export const PARCELS_HELP: Record<string, string> = {
  import: `npm run parcels -- import <county> <file.csv> [--layout ${BUILT_IN_LAYOUTS.join('|')}|<mapping.json>] [--dry-run] [--year <year>] [--max-rejects <percent>]
  Loads the county's parcel roll from its CSV export (layout florida-nal unless --layout says
  otherwise): new parcels added, changed ones changed, parcels missing from the file marked
  inactive (never deleted). One transaction: visitors search the old roll until it is done. Every
  refused row is in <file.csv>.rejects.csv (line, column, reason); more than --max-rejects (1%)
  refused stops the import with nothing changed. --dry-run checks and counts, and writes nothing.`,
  'owner-codes': `npm run parcels -- owner-codes <county> --export <codes.csv> [--all]
  Gives each active parcel without an owner code a new one (--all: every active parcel, for a new
  notice run) and writes them, with each owner and mailing address, to <codes.csv> for the notice
  printer. Only the codes' hashes are kept: that file is the one copy, readable by you only, and
  never written over. A roll can carry its own codes instead (the layout's ownerCode field).`,
  generate: `npm run parcels -- generate --rows <count> [--year <year>] [--changed <n>] > roll.csv
  Writes a synthetic roll in the florida-nal layout (the NAL file's columns) to standard output, for
  tests and benchmarks; --changed <n> gives 1 row in 100 another value (a corrected re-export).`,
};

export const PARCELS_USAGE = `Usage: npm run parcels -- <command> ... (npm run parcels -- <command> --help for one)

${Object.values(PARCELS_HELP).join('\n\n')}

The database is DATABASE_URL when set, otherwise PGlite in DATA_DIR (default ./data); stop the
portal first when it runs on PGlite (one process at a time). Layouts: docs/parcel-rolls.md.`;

export class ParcelsUsageError extends Error {
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
  }
}

export type ParcelsCommand =
  | { kind: 'help'; command?: string }
  | { kind: 'import'; county: string; file: string; layout: string; dryRun: boolean; year?: number; maxRejects: number }
  | { kind: 'owner-codes'; county: string; file: string; all: boolean }
  | { kind: 'generate'; rows: number; year: number; changed: number };

const OPTIONS = {
  layout: { type: 'string' },
  'dry-run': { type: 'boolean' },
  year: { type: 'string' },
  'max-rejects': { type: 'string' },
  rows: { type: 'string' },
  changed: { type: 'string' },
  export: { type: 'string' },
  all: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const ALLOWED: Record<string, string[]> = {
  import: ['layout', 'dry-run', 'year', 'max-rejects'],
  'owner-codes': ['export', 'all'],
  generate: ['rows', 'year', 'changed', 'layout'],
};

const wholeNumber = (value: string | undefined, option: string, command: string, fallback?: number): number => {
  if (value === undefined && fallback !== undefined) return fallback;
  const number = Number(value?.replace(/[_,]/g, ''));
  if (value === undefined || !Number.isInteger(number) || number < 0)
    throw new ParcelsUsageError(`--${option} takes a whole number${value === undefined ? '' : `, not "${value}"`}.`, command);
  return number;
};

export function parseParcelsCommand(argv: string[]): ParcelsCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new ParcelsUsageError(
      parseArgsMessage(error),
      argv.find((word) => word in ALLOWED),
    );
  }
  const { values, positionals } = parsed;
  const [kind, ...rest] = positionals;
  if (kind === undefined) return { kind: 'help' };
  if (!(kind in ALLOWED)) throw new ParcelsUsageError(`"${kind}" is not a command: use ${Object.keys(ALLOWED).join(' or ')}.`);
  if (values.help) return { kind: 'help', command: kind };
  const misplaced = Object.keys(values).find((option) => !ALLOWED[kind].includes(option));
  if (misplaced) throw new ParcelsUsageError(`${kind} takes no --${misplaced}.`, kind);
  const thisYear = new Date().getFullYear();
  if (kind === 'generate') {
    if (rest.length) throw new ParcelsUsageError(`generate takes no "${rest[0]}": it writes to standard output (> roll.csv).`, kind);
    if (values.layout !== undefined && values.layout !== 'florida-nal') throw new ParcelsUsageError('generate writes the florida-nal layout only.', kind);
    return { kind, rows: wholeNumber(values.rows, 'rows', kind), year: wholeNumber(values.year, 'year', kind, thisYear), changed: wholeNumber(values.changed, 'changed', kind, 0) };
  }
  if (kind === 'owner-codes') {
    const [county, ...extra] = rest;
    if (!county || !values.export)
      throw new ParcelsUsageError('owner-codes needs the county and --export <codes.csv> (npm run parcels -- owner-codes harbor-county --export codes.csv).', kind);
    if (extra.length) throw new ParcelsUsageError(`owner-codes takes one county ("${extra[0]}" is more).`, kind);
    return { kind, county, file: values.export, all: values.all === true };
  }
  const [county, file, ...extra] = rest;
  if (!county || !file) throw new ParcelsUsageError('import needs the county and the file (npm run parcels -- import harbor-county roll.csv).', kind);
  if (extra.length) throw new ParcelsUsageError(`import takes one file ("${extra[0]}" is more).`, kind);
  const percent = values['max-rejects'] === undefined ? 1 : Number(values['max-rejects'].replace(/%$/, ''));
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new ParcelsUsageError(`--max-rejects takes a percentage from 0 to 100, not "${values['max-rejects']}".`, kind);
  return {
    kind: 'import',
    county,
    file,
    layout: values.layout ?? 'florida-nal',
    dryRun: values['dry-run'] === true,
    year: values.year === undefined ? undefined : wholeNumber(values.year, 'year', kind),
    maxRejects: percent / 100,
  };
}

export interface ParcelsIo {
  out(line: string): void;
  err(line: string): void;
  /** Progress on a terminal: rewritten in place; elsewhere a line now and then. */
  progress(progress: RollProgress): void;
}

export function describeSummary(summary: RollSummary): string[] {
  return [
    `${summary.dryRun ? 'Dry run, nothing written: would have' : 'Imported:'} read ${summary.read}, added ${summary.added}, changed ${summary.changed}, unchanged ${summary.unchanged}, deactivated ${summary.deactivated}, refused ${summary.refused}, in ${summary.seconds.toFixed(1)} s.`,
    ...(summary.rejectsFile ? [`The refused rows, with their line, column and reason: ${summary.rejectsFile}`] : []),
  ];
}

/** Runs an import; the exit code (0 done, 1 refused or stopped: the roll unchanged). */
export async function runParcelsImport(db: Database, command: Extract<ParcelsCommand, { kind: 'import' }>, io: ParcelsIo, by: string): Promise<number> {
  try {
    const layout = loadLayout(command.layout);
    const summary = await importRoll(db, { ...command, layout, onProgress: io.progress, by });
    for (const line of describeSummary(summary)) io.out(line);
    return 0;
  } catch (error) {
    if (!(error instanceof RollRefusal)) throw error;
    io.err(error.message);
    return 1;
  }
}

/** Issues owner codes; the exit code (0 done, 1 refused: nothing changed, no file). */
export async function runOwnerCodes(db: Database, command: Extract<ParcelsCommand, { kind: 'owner-codes' }>, io: ParcelsIo, by: string): Promise<number> {
  try {
    const { issued } = await issueOwnerCodes(db, { ...command, by });
    io.out(
      issued
        ? `Issued ${issued} owner code${issued === 1 ? '' : 's'}, written to ${command.file} for the notice printer. It is the only copy: keep it safe, and delete it once the notices are printed.`
        : `Every active parcel of ${command.county} has an owner code: none issued, no file written (--all issues new ones for every parcel).`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof RollRefusal)) throw error;
    io.err(error.message);
    return 1;
  }
}
