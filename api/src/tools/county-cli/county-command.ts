import { parseArgs } from 'node:util';
import { isCalendarDate, newReasonSchema, placeInputSchema, type CountyPlace } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import {
  addSeason,
  countyOrRefuse,
  createCounty,
  CountyRefusal,
  listCounties,
  listSeasons,
  setSeasonDates,
  setCountySettings,
  setSeasonOpen,
  showCounty,
  switchModules,
  type Actor,
} from '../../capabilities/counties/county-admin';
import { addPlace, changePlace, findCountyPlace, listCountyPlaces, PlaceNotFound, setPlaceActive } from '../../capabilities/counties/county-places';
import { addReason, changeReason, listReasons } from '../../capabilities/counties/county-reasons';
import { allowedFor, isModule, MODULES, readSettingValues, SETTING_KEYS, type ModuleName, type SettingProblem } from '../../capabilities/counties/setting-values';
import { parseArgsMessage } from '../command-line/parse-args-message';

const WHERE = `The database is DATABASE_URL when set, otherwise PGlite in DATA_DIR (default ./data); stop the
portal first when it runs on PGlite (one process at a time). A running portal on PostgreSQL reads a
change within 5 seconds (COUNTY_CACHE_MS), without a restart. Every change is in the county's audit trail.`;

/** Each command's own help (npm run county -- <command> --help), and all of them for npm run county -- --help. */
export const COUNTY_HELP: Record<string, string> = {
  create: `npm run county -- create <county> --name <name> --timezone <zone> --currency <USD|GBP> [--language en,es] [--like <county>] [key=value ...]
  A new county: <county> is its id, the first part of its addresses (lower-case words and hyphens:
  harbor-county). --like starts from another county's settings; key=value pairs set any other
  setting (npm run county -- keys lists them). Its modules start as the settings say: appeals on,
  meetings and the office desk off (npm run county -- modules).`,
  list: `npm run county -- list
  Every county: its id, name, modules switched on, parcels and open season.`,
  show: `npm run county -- show <county>
  One county: what it has set (the rest take their defaults), its modules and its seasons.`,
  set: `npm run county -- set <county> key=value [key=value ...]
  Changes settings. Each value is checked against the setting's rules first: if any is wrong,
  nothing is written and each wrong one is named with what it takes. Values are JSON where they
  read as JSON (true, 12, ["en","es"]), else text ("general.display_name=Harbor County Assessor").`,
  keys: `npm run county -- keys
  Every setting a county can set, and what each takes.`,
  modules: `npm run county -- modules <county> [--enable <module,...>] [--disable <module,...>]
  Switches modules on or off (${Object.keys(MODULES).join(', ')}); with neither option, says which are on.
  The next visitor gets the change.`,
  seasons: `npm run county -- seasons <county>
npm run county -- seasons <county> add --name <name> --year <year> [--open] [--opens YYYY-MM-DD] [--closes YYYY-MM-DD]
npm run county -- seasons <county> open <name or id>
npm run county -- seasons <county> close <name or id>
npm run county -- seasons <county> dates <name or id> [--opens YYYY-MM-DD] [--closes YYYY-MM-DD]
  The county's appeal seasons. A county has at most one open season: opening one closes the other.
  --opens and --closes: the season's first and last days as the county announces them; the site
  shows them, and takes no public filing after the last day.`,
  reasons: `npm run county -- reasons <county>
npm run county -- reasons <county> add --description <words> [--spanish <words>]
npm run county -- reasons <county> stop <id>
npm run county -- reasons <county> offer <id>
  The reasons the appeal's reasons step offers, in its order (the county console puts them in order
  and rewords them). add puts a new one before Other; stop no longer offers one (a reason is never
  deleted: filed appeals keep theirs); offer offers it again.`,
  places: `npm run county -- places <county> [list]
npm run county -- places <county> add --name <name> --address <address> --map <https link>
npm run county -- places <county> change <name or id> [--name <name>] [--address <address>] [--map <https link>]
npm run county -- places <county> stop <name or id>
npm run county -- places <county> offer <name or id>
  The locations where the county meets people in person, offered or not. --map is the map link the
  meeting wizard shows in a frame: a web address starting with https://, whose site the county's
  pages then allow in a frame. A new location is offered at once; the public sees it once it has
  meeting times (the office desk's Meeting times). stop no longer offers one (a location is never
  deleted): meetings booked there are not cancelled, and stop says how many remain; offer offers it again.`,
};

