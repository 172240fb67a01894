/** The remotes built in this repository; the API lists them in remotes.json unless a registry file says otherwise. */
export const remoteNames = ['mfe-search', 'mfe-appeal', 'mfe-meeting', 'mfe-office'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * One remote in the registry (remotes.json, docs/architecture.md#remotesjson-the-registry): where
 * its manifest is, and where and for whom the shell mounts its `./routes`. The shell knows nothing
 * else about a remote, so a new one is added to a running site by its entry alone.
 */
export interface RemoteEntry {
  /** The URL of its mf-manifest.json: on this origin (`/remotes/{name}/mf-manifest.json`) or absolute on another. */
  entry: string;
  /** The route prefix its `./routes` is mounted at: '/appeal' serves `#/appeal/*`; '/' is the front door, which also answers unknown addresses. */
  path: string;
  /** Settings of the county that must all be on for it to be mounted; `!key` must be off. None: always mounted. */
  enabledBy?: string[];
  /** Mounted only while staff are signed in: the public never downloads it. */
  staffOnly?: boolean;
  /** What its loading indicator announces ("Loading the appeal form"). */
  loading?: string;
  /** A staff-only remote's link in the staff bar ("Office desk"). */
  staffLink?: string;
  /** Its texts in other languages: { es: { loading: '...', staffLink: '...' } }; English where none. */
  translations?: Record<string, RemoteTexts>;
}

/** The texts of a registry entry that a visitor sees or hears. */
export type RemoteTexts = Pick<RemoteEntry, 'loading' | 'staffLink'>;

/** A registry entry's text in a language: its translation, else its English. */
export function remoteText(remote: RemoteEntry, key: keyof RemoteTexts, language: string): string | undefined {
  return remote.translations?.[language]?.[key] || remote[key];
}

/** What /remotes.json holds: remote name -> its entry, in the order the staff bar lists links. */
export type RemoteRegistry = Record<string, RemoteEntry>;
/** The former name of RemoteRegistry (its values were bare manifest URLs before 2.2.0). */
export type RemotesJson = RemoteRegistry;

/** An entry the shell mounts, with its name. */
export type NamedRemote = RemoteEntry & { name: string };

/** How this repository's remotes are mounted: their registry entries but the URL (api/src/routes/web/remotes.ts adds it). */
export const SITE_REMOTES: Record<RemoteName, Omit<RemoteEntry, 'entry'>> = {
  'mfe-search': { path: '/', loading: 'Loading the property search', translations: { es: { loading: 'Cargando la búsqueda de propiedades' } } },
  'mfe-appeal': { path: '/appeal', enabledBy: ['appeal.enabled'], loading: 'Loading the appeal form', translations: { es: { loading: 'Cargando el formulario de apelación' } } },
  'mfe-meeting': {
    path: '/meeting',
    enabledBy: ['meetings.enabled', '!appeal.hide_meetings'],
    loading: 'Loading the meeting booking',
    translations: { es: { loading: 'Cargando la reserva de citas' } },
  },
  'mfe-office': {
    path: '/office',
    enabledBy: ['office.enabled'],
    staffOnly: true,
    loading: 'Loading the office desk',
    staffLink: 'Office desk',
    translations: { es: { loading: 'Cargando el escritorio de la oficina', staffLink: 'Escritorio de la oficina' } },
  },
};

/** The settings module (see enabledModules) that turns each remote on. */
export const remoteModule: Record<RemoteName, keyof EnabledModules> = {
  'mfe-search': 'search',
  'mfe-appeal': 'appeal',
  'mfe-meeting': 'meeting',
  'mfe-office': 'office',
};

/** `office`: the staff-only office desk; on for the county, shown to staff only. */
export type EnabledModules = { search: true; appeal: boolean; meeting: boolean; office: boolean };

/** The settings that turn this repository's remotes on (a county's Settings has them). */
type ModuleSwitches = Readonly<Record<'appeal.enabled' | 'meetings.enabled' | 'appeal.hide_meetings' | 'office.enabled', boolean>>;

/** Which of this repository's remotes a county's settings turn on (what the property page offers). */
export function enabledModules(settings: ModuleSwitches): EnabledModules {
  return {
    search: true,
    appeal: settings['appeal.enabled'],
    meeting: settings['meetings.enabled'] && !settings['appeal.hide_meetings'],
    office: settings['office.enabled'],
  };
}

/** Whether a county's settings turn a registry entry on: each `enabledBy` key on (`!key` off). An unknown key is off. */
export function isRemoteEnabled(entry: Pick<RemoteEntry, 'enabledBy'>, settings: Readonly<Record<string, unknown>>): boolean {
  return (entry.enabledBy ?? []).every((key) => (key.startsWith('!') ? settings[key.slice(1)] !== true : settings[key] === true));
}

/** A remote's name becomes its federation container's name (`mfe_office`), so: lower-case letters, digits and hyphens. */
const NAME = /^[a-z][a-z0-9-]{0,49}$/;
/** '/' or lower-case segments ('/office', '/office/desk'). */
const PATH = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/;

const isText = (value: unknown, max = 2000): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;
const optional = (value: unknown, ok: (value: unknown) => boolean) => value === undefined || ok(value);

/** Why an entry cannot be used, or null. */
function entryProblem(name: string, value: unknown): string | null {
  if (!NAME.test(name)) return 'its name must be lower-case letters, digits and hyphens, starting with a letter';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'it must be an object with entry and path';
  const entry = value as Record<string, unknown>;
  if (!isText(entry.entry)) return 'entry must be the URL of its mf-manifest.json';
  if (!isText(entry.path, 200) || !PATH.test(entry.path)) return "path must be '/' or a prefix such as '/office'";
  if (!optional(entry.enabledBy, (keys) => Array.isArray(keys) && keys.every((key) => isText(key, 200)))) return 'enabledBy must be a list of settings keys';
  if (!optional(entry.staffOnly, (flag) => typeof flag === 'boolean')) return 'staffOnly must be true or false';
  if (!optional(entry.loading, (text) => isText(text, 200))) return 'loading must be text';
  if (!optional(entry.staffLink, (text) => isText(text, 100))) return 'staffLink must be text';
  const textsOk = (texts: unknown) => typeof texts === 'object' && texts !== null && Object.values(texts).every((text) => isText(text, 200));
  if (!optional(entry.translations, (all) => typeof all === 'object' && all !== null && !Array.isArray(all) && Object.values(all).every(textsOk))) {
    return 'translations must be an object of language -> { loading, staffLink }';
  }
  return null;
}

/**
 * Reads a registry (the parsed remotes.json): the usable entries in order, and a sentence for each
 * one left out (a broken entry, or a second remote at a path already taken). Plain code, no schema
 * library: the shell reads it before its first screen.
 */
export function readRemoteRegistry(file: unknown): { remotes: NamedRemote[]; problems: string[] } {
  const remotes: NamedRemote[] = [];
  const problems: string[] = [];
  if (typeof file !== 'object' || file === null || Array.isArray(file)) return { remotes, problems: ['The registry must be an object of remote name -> entry.'] };
  for (const [name, value] of Object.entries(file)) {
    const problem = entryProblem(name, value);
    const taken = problem ? undefined : remotes.find((remote) => remote.path === (value as RemoteEntry).path);
    if (problem || taken) {
      problems.push(`The remote "${name}" was left out: ${problem ?? `its path ${taken!.path} is already ${taken!.name}'s`}.`);
      continue;
    }
    const { entry, path, enabledBy, staffOnly, loading, staffLink, translations } = value as RemoteEntry;
    remotes.push({
      name,
      entry,
      path,
      ...(enabledBy ? { enabledBy } : {}),
      ...(staffOnly ? { staffOnly } : {}),
      ...(loading ? { loading } : {}),
      ...(staffLink ? { staffLink } : {}),
      ...(translations ? { translations } : {}),
    });
  }
  return { remotes, problems };
}
