import { useEffect } from 'react';
import { useCountyText, usePortal } from 'mfe-shared';

/**
 * Names the screen in the browser tab and records the page view (docs/product.md#addresses-and-routes).
 * Embedded in a county's page the tab is the county's: only the page view is recorded.
 */
export function usePageTitle(title: string): void {
  const { analytics, embedded } = usePortal();
  const office = useCountyText('general.display_name');
  useEffect(() => {
    if (!embedded) document.title = `${title} - ${office}`;
    analytics.pageView(title);
  }, [title, office, analytics, embedded]);
}