export const COUNTY_USAGE = `Usage: npm run county -- <command> ... (npm run county -- <command> --help for one)

${Object.values(COUNTY_HELP).join('\n\n')}

${WHERE}`;

/** A wrong command line: the message says what to change. */
export class CountyUsageError extends Error {
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
  }
}

export type CountyCommand =
  | { kind: 'help'; command?: string }
  | { kind: 'create'; slug: string; name: string; pairs: Record<string, string>; like?: string }
  | { kind: 'list' }
  | { kind: 'keys' }
  | { kind: 'show'; slug: string }
  | { kind: 'set'; slug: string; pairs: Record<string, string> }
  | { kind: 'modules'; slug: string; enable: ModuleName[]; disable: ModuleName[] }
  | { kind: 'seasons'; slug: string }
  | { kind: 'season-add'; slug: string; name: string; year: number; open: boolean; opensOn: string | null; closesOn: string | null }
  | { kind: 'season-open'; slug: string; which: string; open: boolean }
  /** A day undefined stays as it is; null takes it away. */
  | { kind: 'season-dates'; slug: string; which: string; opensOn?: string | null; closesOn?: string | null }
  | { kind: 'reasons'; slug: string }
  | { kind: 'reason-add'; slug: string; description: string; spanish: string | null }
  | { kind: 'reason-offer'; slug: string; id: string; used: boolean }
  | { kind: 'places'; slug: string }
  | { kind: 'place-add'; slug: string; name: string; address: string; location: string }
  /** A field left out stays as it is. */
  | { kind: 'place-change'; slug: string; which: string; name?: string; address?: string; location?: string }
  | { kind: 'place-offer'; slug: string; which: string; active: boolean };

const OPTIONS = {
  name: { type: 'string' },
  timezone: { type: 'string' },
  currency: { type: 'string' },
  language: { type: 'string' },
  like: { type: 'string' },
  enable: { type: 'string' },
  disable: { type: 'string' },
  year: { type: 'string' },
  open: { type: 'boolean' },
  opens: { type: 'string' },
  closes: { type: 'string' },
  description: { type: 'string' },
  spanish: { type: 'string' },
  address: { type: 'string' },
  map: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const ALLOWED: Record<string, Array<keyof typeof OPTIONS>> = {
  create: ['name', 'timezone', 'currency', 'language', 'like'],
  list: [],
  keys: [],
  show: [],
  set: [],
  modules: ['enable', 'disable'],
  seasons: ['name', 'year', 'open', 'opens', 'closes'],
  reasons: ['description', 'spanish'],
  places: ['name', 'address', 'map'],
};

/** --opens / --closes: a calendar day, or none. */
function seasonDayOption(value: string | undefined, option: string, command: string): string | null {
  if (value === undefined) return null;
  if (!isCalendarDate(value)) throw new CountyUsageError(`--${option} takes a day written YYYY-MM-DD, such as ${new Date().getFullYear()}-06-30, not "${value}".`, command);
  return value;
}

function keyValuePairs(words: string[], command: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const word of words) {
    const at = word.indexOf('=');
    if (at < 1) throw new CountyUsageError(`"${word}" is not key=value: write each setting as key=value (general.phone_number=5555550100).`, command);
    pairs[word.slice(0, at)] = word.slice(at + 1);
  }
  return pairs;
}

function moduleList(value: string | undefined, option: string): ModuleName[] {
  if (value === undefined) return [];
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.find((name) => !isModule(name));
  if (unknown) throw new CountyUsageError(`--${option} takes modules from ${Object.keys(MODULES).join(', ')}, not "${unknown}".`, 'modules');
  return names as ModuleName[];
}

const PLACE_OPTIONS = { name: 'name', address: 'address', location: 'map' } as const;

