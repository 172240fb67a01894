import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/*
 * The process's metrics (docs/operations.md#metrics): one registry per process, not prom-client's
 * global one. What is counted here happens where no app is at hand (the outbox worker, the
 * database driver, a capability inside its transaction), so the counters live in this module and
 * are made once however many apps a process builds (the tests build dozens: every app's /metrics
 * shows these, each test reads differences). What needs an app's database (the outbox's queue) is
 * collected per app, in metrics-route.ts. Labels hold route templates, county slugs, limit names,
 * kinds and outcomes only: never a raw URL, an id, a name or an address.
 */
export const processRegistry = new Registry();
const registers = [processRegistry];

/** A label value for a county: its slug once the request's county is known, else this. */
export const NO_COUNTY = 'none';

/** Up to 10 s; finer at the bottom, where a parcel page (about 1 ms) and a search sit. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request arriving to its answer sent, by method, route template, status class and county.',
  labelNames: ['method', 'route', 'status_class', 'county'] as const,
  buckets: DURATION_BUCKETS,
  registers,
});

export const databaseQueryDuration = new Histogram({
  name: 'portal_db_query_duration_seconds',
  help: 'Time each statement took on PostgreSQL, from sending it to its answer (PGlite is not measured).',
  buckets: [0.0005, ...DURATION_BUCKETS],
  registers,
});

const countyCounter = (name: string, help: string) => new Counter({ name, help, labelNames: ['county'] as const, registers });

export const appealsFiled = countyCounter('portal_appeals_filed_total', 'Appeals filed (POST /appeals answered 201 with a new appeal; a public one still to be confirmed).');
export const appealsConfirmed = countyCounter('portal_appeals_confirmed_total', "Public appeals confirmed by their filer's e-mail link.");
export const appealsDecided = countyCounter('portal_appeals_decided_total', 'Appeals moved to decided by staff.');
export const meetingsBooked = countyCounter('portal_meetings_booked_total', 'Meetings booked.');

export const limitRefusals = new Counter({
  name: 'portal_rate_limit_refusals_total',
  help: 'Requests a limit refused (429), by limit: the write or read and its scope (address, county), or the cap.',
  labelNames: ['limit'] as const,
  registers,
});

export const signInRefusals = new Counter({
  name: 'portal_sign_in_refusals_total',
  help: 'Staff sign-ins refused, by county and reason: sign-in-failed (wrong e-mail or password) or sign-in-rate-limited (waiting).',
  labelNames: ['county', 'reason'] as const,
  registers,
});

const outboxCounter = (name: string, help: string) => new Counter({ name, help, labelNames: ['kind'] as const, registers });

export const outboxSent = outboxCounter('portal_outbox_sent_total', 'E-mails this process sent from the outbox, by kind.');
export const outboxRetried = outboxCounter('portal_outbox_retried_total', 'Sends that failed and will be tried again after their back-off, by kind.');
export const outboxFailed = outboxCounter('portal_outbox_failed_total', 'E-mails given up (a permanent refusal, or the last attempt failed), by kind.');
export const outboxDropped = outboxCounter('portal_outbox_dropped_total', 'E-mails not sent on purpose: the daily limit of an address that has confirmed nothing, by kind.');

/** What a pg Pool says of itself. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** The connection pools of this process's open PostgreSQL databases, each with its name, read at each scrape (pools of one name are added up). */
const pools = new Map<PoolCounts, string>();

new Gauge({
  name: 'portal_db_pool_in_use_connections',
  help: 'PostgreSQL connections of the pool running a statement or a transaction now.',
  labelNames: ['pool'] as const,
  registers,
  collect() {
    this.reset();
    for (const [pool, name] of pools) this.inc({ pool: name }, pool.totalCount - pool.idleCount);
  },
});

new Gauge({
  name: 'portal_db_pool_waiting_clients',
  help: 'Statements waiting for a connection of the pool (all of its connections in use).',
  labelNames: ['pool'] as const,
  registers,
  collect() {
    this.reset();
    for (const [pool, name] of pools) this.inc({ pool: name }, pool.waitingCount);
  },
});

/** Reports `pool` under `name` until the returned function is called (the database closed). */
export function watchPool(name: string, pool: PoolCounts): () => void {
  pools.set(pool, name);
  return () => void pools.delete(pool);
}

let defaultsCollected = false;

/**
 * prom-client's process metrics (event-loop lag, memory, handles, GC), once per process: each call
 * of collectDefaultMetrics starts an event-loop monitor and a GC observer that are never stopped.
 */
export function collectProcessDefaults(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry });
}

/*
 * Real visitors' speed and the remotes' loads in their browsers (docs/operations.md#real-visitors-speed),
 * reported by the shell through the analytics sink (api/src/capabilities/analytics/browser-reports.ts).
 * Labels: the page type the visit landed on, the county, the remote that drew that page and its
 * release; web-vitals measures the page a visit loaded, not the screens it moves to afterwards.
 */
const VITAL_LABELS = ['page_type', 'county', 'remote', 'release'] as const;
const vitalHistogram = (name: string, help: string, buckets: number[]) => new Histogram({ name, help, labelNames: VITAL_LABELS, buckets, registers });

export const webVitals = {
  LCP: vitalHistogram('portal_web_vitals_lcp_seconds', "Largest Contentful Paint in visitors' browsers.", [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10]),
  INP: vitalHistogram('portal_web_vitals_inp_seconds', "Interaction to Next Paint in visitors' browsers.", [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2]),
  CLS: vitalHistogram('portal_web_vitals_cls', "Cumulative Layout Shift in visitors' browsers (no unit).", [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1]),
  TTFB: vitalHistogram('portal_web_vitals_ttfb_seconds', "Time to First Byte of the page in visitors' browsers.", [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 5]),
} as const;

export const remoteLoads = new Counter({
  name: 'portal_remote_loads_total',
  help: "A remote's ./routes loaded in a visitor's browser, by county, remote, release and outcome (loaded or failed).",
  labelNames: ['county', 'remote', 'release', 'outcome'] as const,
  registers,
});

export const remoteErrors = new Counter({
  name: 'portal_remote_errors_total',
  help: "Errors a remote's error boundary caught after it loaded, by county, remote and release.",
  labelNames: ['county', 'remote', 'release'] as const,
  registers,
});
