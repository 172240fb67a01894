import path from 'node:path';
import { SITE_REMOTES } from 'mfe-shared/schemas';
import { z } from 'zod';
import { comperPortFromEnv, DEFAULT_COMPER_PORT } from '../../tools/comper-tool/start';
import { countyPagePortFromEnv, countyPageUrlFromEnv } from '../../tools/county-page/start';
import { poolSize } from '../db/client';
import { demoModeFromEnv } from '../../tools/demo/demo-mode';
import { parcelCountFromEnv } from '../../tools/demo/seed-parcels';
import { unattachedFileHoursFromEnv } from '../../capabilities/files/file-sweeper';
import { fileStoreFromEnv } from '../../capabilities/files/storage-from-env';
import { hostFromEnv, trustProxyFromEnv } from '../http/network';
import { timeoutsFromEnv } from '../http/server-timeouts';
import { drainDelayFromEnv } from '../http/shutdown';
import { LIMITED_READS, LIMITED_WRITES, limitsFromEnv } from '../../capabilities/limits/limit-settings';
import { REPO_ROOT } from '../paths';
import { remoteUrlVariable } from '../../routes/web/remotes';

type Env = Record<string, string | undefined>;

/** One environment variable of the API server: what it does, its default as the docs say it, and how it is read. */
interface Variable<T> {
  description: string;
  /** The default in words, as the README's table of variables gives it. */
  byDefault: string;
  /** The value, from the whole environment (some defaults follow another variable); throws a sentence that names the variable. */
  read: (env: Env) => T;
}

const variable = <T>(description: string, byDefault: string, read: (env: Env) => T): Variable<T> => ({ description, byDefault, read });
const text = (name: string) => (env: Env) => env[name]?.trim() || undefined;

function port(name: string, fallback: number) {
  return (env: Env) => {
    const configured = env[name]?.trim();
    if (!configured) return fallback;
    const value = Number(configured);
    if (!Number.isInteger(value) || value < 0 || value > 65_535) throw new Error(`${name} must be a port number from 0 to 65535, not "${configured}".`);
    return value;
  };
}

function url(name: string, example = 'https://portal.example.gov') {
  return (env: Env) => {
    const configured = env[name]?.trim();
    if (!configured) return undefined;
    if (!URL.canParse(configured)) throw new Error(`${name} must be a full address such as ${example}, not "${configured}".`);
    return configured;
  };
}

/** The remotes the repository serves (mfe-shared SITE_REMOTES), each with its manifest URL variable (routes/web/remotes.ts). */
const REMOTE_URL_VARIABLES = Object.keys(SITE_REMOTES).map(remoteUrlVariable);

/**
 * Every variable the limits read (capabilities/limits/limit-settings.ts, api/README.md "Limits"): each write's
 * per address and per county, each read's per address, and the rest by name.
 */
export const LIMIT_VARIABLES: readonly string[] = [
  ...Object.values(LIMITED_WRITES).flatMap((write) => [`LIMIT_${write}_PER_ADDRESS`, `LIMIT_${write}_PER_COUNTY`]),
  ...Object.values(LIMITED_READS).map((read) => `LIMIT_${read}_PER_ADDRESS`),
  'LIMIT_PARCELS_PER_ADDRESS',
  'LIMIT_PUBLIC_QUERY_TIME',
  'LIMIT_SLOT_HOLDS_PER_RANGE',
  'LIMIT_UPLOAD_BYTES_PER_ADDRESS',
  'LIMIT_UPLOAD_BYTES_PER_COUNTY',
  'LIMIT_UNCONFIRMED_EMAILS_PER_DAY',
  'SIGN_IN_FREE_FAILURES',
  'SIGN_IN_FREE_ACCOUNT_ADDRESSES',
  'SIGN_IN_MAX_DELAY',
  'SIGN_IN_FORGET_AFTER',
  'SIGN_IN_CONCURRENT_CHECKS',
  'SIGN_IN_QUEUED_CHECKS',
];

/**
 * The API server's environment, every variable in one place (README "Settings"): read once at the
 * start (main.ts), where a wrong value stops it with every problem listed, not the first.
 */