/** The location's fields given, each checked as the console's API checks it; the first wrong one named by its option. */
function placeFields<Given extends Partial<Record<keyof typeof PLACE_OPTIONS, string>>>(given: Given): Given {
  const checked: Partial<Record<keyof typeof PLACE_OPTIONS, string>> = {};
  for (const field of Object.keys(PLACE_OPTIONS) as Array<keyof typeof PLACE_OPTIONS>) {
    if (given[field] === undefined) continue;
    const parsed = placeInputSchema.shape[field].safeParse(given[field]);
    if (!parsed.success) throw new CountyUsageError(`--${PLACE_OPTIONS[field]}: ${parsed.error.issues[0].message}`, 'places');
    checked[field] = parsed.data;
  }
  return checked as Given;
}

/** Reads the command line (after `npm run county --`); throws CountyUsageError with a plain message. */
export function parseCountyCommand(argv: string[]): CountyCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CountyUsageError(
      parseArgsMessage(error),
      argv.find((word) => word in ALLOWED),
    );
  }
  const { values, positionals } = parsed;
  const [kind, ...rest] = positionals;
  if (kind === undefined) return { kind: 'help' };
  if (!(kind in ALLOWED)) throw new CountyUsageError(`"${kind}" is not a command: use ${Object.keys(ALLOWED).join(', ')}.`);
  if (values.help) return { kind: 'help', command: kind };
  const misplaced = Object.keys(values).find((option) => !ALLOWED[kind].includes(option as keyof typeof OPTIONS));
  if (misplaced) throw new CountyUsageError(`${kind} takes no --${misplaced}.`, kind);
  const slugAt = (words: string[]) => {
    if (!words[0]) throw new CountyUsageError(`${kind} needs the county's id (npm run county -- ${kind} harbor-county).`, kind);
    return words[0];
  };
  switch (kind) {
    case 'list':
    case 'keys':
      if (rest.length) throw new CountyUsageError(`${kind} takes nothing more ("${rest[0]}").`, kind);
      return { kind };
    case 'show':
      if (rest.length > 1) throw new CountyUsageError(`show takes one county ("${rest[1]}" is more).`, kind);
      return { kind, slug: slugAt(rest) };
    case 'set': {
      const slug = slugAt(rest);
      if (rest.length < 2) throw new CountyUsageError('set needs at least one key=value.', kind);
      return { kind, slug, pairs: keyValuePairs(rest.slice(1), kind) };
    }
    case 'create': {
      const slug = slugAt(rest);
      const missing = (['name', 'timezone', 'currency'] as const).filter((option) => !values[option]?.trim());
      if (missing.length) throw new CountyUsageError(`create needs ${missing.map((option) => `--${option}`).join(', ')}.`, kind);
      const pairs = keyValuePairs(rest.slice(1), kind);
      pairs['general.timezone'] = values.timezone!;
      pairs['general.currency'] = values.currency!;
      if (values.language) pairs['general.languages'] = values.language;
      return { kind, slug, name: values.name!, pairs, like: values.like };
    }
    case 'modules': {
      const slug = slugAt(rest);
      if (rest.length > 1) throw new CountyUsageError(`modules takes one county ("${rest[1]}" is more).`, kind);
      return { kind, slug, enable: moduleList(values.enable, 'enable'), disable: moduleList(values.disable, 'disable') };
    }
    case 'reasons': {
      const slug = slugAt(rest);
      const [, action, id, ...extra] = rest;
      if (extra.length) throw new CountyUsageError(`reasons ${action} takes one reason ("${extra[0]}" is more).`, kind);
      if (action === undefined) return { kind: 'reasons', slug };
      if (action === 'add') {
        const parsedReason = newReasonSchema.safeParse({ description: values.description ?? '', spanish: values.spanish ?? null });
        if (!parsedReason.success) throw new CountyUsageError(`--description: ${parsedReason.error.issues[0].message}`, kind);
        return { kind: 'reason-add', slug, ...parsedReason.data };
      }
      if (action === 'stop' || action === 'offer') {
        if (!id) throw new CountyUsageError(`reasons ${action} needs the reason's id (npm run county -- reasons ${slug} lists them).`, kind);
        return { kind: 'reason-offer', slug, id, used: action === 'offer' };
      }
      throw new CountyUsageError(`"${action}" is not a reasons command: use add, stop or offer.`, kind);
    }
    case 'places': {
      const slug = slugAt(rest);
      const [, action, which, ...extra] = rest;
      if (extra.length) throw new CountyUsageError(`places ${action} takes one location ("${extra[0]}" is more; put a name of several words in quotes).`, kind);
      const given = (['name', 'address', 'map'] as const).filter((option) => values[option] !== undefined);
      if (action === undefined || action === 'list') {
        if (which) throw new CountyUsageError(`places list takes nothing more ("${which}").`, kind);
        if (given.length) throw new CountyUsageError(`places list takes no --${given[0]}.`, kind);
        return { kind: 'places', slug };
      }
      if (action === 'add') {
        if (which) throw new CountyUsageError(`places add takes its name as --name, not "${which}".`, kind);
        const missing = (['name', 'address', 'map'] as const).filter((option) => values[option] === undefined);
        if (missing.length) throw new CountyUsageError(`places add needs ${missing.map((option) => `--${option}`).join(', ')}.`, kind);
        return { kind: 'place-add', slug, ...placeFields({ name: values.name!, address: values.address!, location: values.map! }) };
      }
      if (action === 'change' || action === 'stop' || action === 'offer') {
        if (!which) throw new CountyUsageError(`places ${action} needs the location's name or id (npm run county -- places ${slug} lists them).`, kind);
        if (action !== 'change') {
          if (given.length) throw new CountyUsageError(`places ${action} takes no --${given[0]}.`, kind);
          return { kind: 'place-offer', slug, which, active: action === 'offer' };
        }
        if (!given.length) throw new CountyUsageError('places change needs --name, --address, --map or several.', kind);
        return { kind: 'place-change', slug, which, ...placeFields({ name: values.name, address: values.address, location: values.map }) };
      }
      throw new CountyUsageError(`"${action}" is not a places command: use list, add, change, stop or offer.`, kind);
    }
    default: {
      const slug = slugAt(rest);
      const [, action, which, ...extra] = rest;
      if (extra.length) throw new CountyUsageError(`seasons ${action} takes one season ("${extra[0]}" is more).`, kind);
      if (action === undefined) return { kind: 'seasons', slug };
      if (action === 'add') {
        const year = Number(values.year);
        if (!values.name?.trim() || values.year === undefined) throw new CountyUsageError('seasons add needs --name and --year.', kind);
        if (!Number.isInteger(year)) throw new CountyUsageError(`--year takes a year such as ${new Date().getFullYear()}, not "${values.year}".`, kind);
        return {
          kind: 'season-add',
          slug,
          name: values.name,
          year,
          open: values.open === true,
          opensOn: seasonDayOption(values.opens, 'opens', kind),
          closesOn: seasonDayOption(values.closes, 'closes', kind),
        };
      }
      if (action === 'open' || action === 'close' || action === 'dates') {
        if (!which) throw new CountyUsageError(`seasons ${action} needs the season's name or id.`, kind);
        if (action !== 'dates') return { kind: 'season-open', slug, which, open: action === 'open' };
        if (values.opens === undefined && values.closes === undefined)
          throw new CountyUsageError('seasons dates needs --opens, --closes or both (an empty value, --closes "", takes the day away).', kind);
        const day = (value: string | undefined, option: string) => (value === undefined ? undefined : value === '' ? null : seasonDayOption(value, option, kind));
        return { kind: 'season-dates', slug, which, opensOn: day(values.opens, 'opens'), closesOn: day(values.closes, 'closes') };
      }
      throw new CountyUsageError(`"${action}" is not a seasons command: use add, open, close or dates.`, kind);
    }
  }
}

