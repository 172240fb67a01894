import { Link } from 'mfe-shared/router';
import { useSettings } from 'mfe-shared';
import { PageHeading, usePageTitle } from 'mfe-shared/ui';
import { useT } from './i18n';
import { OfficeContactList } from './office-contact-list';

/** The page's title: its catalogue id. */
const TITLE = 'shell.accessibility.title';

/** `#/accessibility`: the county's accessibility statement (docs/product.md#accessibility-statement-and-privacy-notice). */
export function AccessibilityPage() {
  const t = useT();
  usePageTitle({ id: TITLE });
  const office = useSettings()['general.display_name'];
  return (
    <div className="portal-policy">
      <PageHeading>{t(TITLE)}</PageHeading>
      <p className="usa-intro">{t('shell.accessibility.intro', { office })}</p>
      <h2>{t('shell.accessibility.targetHeading')}</h2>
      <p>{t('shell.accessibility.target')}</p>
      <h2>{t('shell.accessibility.limitsHeading')}</h2>
      <ul className="usa-list">
        <li>{t('shell.accessibility.limitComper')}</li>
        <li>{t('shell.accessibility.limitTests')}</li>
      </ul>
      <h2>{t('shell.accessibility.reportHeading')}</h2>
      <p>{t('shell.accessibility.report', { office })}</p>
      <OfficeContactList />
      <p>
        <Link to="/privacy">{t('shell.privacy.title')}</Link> · <Link to="/">{t('shell.policy.search')}</Link>
      </p>
    </div>
  );
}