export const VARIABLES = {
  PORT: variable('port the API and site listen on (0: any free port)', '8080', port('PORT', 8080)),
  HOST: variable('interface to listen on', 'localhost (this machine only)', hostFromEnv),
  DATA_DIR: variable('PGlite data directory (one process per directory)', './data', (env) => path.resolve(env.DATA_DIR?.trim() || path.join(REPO_ROOT, 'data'))),
  DATABASE_URL: variable('PostgreSQL connection string; when set, PGlite is not used', 'unset', text('DATABASE_URL')),
  DATABASE_POOL_SIZE: variable("connections in each of the API's two PostgreSQL pools", '10', (env) => poolSize(env as NodeJS.ProcessEnv)),
  PARCELS: variable('demo parcels seeded per county', '20000', (env) => parcelCountFromEnv(env as NodeJS.ProcessEnv)),
  DIST_ROOT: variable("where shell/dist and each remote's dist are served from", 'repository root', (env) => path.resolve(env.DIST_ROOT?.trim() || REPO_ROOT)),
  COMPER_PORT: variable('port of the demo comparables tool (0: not started)', '8081', (env) => comperPortFromEnv(env as NodeJS.ProcessEnv)),
  COMPER_PUBLIC_URL: variable('the address browsers reach that tool at', 'http://localhost:$COMPER_PORT', (env) => url('COMPER_PUBLIC_URL')(env) ?? `http://localhost:${comperPortFromEnv(env as NodeJS.ProcessEnv) || DEFAULT_COMPER_PORT}`),
  COMPER_API_ORIGIN: variable('the portal the demo comparables tool reads from', 'the portal that starts it', url('COMPER_API_ORIGIN')),
  COMPER_TENANT: variable("the demo comparables tool's county when the link names none", 'harbor-county', text('COMPER_TENANT')),
  COUNTY_PAGE_PORT: variable('port of the demo county web page (0: not started)', '8082', (env) => countyPagePortFromEnv(env as NodeJS.ProcessEnv)),
  COUNTY_PAGE_PUBLIC_URL: variable('the address browsers reach that page at', 'http://localhost:$COUNTY_PAGE_PORT', (env) => url('COUNTY_PAGE_PUBLIC_URL')(env) ?? countyPageUrlFromEnv(env as NodeJS.ProcessEnv)),
  ...Object.fromEntries(REMOTE_URL_VARIABLES.map((name) => [name, variable("a remote's manifest URL in /remotes.json", '/remotes/{name}/mf-manifest.json', text(name))])),
  REMOTES_FILE: variable('a JSON file holding the registry of remotes, read again when it changes', "unset: this repository's remotes", (env) => {
    const file = text('REMOTES_FILE')(env);
    return file && path.resolve(file);
  }),
  SMTP_URL: variable("mail server for the portal's e-mails", 'unset: the local mail catcher', url('SMTP_URL', 'smtp://user:password@mail.example.gov:587')),
  MAIL_FROM: variable('sender address of the e-mails', 'no-reply@assessor-portal.localhost', (env) => text('MAIL_FROM')(env) ?? 'no-reply@assessor-portal.localhost'),
  MAIL_CATCHER_PORT: variable("the local mail catcher's web page", '1080', port('MAIL_CATCHER_PORT', 1080)),
  MAIL_CATCHER_SMTP_PORT: variable("the local mail catcher's SMTP port", '1025', port('MAIL_CATCHER_SMTP_PORT', 1025)),
  MAIL_CATCHER_HOST: variable('the interface the mail catcher listens on', '127.0.0.1', (env) => text('MAIL_CATCHER_HOST')(env) ?? '127.0.0.1'),
  PORTAL_PUBLIC_URL: variable('where visitors reach the portal: the status links in e-mails start with it', 'http://localhost:$PORT', url('PORTAL_PUBLIC_URL')),
  PORTAL_SECRET: variable('key of the signed status links (32+ characters)', 'generated into $DATA_DIR/portal-secret', text('PORTAL_SECRET')),
  NODE_ENV: variable('production: no demo staff accounts, no demo counties unless DEMO=1', 'unset', text('NODE_ENV')),
  DEMO: variable('1: write the demo counties and their data at start; 0: none', 'on, unless NODE_ENV=production', (env) => demoModeFromEnv(env as NodeJS.ProcessEnv)),
  UNATTACHED_FILE_HOURS: variable('hours after which an upload no appeal or meeting holds is deleted', '24', (env) => unattachedFileHoursFromEnv(env as NodeJS.ProcessEnv)),
  FILE_STORE: variable("where uploaded files' bytes live: database or disk", 'database with DATABASE_URL, else disk', (env) => fileStoreFromEnv(env as NodeJS.ProcessEnv, text('DATABASE_URL')(env))),
  DRAIN_DELAY_MS: variable('on SIGTERM, how long /readyz answers 503 before the process stops listening', '0', (env) => drainDelayFromEnv(env as NodeJS.ProcessEnv)),
  TRUST_PROXY: variable("the proxies' addresses or CIDR ranges whose X-Forwarded-* are believed", 'unset: none', (env) => trustProxyFromEnv(env.TRUST_PROXY)),
  HEADERS_TIMEOUT: variable('seconds a client has to send the request line and headers', '20', (env) => timeoutsFromEnv({ HEADERS_TIMEOUT: env.HEADERS_TIMEOUT }).headersSeconds),
  REQUEST_TIMEOUT: variable('seconds a client has to send the whole request', '120', (env) => timeoutsFromEnv({ REQUEST_TIMEOUT: env.REQUEST_TIMEOUT }).requestSeconds),
  IDLE_TIMEOUT: variable('seconds a connection may carry nothing before it is closed', '90', (env) => timeoutsFromEnv({ IDLE_TIMEOUT: env.IDLE_TIMEOUT }).idleSeconds),
  ...Object.fromEntries(
    LIMIT_VARIABLES.map((name) => [name, variable('a limit on anonymous requests (api/README.md "Limits")', 'see api/README.md "Limits"', (env: Env) => void limitsFromEnv({ [name]: env[name] }))]),
  ),
} satisfies Record<string, Variable<unknown>>;