/** A location of the county by name or id, or a refusal that says how to list them. */
async function placeOf(db: Database, tenantId: string, slug: string, which: string): Promise<CountyPlace> {
  try {
    return await findCountyPlace(db, tenantId, which);
  } catch (error) {
    if (error instanceof PlaceNotFound) throw new CountyRefusal(`${slug} has no location "${which}": npm run county -- places ${slug} lists them.`);
    throw error;
  }
}

export interface CountyIo {
  out(line: string): void;
  err(line: string): void;
}

function sayProblems(io: CountyIo, problems: SettingProblem[]): number {
  io.err(`Nothing was written. ${problems.length === 1 ? 'This value is' : 'These values are'} not allowed:`);
  for (const { key, value, allowed } of problems)
    io.err(`  ${key}=${value}: ${SETTING_KEYS.includes(key) ? `takes ${allowed}` : `there is no such setting (npm run county -- keys lists them)`}`);
  return 1;
}

const yesNo = (on: boolean) => (on ? 'on' : 'off');

const bookedAhead = (count: number) => (count === 1 ? '1 upcoming meeting booked' : `${count} upcoming meetings booked`);
const placeLine = (place: CountyPlace) =>
  `${place.id}  ${place.name}  ${place.address}  ${place.active ? 'offered' : 'not offered'}${place.bookedMeetings ? `  ${bookedAhead(place.bookedMeetings)}` : ''}  map: ${place.location}`;

