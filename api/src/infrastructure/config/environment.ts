import path from 'node:path';
import { SITE_REMOTES } from 'mfe-shared/schemas';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from '../db/client';
import { DEFAULT_HOST, parseTrustProxy } from '../http/network';
import { parseMetricsAllow } from '../http/metrics-access';
import { DEFAULT_TIMEOUTS } from '../http/server-timeouts';
import { SHUTDOWN_DEADLINE_MS } from '../http/shutdown';
import { REPO_ROOT } from '../paths';
import { MIN_SECRET_LENGTH } from '../tokens/portal-secret';
import { demoMode } from './demo-mode';
import { LIMITED_READS, LIMITED_WRITES, readLimits } from './limit-settings';
import { given, oneOf, port, positiveNumber, text, textOr, url, wholeNumber, type Env, type Rule } from './variable-rules';

/** One environment variable of the API server: what it does, its default as the docs say it, and its rule. */
interface Variable<T> {
  description: string;
  /** The default in words, as the README's table of variables gives it. */
  byDefault: string;
  /** The value, from the whole environment (some defaults follow another variable); throws a sentence that names the variable. */
  read: Rule<T>;
}

const variable = <T>(description: string, byDefault: string, read: Rule<T>): Variable<T> => ({ description, byDefault, read });

/** The variable that moves one of this repository's remotes to another origin: MFE_SEARCH_URL for mfe-search. */
const remoteUrlVariable = (remote: string) => `${remote.toUpperCase().replace(/-/g, '_')}_URL`;

const DEFAULT_COMPER_PORT = 8081;
const DEFAULT_COUNTY_PAGE_PORT = 8082;
const DEFAULT_CATCHER_WEB_PORT = 1080;
const DEFAULT_CATCHER_SMTP_PORT = 1025;
/** 24 hours: a visitor who uploads and files the next day still finds the upload. */
const DEFAULT_UNATTACHED_FILE_HOURS = 24;

/** Where uploaded files' bytes live. */
export type FileStoreKind = 'database' | 'disk';

/** A number of seconds from 1 to an hour: the server's deadlines. */
function seconds(name: string, fallback: number): Rule<number> {
  return (env) => {
    const configured = given(env, name);
    if (!configured) return fallback;
    const value = Number(configured);
    if (!Number.isFinite(value) || value <= 0 || value > 3600) throw new Error(`${name} must be a number of seconds from 1 to 3600, not "${configured}".`);
    return value;
  };
}

/** A port whose address has a default built from it, unless its own variable gives one. */
const addressOr = (name: string, portRule: Rule<number>, fallbackPort: number) => (env: Env) => url(name)(env) ?? `http://localhost:${portRule(env) || fallbackPort}`;

const comperPort = port('COMPER_PORT', DEFAULT_COMPER_PORT);
const countyPagePort = port('COUNTY_PAGE_PORT', DEFAULT_COUNTY_PAGE_PORT);

/** The remotes the repository serves (mfe-shared SITE_REMOTES), each with its manifest URL variable (routes/web/remotes.ts). */
const REMOTE_URL_VARIABLES = Object.keys(SITE_REMOTES).map(remoteUrlVariable);

