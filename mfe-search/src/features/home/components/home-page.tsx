import { useEffect } from 'react';
import { enabledModules, usePortalState, useSettings } from 'mfe-shared';
import { formatPhone } from 'mfe-shared/format';
import { PageHeading, useAssetUrl, usePageTitle } from 'mfe-shared/ui';
import { SearchBar } from '../../../components/search-bar';

const HOME_TITLE = 'Search for your property';

/** Home (docs/product.md#search-area): hero with the search bar, welcome text, and the daily-change disclaimer. */
export function HomePage() {
  const settings = useSettings();
  const [, setSelectedParcel] = usePortalState('selectedParcel');
  usePageTitle(HOME_TITLE);

  // Arriving home starts a new visit: no property is selected any more.
  useEffect(() => {
    setSelectedParcel(() => null);
  }, [setSelectedParcel]);

  // A path of the portal's own (/static/...) is read against the portal, also in an embed on a county's page.
  const hero = useAssetUrl()(settings['general.hero_image_url']);
  const office = settings['general.display_name'];
  const phone = formatPhone(settings['general.phone_number']);
  const modules = enabledModules(settings);
  const services = [
    'see its details',
    modules.appeal ? 'file an appeal of its assessed value' : null,
    modules.meeting ? `book a meeting with ${office}` : null,
  ].filter(Boolean);
  const servicesText = services.length > 1 ? `${services.slice(0, -1).join(', ')}, or ${services.at(-1)}` : services[0];
  return (
    <>
      <section className="portal-hero margin-top-2" style={hero ? { backgroundImage: `url("${hero}")` } : undefined}>
        <div className="portal-hero__callout">
          <PageHeading>{HOME_TITLE}</PageHeading>
          <SearchBar />
        </div>
      </section>
      <section className="margin-top-4" aria-labelledby="welcome-heading">
        <h2 id="welcome-heading">Welcome to the {office} property portal</h2>
        <p>
          Find your property to {servicesText}.
        </p>
      </section>
      <section className="margin-top-2" aria-labelledby="disclaimer-heading">
        <h2 id="disclaimer-heading">About this information</h2>
        <p>
          The property data on this site is subject to daily change. If you think something is wrong, contact {office}
          {phone ? ` on ${phone}` : ''}.
        </p>
      </section>
    </>
  );
}