type Variables = typeof VARIABLES;
/** The environment as the server uses it: each variable read, defaults applied. */
export type Environment = { [Name in keyof Variables]: ReturnType<Variables[Name]['read']> } & {
  /** Every limit, from the LIMIT_* and SIGN_IN_* variables. */
  limits: ReturnType<typeof limitsFromEnv>;
};

/** A start stopped by its environment: every variable that is wrong, each with what it should be. */
export class EnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start: ${problems.length === 1 ? 'a setting is' : `${problems.length} settings are`} wrong.\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Nearly a variable of ours: a LIMIT_ or SIGN_IN_ name the limits do not know is a typing mistake, not a setting of something else. */
const looksLikeOurs = (name: string) => /^(LIMIT|SIGN_IN)_/.test(name);

/** The zod schema of the environment: each variable read by its own rule, every failure an issue. */
const environmentSchema = z
  .record(z.string(), z.string().optional())
  .transform((env, context) => {
    const read: Record<string, unknown> = {};
    for (const [name, spec] of Object.entries(VARIABLES) as Array<[string, Variable<unknown>]>) {
      try {
        read[name] = spec.read(env);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message, path: [name] });
      }
    }
    for (const name of Object.keys(env).filter((name) => looksLikeOurs(name) && !(name in VARIABLES))) {
      context.addIssue({ code: 'custom', message: `${name} is not a setting of the portal; the limits are listed in api/README.md "Limits".`, path: [name] });
    }
    return read;
  });

/** Reads the whole environment once; throws EnvironmentError listing every problem. */
export function readEnvironment(env: Env): Environment {
  // A copy: process.env is not a plain object, and zod takes only those as a record.
  const parsed = environmentSchema.safeParse({ ...env });
  if (!parsed.success) throw new EnvironmentError(parsed.error.issues.map((issue) => issue.message));
  return { ...(parsed.data as Omit<Environment, 'limits'>), limits: limitsFromEnv(env as NodeJS.ProcessEnv) };
}