/**
 * Every variable the limits read (limit-settings.ts, api/README.md "Limits"): each write's
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
  HOST: variable('interface to listen on', 'localhost (this machine only)', textOr('HOST', DEFAULT_HOST)),
  DATA_DIR: variable('PGlite data directory (one process per directory)', './data', (env) => path.resolve(given(env, 'DATA_DIR') ?? path.join(REPO_ROOT, 'data'))),
  DATABASE_URL: variable('PostgreSQL connection string; when set, PGlite is not used', 'unset', text('DATABASE_URL')),
  DATABASE_POOL_SIZE: variable(
    "connections in each of the API's two PostgreSQL pools",
    '10',
    wholeNumber('DATABASE_POOL_SIZE', { min: 1, max: 1000, fallback: DEFAULT_POOL_SIZE }),
  ),
  PARCELS: variable('demo parcels seeded per county', '20000', wholeNumber('PARCELS', { min: 0, max: 5_000_000, fallback: 20_000 })),
  DIST_ROOT: variable("where shell/dist and each remote's dist are served from", 'repository root', (env) => path.resolve(given(env, 'DIST_ROOT') ?? REPO_ROOT)),
  COMPER_PORT: variable('port of the demo comparables tool (0: not started)', '8081', comperPort),
  COMPER_PUBLIC_URL: variable('the address browsers reach that tool at', 'http://localhost:$COMPER_PORT', addressOr('COMPER_PUBLIC_URL', comperPort, DEFAULT_COMPER_PORT)),
  COMPER_API_ORIGIN: variable('the portal the demo comparables tool reads from', 'the portal that starts it', url('COMPER_API_ORIGIN')),
  COMPER_TENANT: variable("the demo comparables tool's county when the link names none", 'harbor-county', text('COMPER_TENANT')),
  COUNTY_PAGE_PORT: variable('port of the demo county web page (0: not started)', '8082', countyPagePort),
  COUNTY_PAGE_PUBLIC_URL: variable(
    'the address browsers reach that page at',
    'http://localhost:$COUNTY_PAGE_PORT',
    addressOr('COUNTY_PAGE_PUBLIC_URL', countyPagePort, DEFAULT_COUNTY_PAGE_PORT),
  ),
  ...Object.fromEntries(REMOTE_URL_VARIABLES.map((name) => [name, variable("a remote's manifest URL in /remotes.json", '/remotes/{name}/mf-manifest.json', text(name))])),
  REMOTES_FILE: variable('a JSON file holding the registry of remotes, read again when it changes', "unset: this repository's remotes", (env) => {
    const file = given(env, 'REMOTES_FILE');
    return file && path.resolve(file);
  }),
  SMTP_URL: variable("mail server for the portal's e-mails", 'unset: the local mail catcher', url('SMTP_URL', 'smtp://user:password@mail.example.gov:587')),
  MAIL_FROM: variable('sender address of the e-mails', 'no-reply@assessor-portal.localhost', textOr('MAIL_FROM', 'no-reply@assessor-portal.localhost')),
  MAIL_CATCHER_PORT: variable("the local mail catcher's web page", '1080', port('MAIL_CATCHER_PORT', DEFAULT_CATCHER_WEB_PORT)),
  MAIL_CATCHER_SMTP_PORT: variable("the local mail catcher's SMTP port", '1025', port('MAIL_CATCHER_SMTP_PORT', DEFAULT_CATCHER_SMTP_PORT)),
  MAIL_CATCHER_HOST: variable('the interface the mail catcher listens on', '127.0.0.1', textOr('MAIL_CATCHER_HOST', '127.0.0.1')),
  PORTAL_PUBLIC_URL: variable('where visitors reach the portal: the status links in e-mails start with it', 'http://localhost:$PORT', url('PORTAL_PUBLIC_URL')),
  PORTAL_SECRET: variable('key of the signed status links (32+ characters)', 'generated into $DATA_DIR/portal-secret', (env) => {
    const secret = env.PORTAL_SECRET || undefined;
    if (secret && secret.length < MIN_SECRET_LENGTH) throw new Error(`PORTAL_SECRET must be at least ${MIN_SECRET_LENGTH} characters long (for example: openssl rand -base64 48).`);
    return secret;
  }),
  NODE_ENV: variable('production: no demo staff accounts, no demo counties unless DEMO=1', 'unset', text('NODE_ENV')),
  DEMO: variable('1: write the demo counties and their data at start; 0: none', 'on, unless NODE_ENV=production', demoMode),
  UNATTACHED_FILE_HOURS: variable(
    'hours after which an upload no appeal or meeting holds is deleted',
    '24',
    // Fractions are allowed (0.5: half an hour), mostly for trying the sweep out.
    positiveNumber('UNATTACHED_FILE_HOURS', { max: 24 * 365, fallback: DEFAULT_UNATTACHED_FILE_HOURS, unit: 'hours', upTo: 'a year' }),
  ),
  // Several API processes share PostgreSQL; one process owns PGlite's directory anyway.
  FILE_STORE: variable(
    "where uploaded files' bytes live: database or disk",
    'database with DATABASE_URL, else disk',
    oneOf<FileStoreKind>('FILE_STORE', ['database', 'disk'], (env) => (given(env, 'DATABASE_URL') ? 'database' : 'disk')),
  ),
  DRAIN_DELAY_MS: variable(
    'on SIGTERM, how long /readyz answers 503 before the process stops listening',
    '0',
    wholeNumber('DRAIN_DELAY_MS', { min: 0, max: SHUTDOWN_DEADLINE_MS - 1, fallback: 0, unit: 'milliseconds' }),
  ),
  TRUST_PROXY: variable("the proxies' addresses or CIDR ranges whose X-Forwarded-* are believed", 'unset: none', (env) => parseTrustProxy(env.TRUST_PROXY)),
  METRICS: variable(
    'on: GET /metrics on each process (docs/operations.md#metrics); off: no metrics at all',
    'on',
    oneOf('METRICS', ['on', 'off'], () => 'on'),
  ),
  METRICS_ALLOW: variable('addresses or CIDR ranges, besides this machine, that may read /metrics', 'unset: this machine only', (env) => parseMetricsAllow(env.METRICS_ALLOW)),
  HEADERS_TIMEOUT: variable('seconds a client has to send the request line and headers', '20', seconds('HEADERS_TIMEOUT', DEFAULT_TIMEOUTS.headersSeconds)),
  REQUEST_TIMEOUT: variable('seconds a client has to send the whole request', '120', seconds('REQUEST_TIMEOUT', DEFAULT_TIMEOUTS.requestSeconds)),
  IDLE_TIMEOUT: variable('seconds a connection may carry nothing before it is closed', '90', seconds('IDLE_TIMEOUT', DEFAULT_TIMEOUTS.idleSeconds)),
  ...Object.fromEntries(
    LIMIT_VARIABLES.map((name) => [
      name,
      variable('a limit on anonymous requests (api/README.md "Limits")', 'see api/README.md "Limits"', (env: Env) => void readLimits({ [name]: env[name] })),
    ]),
  ),
} satisfies Record<string, Variable<unknown>>;

type Variables = typeof VARIABLES;
/** The environment as the server uses it: each variable read, defaults applied. */
export type Environment = { [Name in keyof Variables]: ReturnType<Variables[Name]['read']> } & {
  /** Every limit, from the LIMIT_* and SIGN_IN_* variables. */
  limits: ReturnType<typeof readLimits>;
  /** The remotes whose manifest another origin serves (MFE_*_URL), by remote name. */
  movedRemotes: Record<string, string>;
};

