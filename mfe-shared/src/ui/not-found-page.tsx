import { Link } from 'mfe-shared/router';
import { PageHeading } from './page-heading';
import { usePageTitle } from './use-page-title';

/** The page for an address the site does not have; each area may give it its own heading. */
export function NotFoundPage({ heading = 'Page not found' }: { heading?: string }) {
  usePageTitle(heading);
  return (
    <section className="margin-y-4" aria-labelledby="not-found-heading">
      <PageHeading id="not-found-heading">{heading}</PageHeading>
      <p>We could not find the page you were looking for. Check the address, or start again from the home page.</p>
      <p>
        <Link className="usa-button" to="/">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
