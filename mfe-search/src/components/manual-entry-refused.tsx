import { useSettings } from 'mfe-shared';
import { Link } from 'mfe-shared/router';
import { PageHeading } from 'mfe-shared/ui';
import { useT } from '../i18n/common';
import { OfficeContact } from './office-contact';

/** The screen's title (its catalogue id), for the page that shows it to name the tab by. */
export const manualEntryRefusedTitle = (entry: 'staff-only' | 'off') => (entry === 'off' ? 'search.manualEntry.offTitle' : 'search.manualEntry.staffOnlyTitle');

/**
 * What a visitor reads where manual entry is not for them (docs/product.md#unlisted-properties): at its
 * address, or at a hand-entered property's page, rather than at Submit Appeal. `staff-only`: the county
 * offers it to its staff; `off`: it takes no property its records do not hold. Either way, back to search.
 * The page showing it names the tab (manualEntryRefusedTitle).
 */
export function ManualEntryRefused({ entry }: { entry: 'staff-only' | 'off' }) {
  const t = useT();
  const office = useSettings()['general.display_name'];
  return (
    <>
      <PageHeading>{t(manualEntryRefusedTitle(entry))}</PageHeading>
      <p>{t(entry === 'off' ? 'search.manualEntry.offBody' : 'search.manualEntry.staffOnlyBody', { office })}</p>
      <p>{t('search.manualEntry.next', { office })}</p>
      <OfficeContact />
      <p>
        <Link to="/" className="usa-button">
          {t('search.manualEntry.search')}
        </Link>
      </p>
    </>
  );
}
