import { useEffect } from 'react';
import type { Portal } from 'mfe-shared';

/** Applies the county's button colour and starts the analytics heartbeat for the visit. */
export function useBranding(portal: Portal): void {
  const settings = portal.session.getState().settings;
  useEffect(() => {
    document.documentElement.style.setProperty('--portal-button-color', settings['general.button_color']);
    document.title = settings['general.display_name'];
    return portal.analytics.startHeartbeat();
  }, [portal, settings]);
}
