import http from 'node:http';
import { propertySchema, type AppealSubmission } from 'mfe-shared/schemas';
import type { ParcelRow } from '../../api/src/infrastructure/db/schema';
import { demoParcel } from '../../api/src/tools/demo/demo-parcels';
import { toProperty } from '../../api/src/capabilities/parcels/to-property';
import { DEMO_COUNTIES } from '../../api/src/tools/demo/seed-parcels';
import { ownerAppealBody } from '../lib/owner-appeal-body';

export const harbor = DEMO_COUNTIES[0];

/** Parcels below this are the demo showcase's (demo-showcase.ts scans the first 2,000): some have an appeal already. */
const FIRST_FREE_PARCEL = 2_000;

/** A client address per request (10.x.y.z), so per-address limits do not decide a load test; nginx and TRUST_PROXY pass it on. */
let addresses = 0;
export const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/**
 * Hands out Harbor County parcels an appeal can be filed for in the open season (active, valued,
 * past the showcase; the demo seed files a prior appeal for each), each once, up to `parcels`.
 */
export function parcelSource(parcels: number) {
  let n = FIRST_FREE_PARCEL;
  return (): { id: string; n: number } | undefined => {
    while (n < parcels) {
      const at = n++;
      const parcel = demoParcel(harbor, at);
      if (parcel.active !== false && parcel.valueAmount !== null) return { id: parcel.id, n: at };
    }
    return undefined;
  };
}

/** The open season of Harbor County. */
export async function openSeason(origin: string): Promise<string> {
  const { results } = (await (await fetch(`${origin}/harbor-county/api/appeal-windows`)).json()) as { results: Array<{ id: string; open: boolean }> };
  return results.find((season) => season.open)!.id;
}

/** What the appeal wizard sends for an owner filing on the parcel (its page read first, as the wizard does). */
export async function appealBody(origin: string, parcelId: string, windowId: string): Promise<AppealSubmission> {
  const response = await fetch(`${origin}/harbor-county/api/prc/${encodeURIComponent(parcelId)}`);
  const parcel = propertySchema.parse(await response.json());
  return ownerAppealBody(parcel, windowId);
}

const NULLS = {
  valueCurrency: null,
  mailingLines: null,
  mailingCity: null,
  mailingState: null,
  mailingZip: null,
  lat: null,
  lng: null,
  recordCardUrl: null,
  imageUrl: null,
  comperId: null,
  accountNumber: null,
  taxArea: null,
};

/**
 * The same body built here from the demo generator (the parcel page the server would send:
 * toProperty of the row the seed wrote), so a load test spends its requests on filing; each with
 * its own owner's address.
 */
export function localAppealBody(parcelId: string, n: number, windowId: string): AppealSubmission {
  const parcel = toProperty({ ...NULLS, ...demoParcel(harbor, n) } as unknown as ParcelRow);
  if (parcel.id !== parcelId) throw new Error(`parcel ${n} is ${parcel.id}, not ${parcelId}`);
  const body = ownerAppealBody(parcel, windowId);
  // Each owner their own inbox, as on a deadline day: one address for all would have its e-mails
  // stopped by the daily limit of an address that has confirmed nothing, and none sent.
  return { ...body, appellant: { ...body.appellant, email: `owner-${n}@example.org` } };
}

/** Bodies made as they are needed, one parcel each, until the parcels run out. */
export function bodySource(next: () => { id: string; n: number } | undefined, windowId: string) {
  return () => {
    const parcel = next();
    return parcel && localAppealBody(parcel.id, parcel.n, windowId);
  };
}

export interface SentAppeal {
  key: string;
  startedAt: number;
  endedAt: number;
  /** 0: no HTTP answer at all. */
  status: number;
  /** nginx's X-Upstream: the process(es) it tried, "127.0.0.1:9160, 127.0.0.1:9161". */
  upstream: string;
  id?: string;
}

/**
 * One POST on a connection of its own (each filer is another client; nginx closes it after the answer),
 * by node:http: fetch costs the load generator about twice the CPU a request, taken from the
 * processes it measures on a shared machine. Rejects on no answer within 60 s.
 */
function postJson(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; upstream: string; id?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent: false, timeout: 60_000, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          let id: string | undefined;
          try {
            id = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id?: string }).id;
          } catch {
            // not JSON: nginx's own error page
          }
          resolve({ status: response.statusCode ?? 0, upstream: String(response.headers['x-upstream'] ?? ''), id });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 60 s')));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * POST /appeals through `origin`, `concurrency` at a time (and at most `perSecond` a second), until
 * stop() or the bodies run out (a request's body is made just before its turn).
 * Every request has its own Idempotency-Key and client address. stop() resolves with every request.
 */
export function steadyAppealLoad(
  origin: string,
  nextBody: () => AppealSubmission | undefined,
  { concurrency = 20, keyPrefix, perSecond }: { concurrency?: number; keyPrefix: string; perSecond?: number },
) {
  const sent: SentAppeal[] = [];
  let stopped = false;
  let ranOut = false;
  let index = 0;
  const begun = performance.now();
  const workers = Array.from({ length: concurrency }, async () => {
    while (!stopped) {
      // A steady rate when asked: the n-th request starts no sooner than n / perSecond seconds in.
      // Its place and body are taken before the wait, so workers waiting at once wait for different
      // moments (read after, every waiting worker would start at the same one: bursts, not a steady
      // rate), and none waits for a place past the last body.
      const body = nextBody();
      if (!body) {
        ranOut = true;
        break;
      }
      const slot = index++;
      const due = perSecond ? begun + (slot * 1000) / perSecond - performance.now() : 0;
      if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
      if (stopped) break;
      const key = `${keyPrefix}-${slot}`;
      const startedAt = performance.now();
      let status = 0;
      let upstream = '';
      let id: string | undefined;
      try {
        const response = await postJson(`${origin}/harbor-county/api/appeals`, { 'idempotency-key': key, 'x-forwarded-for': nextAddress() }, JSON.stringify(body));
        status = response.status;
        upstream = response.upstream;
        id = response.id;
      } catch {
        status = 0;
      }
      sent.push({ key, startedAt, endedAt: performance.now(), status, upstream, id });
    }
  });
  return {
    sent,
    /** Resolves with every request once the bodies have run out (no stop). */
    async done(): Promise<SentAppeal[]> {
      await Promise.all(workers);
      return sent;
    },
    /** Whether the bodies ran out before stop(). */
    ranOut: () => ranOut,
    async stop(): Promise<SentAppeal[]> {
      stopped = true;
      await Promise.all(workers);
      return sent;
    },
  };
}
