import { useEffect } from 'react';
import { enabledModules, usePortalState, useSettings } from 'mfe-shared';
import { formatPhone } from 'mfe-shared/format';
import { Link } from 'mfe-shared/router';
import { PageHeading, useAssetUrl, usePageTitle } from 'mfe-shared/ui';
import { SearchBar } from '../../../components/search-bar';
import { useT } from '../../../i18n/home';

/** The page's title: its catalogue id. */
const HOME_TITLE = 'search.home.title';

/** Home (docs/product.md#search-area): hero with the search bar, welcome text, and the daily-change disclaimer. */
export function HomePage() {
  const t = useT();
  const settings = useSettings();
  const [, setSelectedParcel] = usePortalState('selectedParcel');
  usePageTitle({ id: HOME_TITLE });

  // Arriving home starts a new visit: no property is selected any more.
  useEffect(() => {
    setSelectedParcel(() => null);
  }, [setSelectedParcel]);

  // A path of the portal's own (/static/...) is read against the portal, also in an embed on a county's page.
  const hero = useAssetUrl()(settings['general.hero_image_url']);
  const office = settings['general.display_name'];
  const phone = formatPhone(settings['general.phone_number']);
  const modules = enabledModules(settings);
  const services = modules.appeal && modules.meeting ? 'all' : modules.appeal ? 'appeal' : modules.meeting ? 'meeting' : 'none';
  return (
    <>
      <section className="portal-hero margin-top-2" style={hero ? { backgroundImage: `url("${hero}")` } : undefined}>
        <div className="portal-hero__callout">
          <PageHeading>{t(HOME_TITLE)}</PageHeading>
          <SearchBar />
        </div>
      </section>
      <section className="margin-top-4" aria-labelledby="welcome-heading">
        <h2 id="welcome-heading">{t('search.home.welcome', { office })}</h2>
        <p>{t('search.home.services', { services, office })}</p>
        {/* The way back for someone who filed or booked and has not the e-mail at hand (docs/product.md#finding-an-appeal-or-meeting-again). */}
        {services === 'none' ? null : (
          <p>
            <Link to="/status">{t('search.home.statusLink')}</Link>
          </p>
        )}
      </section>
      <section className="margin-top-2" aria-labelledby="disclaimer-heading">
        <h2 id="disclaimer-heading">{t('search.home.aboutHeading')}</h2>
        <p>{phone ? t('search.home.aboutPhone', { office, phone }) : t('search.home.about', { office })}</p>
      </section>
    </>
  );
}