/** A start stopped by its environment: every variable that is wrong, each with what it should be. */
export class EnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The server cannot start: ${problems.length === 1 ? 'a setting is' : `${problems.length} settings are`} wrong.\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
}

/** Nearly a variable of ours: a LIMIT_ or SIGN_IN_ name the limits do not know is a typing mistake, not a setting of something else. */
const looksLikeOurs = (name: string) => /^(LIMIT|SIGN_IN)_/.test(name);

/** The zod schema of the environment: each variable read by its own rule, every failure an issue. */
const environmentSchema = z.record(z.string(), z.string().optional()).transform((env, context) => {
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

/** The start of a process: the environment read, or every problem printed and the process stopped (exit code 1). */
export function environmentOrExit(env: Env): Environment {
  try {
    return readEnvironment(env);
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Reads the whole environment once; throws EnvironmentError listing every problem. */
export function readEnvironment(env: Env): Environment {
  // A copy: process.env is not a plain object, and zod takes only those as a record.
  const parsed = environmentSchema.safeParse({ ...env });
  if (!parsed.success) throw new EnvironmentError(parsed.error.issues.map((issue) => issue.message));
  const read = parsed.data as Omit<Environment, 'limits' | 'movedRemotes'>;
  const movedRemotes = Object.fromEntries(
    Object.keys(SITE_REMOTES).flatMap((remote) => {
      const entry = (read as Record<string, unknown>)[remoteUrlVariable(remote)];
      return typeof entry === 'string' ? [[remote, entry]] : [];
    }),
  );
  return { ...read, limits: readLimits(env), movedRemotes };
}
