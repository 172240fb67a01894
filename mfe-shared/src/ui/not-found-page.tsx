import { Link } from 'mfe-shared/router';
import { PageHeading } from './page-heading';
import { usePageTitle } from './use-page-title';
import { useSharedT } from '../i18n/shared-catalogue';

/** The page for an address the site does not have; each area may give it its own heading. */
export function NotFoundPage({ heading: given }: { heading?: string }) {
  const t = useSharedT();
  const heading = given ?? t('shared.notFound.heading');
  // The portal's own heading by its id, so its page view is recorded in English.
  usePageTitle(given ?? { id: 'shared.notFound.heading' });
  return (
    <section className="margin-y-4" aria-labelledby="not-found-heading">
      <PageHeading id="not-found-heading">{heading}</PageHeading>
      <p>{t('shared.notFound.body')}</p>
      <p>
        <Link className="usa-button" to="/">
          {t('shared.notFound.home')}
        </Link>
      </p>
    </section>
  );
}
