import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONSOLE_MODULES,
  countyModulesChangeSchema,
  countyModulesResponseSchema,
  countySeasonSchema,
  countySeasonsResponseSchema,
  countySettingsChangedSchema,
  countySettingsChangeSchema,
  countySettingsResponseSchema,
  newSeasonSchema,
  seasonDatesSchema,
  seasonOpenSchema,
  type CountySetting,
} from 'mfe-shared/schemas';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { settings } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { addSeason, listSeasons, setCountySettings, setSeasonDates, setSeasonOpen, switchModules, type Actor } from '../counties/county-admin';
import { allowedFor, MODULES, readSettingValues, SETTING_KEYS, type SettingProblem } from '../counties/setting-values';
import { readTenantSettings } from '../tenants/tenant-store';
import { officeCall } from './office-access';

/** The module switches have a call of their own (and the office desk's is the command line's): the rest the console edits. */
const MODULE_KEYS = new Set<string>(Object.values(MODULES));
export const CONSOLE_SETTING_KEYS = SETTING_KEYS.filter((key) => !MODULE_KEYS.has(key));
const EDITABLE = new Set(CONSOLE_SETTING_KEYS);

export const CONSOLE_STAFF_ONLY = 'Sign in as a member of staff to set up the county.';

/** What an administrator reads when the console refuses a change; nothing was written. */
export const COUNTY_CONSOLE_MESSAGES = {
  staffOnly: CONSOLE_STAFF_ONLY,
  // Each problem starts with its key, so a screen can put the message beside that field.
  settingRefused: (problems: SettingProblem[]) =>
    `${problems.map(({ key, value, allowed }) => `${key}: "${value.slice(0, 200)}" cannot be used. It takes ${allowed}.`).join(' ')} Nothing was changed.`,
  settingUnknown: (key: string) => `${key.slice(0, 100)}: there is no such setting here. Use one of the keys GET /office/county/settings lists. Nothing was changed.`,
  seasonNotFound: 'We could not find that season in this county. Reload the page to see its seasons.',
  seasonTaken: (name: string) => `There is already a season called "${name}". Choose another name.`,
} as const;

const seasonParams = z.object({ season: z.uuid() });

/** Who made a change from the console, for the audit trail: the staff account and its name. */
export const consoleActor = (request: FastifyRequest): Actor => ({ by: `county console (${request.staff!.name})`, accountId: request.staff!.accountId });

/** A value as the command line types it, so both are read by one function (setting-values.ts). */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

async function settingsOf(db: Database, tenantId: string): Promise<CountySetting[]> {
  // Read afresh, not from the county cache: the screen shows what is stored now.
  const [rows, { settings: read }] = await Promise.all([db.select({ key: settings.key }).from(settings).where(eq(settings.tenantId, tenantId)), readTenantSettings(db, tenantId)]);
  const stored = new Set(rows.map((row) => row.key));
  const effective = read as Record<string, unknown>;
  return CONSOLE_SETTING_KEYS.map((key) => ({ key, value: effective[key] ?? null, stored: stored.has(key), allowed: allowedFor(key) }));
}

async function modulesOf(db: Database, tenantId: string) {
  const { settings } = await readTenantSettings(db, tenantId);
  return { modules: CONSOLE_MODULES.map((name) => ({ name, enabled: (settings as Record<string, unknown>)[MODULES[name]] === true })) };
}

/**
 * The county console's settings, services and seasons (docs/product.md#county-console): the same
 * checks, writes and audit rows as `npm run county` (counties/county-admin.ts), with the staff
 * account as the actor. Each change drops this process's copy of the county (county-cache.ts), so
 * the next visitor to it sees the change; other API processes see it within their cache's 5 seconds.
 */
