import { parseArgs } from 'node:util';
import type { Database } from '../../infrastructure/db/client';
import { createStaffAccount, disableStaffAccount, generatePassword, listStaffAccounts, newStaffAccountSchema, STAFF_ROLES } from '../../capabilities/staff/staff-accounts';
import { findTenant } from '../../capabilities/tenants/tenant-store';
import { parseArgsMessage } from '../command-line/parse-args-message';

export const STAFF_USAGE = `Usage:
  npm run staff -- add --tenant <county> --email <e-mail> --role <${STAFF_ROLES.join('|')}> [--name <name>] [--password-stdin]
  npm run staff -- list --tenant <county>
  npm run staff -- disable --tenant <county> --email <e-mail>
add prints a generated password once, or takes it from standard input with --password-stdin.
The database is DATABASE_URL when set, otherwise PGlite in DATA_DIR (default ./data); stop the
portal first when it runs on PGlite (one process at a time).`;

export type StaffCommand =
  | { kind: 'add'; tenantId: string; email: string; role: string; name: string | undefined; passwordFromStdin: boolean }
  | { kind: 'list'; tenantId: string }
  | { kind: 'disable'; tenantId: string; email: string }
  | { kind: 'help' };

/** Wrong command line: the message says what to change. */
export class StaffUsageError extends Error {}

const OPTIONS = {
  tenant: { type: 'string' },
  email: { type: 'string' },
  role: { type: 'string' },
  name: { type: 'string' },
  'password-stdin': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const ALLOWED: Record<Exclude<StaffCommand['kind'], 'help'>, Array<keyof typeof OPTIONS>> = {
  add: ['tenant', 'email', 'role', 'name', 'password-stdin'],
  list: ['tenant'],
  disable: ['tenant', 'email'],
};

/** Reads the command line (after `npm run staff --`); throws StaffUsageError with a plain message. */
export function parseStaffCommand(argv: string[]): StaffCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs' own words name the option ("Unknown option '--emial'", "Option '--tenant <value>' argument missing").
    throw new StaffUsageError(parseArgsMessage(error));
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) return { kind: 'help' };
  const [kind, ...extra] = positionals;
  if (!(kind in ALLOWED)) throw new StaffUsageError(`"${kind}" is not a command: use add, list or disable.`);
  if (extra.length) throw new StaffUsageError(`Unexpected "${extra[0]}": give every value after its option (--name "Dana Whitfield").`);
  const command = kind as keyof typeof ALLOWED;
  const misplaced = Object.keys(values).find((option) => option !== 'help' && !ALLOWED[command].includes(option as keyof typeof OPTIONS));
  if (misplaced) throw new StaffUsageError(`${command} takes no --${misplaced}.`);
  const required = (option: 'tenant' | 'email' | 'role') => {
    const value = values[option];
    if (value === undefined || value.trim() === '')
      throw new StaffUsageError(`${command} needs --${option} <${option === 'tenant' ? 'county' : option === 'email' ? 'e-mail' : STAFF_ROLES.join('|')}>.`);
    return value;
  };
  if (command === 'list') return { kind: 'list', tenantId: required('tenant') };
  if (command === 'disable') return { kind: 'disable', tenantId: required('tenant'), email: required('email') };
  return {
    kind: 'add',
    tenantId: required('tenant'),
    email: required('email'),
    role: required('role'),
    name: values.name,
    passwordFromStdin: values['password-stdin'] ?? false,
  };
}

export interface StaffIo {
  out(line: string): void;
  err(line: string): void;
  /** All of standard input (for --password-stdin). */
  readStdin(): Promise<string>;
}

/** The name shown on screen when --name is not given: the e-mail's part before the @. */
const nameFromEmail = (email: string) => email.split('@')[0];

/** Runs a parsed command; returns the exit code (0 done, 1 refused, with the reason on `err`). */
export async function runStaffCommand(db: Database, command: StaffCommand, io: StaffIo): Promise<number> {
  if (command.kind === 'help') {
    io.out(STAFF_USAGE);
    return 0;
  }
  const tenant = await findTenant(db, command.tenantId.trim());
  if (!tenant) {
    io.err(`There is no county "${command.tenantId}" in this database.`);
    return 1;
  }

  if (command.kind === 'list') {
    const accounts = await listStaffAccounts(db, tenant.id);
    if (!accounts.length) io.out(`${tenant.id} has no staff accounts.`);
    for (const account of accounts) io.out([account.email, account.role, account.active ? 'active' : 'disabled', account.name].join('\t'));
    return 0;
  }

  if (command.kind === 'disable') {
    if (!(await disableStaffAccount(db, tenant.id, command.email))) {
      io.err(`${tenant.id} has no account with the e-mail ${command.email.trim()}.`);
      return 1;
    }
    io.out(`Disabled ${command.email.trim().toLowerCase()} in ${tenant.id}: it can no longer sign in, and its sessions have ended.`);
    return 0;
  }

  const details = newStaffAccountSchema.omit({ password: true }).safeParse({
    tenantId: tenant.id,
    email: command.email,
    role: command.role,
    name: command.name ?? nameFromEmail(command.email.trim()),
  });
  if (!details.success) {
    io.err(details.error.issues[0].message);
    return 1;
  }
  // One trailing line break is the end of the line, not part of the password.
  const password = command.passwordFromStdin ? (await io.readStdin()).replace(/\r?\n$/, '') : generatePassword();
  const account = newStaffAccountSchema.safeParse({ ...details.data, password });
  if (!account.success) {
    io.err(account.error.issues[0].message);
    return 1;
  }
  const created = await createStaffAccount(db, account.data);
  if (!created) {
    io.err(`${tenant.id} already has an account with the e-mail ${account.data.email}.`);
    return 1;
  }
  io.out(`Created ${account.data.email} (${account.data.role}, "${account.data.name}") in ${tenant.id}.`);
  if (command.passwordFromStdin) {
    io.out('Its password is the one read from standard input.');
  } else {
    io.out('Its password, shown this once and stored only as a hash; give it to its owner, who signs in with it on "Staff sign in":');
    io.out(`  ${password}`);
  }
  return 0;
}
