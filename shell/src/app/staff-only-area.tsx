import { Link } from 'mfe-shared/router';
import { Alert, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { richText } from 'mfe-shared/ui';
import { useT } from '../i18n/site';

/**
 * What the public see at a staff-only remote's addresses: a way to sign in. The remote itself is
 * not mounted, so none of its files are downloaded.
 */
export function StaffOnlyArea() {
  const t = useT();
  usePageTitle({ id: 'shell.staffOnly.title' });
  return (
    <>
      <PageHeading>{t('shell.staffOnly.title')}</PageHeading>
      <Alert type="info" headingLevel="h2" heading={t('shell.staffOnly.heading')}>
        <p>{richText(t('shell.staffOnly.body'), { link: (text) => <Link to="/staff/sign-in">{text}</Link> })}</p>
      </Alert>
    </>
  );
}
