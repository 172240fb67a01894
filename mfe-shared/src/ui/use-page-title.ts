import { useEffect } from 'react';
import { sourceText, translate, useCountyText, useLanguage, usePortal, type MessageValues } from 'mfe-shared';

/** A screen title given by its catalogue id: shown in the active language, recorded in English. */
export interface CatalogueTitle {
  id: string;
  values?: MessageValues;
}

/**
 * Names the screen in the browser tab and records the page view (docs/product.md#addresses-and-routes).
 * Embedded in a county's page the tab is the county's: only the page view is recorded. A title given
 * by its catalogue id is recorded under its English text, so a screen is one line in the
 * county's analytics whatever language its visitors read; a plain text is recorded as it is.
 */
export function usePageTitle(title: string | CatalogueTitle): void {
  const { analytics, embedded } = usePortal();
  const office = useCountyText('general.display_name');
  // Re-renders on a language switch, which retitles the tab but is not a new page view.
  useLanguage();
  const shown = typeof title === 'string' ? title : translate(title.id, title.values);
  const recorded = typeof title === 'string' ? title : sourceText(title.id, title.values);
  useEffect(() => {
    if (!embedded) document.title = `${shown} - ${office}`;
  }, [shown, office, embedded]);
  useEffect(() => {
    analytics.pageView(recorded);
  }, [recorded, analytics]);
}