export function registerCountyConsoleRoutes(api: FastifyInstance, db: Database): void {
  const office = api.withTypeProvider<ZodTypeProvider>();
  const administrators = officeCall('county.administer', CONSOLE_STAFF_ONLY);
  const changed = (request: FastifyRequest) => api.counties.forget(request.tenant.id);

  office.get('/office/county/settings', { onRequest: administrators, schema: { response: { 200: countySettingsResponseSchema } } }, async (request) => ({
    settings: await settingsOf(db, request.tenant.id),
  }));

  office.post(
    '/office/county/settings',
    { onRequest: administrators, schema: { body: countySettingsChangeSchema, response: { 200: countySettingsChangedSchema } } },
    async (request) => {
      const entries = Object.entries(request.body.values);
      const unknown = entries.find(([key]) => !EDITABLE.has(key));
      if (unknown) throw new HttpError(400, COUNTY_CONSOLE_MESSAGES.settingUnknown(unknown[0]));
      const { values, problems } = readSettingValues(Object.fromEntries(entries.map(([key, value]) => [key, asText(value)])));
      if (problems.length) throw new HttpError(400, COUNTY_CONSOLE_MESSAGES.settingRefused(problems));
      const keys = await setCountySettings(db, request.tenant.id, values, consoleActor(request));
      if (keys.length) changed(request);
      return { changed: keys, settings: await settingsOf(db, request.tenant.id) };
    },
  );

  office.get('/office/county/modules', { onRequest: administrators, schema: { response: { 200: countyModulesResponseSchema } } }, async (request) =>
    modulesOf(db, request.tenant.id),
  );

  office.post(
    '/office/county/modules',
    { onRequest: administrators, schema: { body: countyModulesChangeSchema, response: { 200: countyModulesResponseSchema } } },
    async (request) => {
      const { enable, disable } = request.body;
      const both = enable.filter((name) => disable.includes(name));
      if (both.length) throw new HttpError(400, `${both.join(', ')} cannot be both switched on and switched off.`);
      const keys = await switchModules(db, request.tenant.id, { enable, disable }, consoleActor(request));
      if (keys.length) changed(request);
      return modulesOf(db, request.tenant.id);
    },
  );

  office.get('/office/county/seasons', { onRequest: administrators, schema: { response: { 200: countySeasonsResponseSchema } } }, async (request) => ({
    results: await listSeasons(db, request.tenant.id),
  }));

  office.post('/office/county/seasons', { onRequest: administrators, schema: { body: newSeasonSchema, response: { 201: countySeasonSchema } } }, async (request, reply) => {
    const { name, year, open, opensOn, closesOn } = request.body;
    const seasons = await listSeasons(db, request.tenant.id);
    if (seasons.some((season) => season.name === name)) throw new HttpError(409, COUNTY_CONSOLE_MESSAGES.seasonTaken(name));
    const season = await addSeason(db, request.tenant.id, { name, year, open, opensOn, closesOn }, consoleActor(request));
    return reply.code(201).send(season);
  });

  office.post(
    '/office/county/seasons/:season',
    { onRequest: administrators, schema: { params: seasonParams, body: seasonOpenSchema, response: { 200: countySeasonSchema } } },
    async (request) => {
      const seasons = await listSeasons(db, request.tenant.id);
      if (!seasons.some((season) => season.id === request.params.season)) throw new HttpError(404, COUNTY_CONSOLE_MESSAGES.seasonNotFound);
      return setSeasonOpen(db, request.tenant.id, request.params.season, request.body.open, consoleActor(request));
    },
  );

  office.put(
    '/office/county/seasons/:season/dates',
    { onRequest: administrators, schema: { params: seasonParams, body: seasonDatesSchema, response: { 200: countySeasonSchema } } },
    async (request) => {
      const seasons = await listSeasons(db, request.tenant.id);
      if (!seasons.some((season) => season.id === request.params.season)) throw new HttpError(404, COUNTY_CONSOLE_MESSAGES.seasonNotFound);
      return setSeasonDates(db, request.tenant.id, request.params.season, request.body, consoleActor(request));
    },
  );
}
