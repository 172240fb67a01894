import type { PortalBus } from 'mfe-shared';

/** The names of the page views recorded on `bus` from now on, as the county's analytics receive them. */
export function pageViewNames(bus: PortalBus): string[] {
  const names: string[] = [];
  bus.on('analytics', (event) => {
    if (event.type === 'page-view') names.push(event.name);
  });
  return names;
}
