import type { Settings } from '../schemas/settings';


/** The site's remotes; the shell registers them and the API hosts and lists them. */
export const remoteNames = ['mfe-search', 'mfe-appeal', 'mfe-meeting'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Deploy-time map (remotes.json): remote name -> URL of its mf-manifest.json. */
export type RemotesJson = Partial<Record<RemoteName, string>>;

/** The settings module (see enabledModules) that turns each remote on. */
export const remoteModule: Record<RemoteName, 'search' | 'appeal' | 'meeting'> = {
  'mfe-search': 'search',
  'mfe-appeal': 'appeal',
  'mfe-meeting': 'meeting',
};

export type EnabledModules = { search: true; appeal: boolean; meeting: boolean };

/** Which remotes a county's settings turn on (docs/architecture.md, start-up). */
export function enabledModules(settings: Settings): EnabledModules {
  return {
    search: true,
    appeal: settings['appeal.enabled'],
    meeting: settings['meetings.enabled'] && !settings['appeal.hide_meetings'],
  };
}
