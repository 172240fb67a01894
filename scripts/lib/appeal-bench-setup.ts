// What bench:appeals and profile:appeals file: Pine County on a fresh PGlite directory, with
// `appeals` parcels an appeal can be filed for and one owner's filing for each, over the real app.
// Both drive it from one loopback client, so they lift the anonymous filing limits for it (and say so).
import type { FastifyInstance } from 'fastify';
import { propertySchema, type AppealSubmission } from 'mfe-shared/schemas';
import { buildApp } from '../../api/src/app';
import type { LimitOverrides } from '../../api/src/infrastructure/config/limit-settings';
import type { DatabaseHandle } from '../../api/src/infrastructure/db/client';
import { demoOwnerCode } from '../../api/src/tools/demo/demo-owner-codes';
import { demoParcel } from '../../api/src/tools/demo/demo-parcels';
import { demoShowcase } from '../../api/src/tools/demo/demo-showcase';
import { seedDemoAppeals } from '../../api/src/tools/demo/seed-appeals';
import { DEMO_COUNTIES, seedDemoParcels } from '../../api/src/tools/demo/seed-parcels';
import { seedDemoTenants } from '../../api/src/tools/demo/seed-tenants';
import { ownerAppealBody } from './owner-appeal-body';

export const pine = DEMO_COUNTIES[1];

/** The limits this client would meet filing `appeals` from one address: lifted to let every appeal through. */
export const liftedLimits = (appeals: number): LimitOverrides => ({
  writes: { appeals: { perAddress: { max: appeals, windowSeconds: 600 }, perCounty: { max: appeals, windowSeconds: 600 } } },
});

/** `count` parcels of Pine County an appeal can be filed for (active, valued, no demo appeal), and how many parcels hold them. */
function fileableParcels(count: number): { ids: string[]; parcels: number } {
  const taken = new Set(Object.values(demoShowcase(pine)).flat());
  const ids: string[] = [];
  let n = 0;
  for (; ids.length < count; n += 1) {
    const parcel = demoParcel(pine, n);
    if (parcel.active !== false && parcel.valueAmount !== null && !taken.has(parcel.id)) ids.push(parcel.id);
  }
  return { ids, parcels: n };
}

/** The app with the limits lifted, the county seeded, and one filing ready for each of `appeals` parcels. */
export async function appealBench(database: DatabaseHandle, appeals: number): Promise<{ app: FastifyInstance; bodies: AppealSubmission[] }> {
  // METRICS=off as main reads it: to measure what the metrics cost (docs/operations.md#what-they-cost).
  const app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', limits: liftedLimits(appeals), metrics: process.env.METRICS !== 'off' && {} });
  await seedDemoTenants(database.db);
  const { ids: parcelIds, parcels } = fileableParcels(appeals);
  await seedDemoParcels(database.db, parcels + 200, [pine]);
  await seedDemoAppeals(database.db);
  const windows = (await app.inject({ url: '/pine-county/api/appeal-windows' })).json().results;
  const windowId: string = windows[windows.length - 1].id;
  const bodies: AppealSubmission[] = [];
  for (const id of parcelIds) {
    const parcel = propertySchema.parse((await app.inject({ url: `/pine-county/api/prc/${encodeURIComponent(id)}` })).json());
    // Pine County asks for the code on the parcel's notice (appeal.require_owner_code).
    bodies.push({ ...ownerAppealBody(parcel, windowId), ownerCode: demoOwnerCode(pine.tenantId, id) });
  }
  return { app, bodies };
}
