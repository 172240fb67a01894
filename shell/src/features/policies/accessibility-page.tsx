import { Link } from 'mfe-shared/router';
import { useSettings } from 'mfe-shared';
import { PageHeading, usePageTitle } from 'mfe-shared/ui';
import { useT } from './i18n';
import { OfficeContactList } from './office-contact-list';

/** `#/accessibility`: the county's accessibility statement (issue 19; docs/product.md#accessibility-statement-and-privacy-notice). */
export function AccessibilityPage() {
  const t = useT();
  const title = t('shell.accessibility.title');
  usePageTitle(title);
  const office = useSettings()['general.display_name'];
  return (
    <div className="portal-policy">
      <PageHeading>{title}</PageHeading>
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
