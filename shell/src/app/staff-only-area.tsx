import { Link } from 'mfe-shared/router';
import { Alert, PageHeading, usePageTitle } from 'mfe-shared/ui';

const TITLE = 'For office staff only';

/**
 * What the public see at a staff-only remote's addresses: a way to sign in. The remote itself is
 * not mounted, so none of its files are downloaded.
 */
export function StaffOnlyArea() {
  usePageTitle(TITLE);
  return (
    <>
      <PageHeading>{TITLE}</PageHeading>
      <Alert type="info" headingLevel="h2" heading="Sign in to continue">
        <p>
          This part of the site is for the office's staff. <Link to="/staff/sign-in">Sign in as a member of staff</Link> to use it.
        </p>
      </Alert>
    </>
  );
}
