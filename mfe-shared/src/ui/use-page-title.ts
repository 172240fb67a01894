import { useEffect } from 'react';
import { usePortal, useSettings } from 'mfe-shared';

/** Names the screen in the browser tab and records the page view (docs/product.md#addresses-and-routes). */
export function usePageTitle(title: string): void {
  const { analytics } = usePortal();
  const office = useSettings()['general.display_name'];
  useEffect(() => {
    document.title = `${title} - ${office}`;
    analytics.pageView(title);
  }, [title, office, analytics]);
}