/** Runs a parsed command; answers the exit code (0 done, 1 refused: nothing written). */
export async function runCountyCommand(db: Database, command: Exclude<CountyCommand, { kind: 'help' }>, io: CountyIo, actor: Actor): Promise<number> {
  try {
    switch (command.kind) {
      case 'keys':
        for (const key of SETTING_KEYS) io.out(`${key}: ${allowedFor(key)}`);
        return 0;
      case 'list': {
        const counties = await listCounties(db);
        if (counties.length === 0) io.out('No county yet: npm run county -- create --help says how to add one.');
        for (const county of counties) {
          io.out(`${county.id}  ${county.name}  modules: ${county.modules.join(', ') || 'none'}  parcels: ${county.parcels}  open season: ${county.openSeason ?? 'none'}`);
        }
        return 0;
      }
      case 'show': {
        const county = await showCounty(db, command.slug);
        io.out(`${county.id}: ${county.name}`);
        io.out(`modules: ${(Object.keys(MODULES) as ModuleName[]).map((module) => `${module} ${yesNo(county.modules.includes(module))}`).join(', ')}`);
        io.out(`parcels: ${county.parcels}`);
        io.out(`seasons: ${county.seasons.map((season) => `${season.name} (${season.year}${season.open ? ', open' : ''})`).join('; ') || 'none'}`);
        io.out('settings it has set (the rest take their defaults):');
        for (const [key, value] of Object.entries(county.stored).sort(([a], [b]) => a.localeCompare(b))) io.out(`  ${key}=${JSON.stringify(value)}`);
        if (county.ignoredKeys.length) io.err(`stored values refused by the rules, their defaults apply: ${county.ignoredKeys.join(', ')}`);
        return 0;
      }
      case 'create': {
        const { values, problems } = readSettingValues(command.pairs);
        if (problems.length) return sayProblems(io, problems);
        await createCounty(db, { slug: command.slug, name: command.name, values, like: command.like }, actor);
        io.out(`Created ${command.slug} (${command.name}). Next: npm run parcels -- import ${command.slug} <roll.csv>, then npm run county -- seasons ${command.slug} add --help.`);
        return 0;
      }
      case 'set': {
        const { values, problems } = readSettingValues(command.pairs);
        if (problems.length) return sayProblems(io, problems);
        const changed = await setCountySettings(db, command.slug, values, actor);
        io.out(changed.length ? `Changed ${changed.join(', ')} for ${command.slug}.` : `Nothing to change: ${command.slug} already has these values.`);
        return 0;
      }
      case 'modules': {
        if (command.enable.length || command.disable.length) {
          const changed = await switchModules(db, command.slug, command, actor);
          if (!changed.length) io.out('Nothing to change: the modules were already so.');
        }
        const county = await showCounty(db, command.slug);
        io.out(`${county.id}: ${(Object.keys(MODULES) as ModuleName[]).map((module) => `${module} ${yesNo(county.modules.includes(module))}`).join(', ')}`);
        return 0;
      }
      case 'seasons': {
        const seasons = await listSeasons(db, command.slug);
        if (seasons.length === 0)
          io.out(
            `${command.slug} has no season yet: npm run county -- seasons ${command.slug} add --name "${new Date().getFullYear()} appeals" --year ${new Date().getFullYear()} --open`,
          );
        for (const season of seasons) io.out(`${season.id}  ${season.name}  ${season.year}  ${season.open ? 'open' : 'closed'}`);
        return 0;
      }
      case 'season-add': {
        const season = await addSeason(db, command.slug, command, actor);
        io.out(`Added the season "${season.name}" (${season.id}) to ${command.slug}, ${season.open ? 'open' : 'closed'}.`);
        return 0;
      }
      case 'reasons': {
        const reasons = await listReasons(db, (await countyOrRefuse(db, command.slug)).id);
        if (reasons.length === 0) io.out(`${command.slug} has no appeal reasons: npm run county -- reasons ${command.slug} add --description "Market value is too high"`);
        for (const reason of reasons) io.out(`${reason.id}  ${reason.description}${reason.spanish ? ` / ${reason.spanish}` : ''}  ${reason.used ? 'offered' : 'not offered'}`);
        return 0;
      }
      case 'reason-add': {
        const reason = await addReason(db, (await countyOrRefuse(db, command.slug)).id, command, actor);
        io.out(`Added the reason "${reason.description}" (${reason.id}) to ${command.slug}, offered before Other.`);
        return 0;
      }
      case 'reason-offer': {
        const tenantId = (await countyOrRefuse(db, command.slug)).id;
        const reason = (await listReasons(db, tenantId)).find((each) => each.id === command.id);
        if (!reason) throw new CountyRefusal(`${command.slug} has no reason "${command.id}": npm run county -- reasons ${command.slug} lists them.`);
        const changed = await changeReason(db, tenantId, reason.id, { description: reason.description, spanish: reason.spanish, used: command.used }, actor);
        io.out(`The reason "${changed.description}" of ${command.slug} is ${changed.used ? 'offered' : 'no longer offered'}.`);
        return 0;
      }
      case 'places': {
        const list = await listCountyPlaces(db, (await countyOrRefuse(db, command.slug)).id);
        if (list.length === 0)
          io.out(`${command.slug} has no meeting locations: npm run county -- places ${command.slug} add --name "County Office" --address "1 Main Street" --map https://…`);
        for (const place of list) io.out(placeLine(place));
        return 0;
      }
      case 'place-add': {
        const place = await addPlace(db, (await countyOrRefuse(db, command.slug)).id, command, actor);
        io.out(`Added the location "${place.name}" (${place.id}) to ${command.slug}, offered. The public sees it once it has meeting times (the office desk's Meeting times).`);
        return 0;
      }
      case 'place-change': {
        const tenantId = (await countyOrRefuse(db, command.slug)).id;
        const place = await placeOf(db, tenantId, command.slug, command.which);
        const changed = await changePlace(
          db,
          tenantId,
          place.id,
          { name: command.name ?? place.name, address: command.address ?? place.address, location: command.location ?? place.location },
          actor,
        );
        io.out(`The location "${changed.name}" of ${command.slug}: ${changed.address}, map ${changed.location}.`);
        return 0;
      }
      case 'place-offer': {
        const tenantId = (await countyOrRefuse(db, command.slug)).id;
        const place = await setPlaceActive(db, tenantId, (await placeOf(db, tenantId, command.slug, command.which)).id, command.active, actor);
        if (place.active) io.out(`The location "${place.name}" of ${command.slug} is offered.`);
        else {
          const remain =
            place.bookedMeetings === 0
              ? 'No booked meeting remains there.'
              : place.bookedMeetings === 1
                ? '1 booked meeting remains there: it is not cancelled.'
                : `${place.bookedMeetings} booked meetings remain there: they are not cancelled.`;
          io.out(`The location "${place.name}" of ${command.slug} is no longer offered. ${remain}`);
        }
        return 0;
      }
      case 'season-dates': {
        const season = await setSeasonDates(db, command.slug, command.which, command, actor);
        io.out(`The season "${season.name}" of ${command.slug}: first day ${season.opensOn ?? 'none'}, last day ${season.closesOn ?? 'none'}.`);
        return 0;
      }
      case 'season-open': {
        const season = await setSeasonOpen(db, command.slug, command.which, command.open, actor);
        io.out(`The season "${season.name}" of ${command.slug} is ${season.open ? 'open' : 'closed'}.`);
        return 0;
      }
    }
  } catch (error) {
    if (!(error instanceof CountyRefusal)) throw error;
    io.err(error.message);
    return 1;
  }
}
