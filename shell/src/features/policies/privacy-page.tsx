import { Link } from 'mfe-shared/router';
import { usePortal, useSettings } from 'mfe-shared';
import { PageHeading, richText, usePageTitle } from 'mfe-shared/ui';
import { useT } from './i18n';
import { BROWSER_STORAGE, browserStorageKey } from './browser-storage';
import { OfficeContactList } from './office-contact-list';

const strong = { strong: (text: string) => <strong>{text}</strong> };
const STORED = ['appeal', 'draft', 'meeting', 'usage', 'staff'] as const;
/** The page's title: its catalogue id. */
const TITLE = 'shell.privacy.title';

/** `#/privacy`: what this site keeps in the browser and what the office stores, and why (docs/product.md#accessibility-statement-and-privacy-notice). */
export function PrivacyPage() {
  const t = useT();
  usePageTitle({ id: TITLE });
  const { tenant } = usePortal();
  const office = useSettings()['general.display_name'];
  return (
    <div className="portal-policy">
      <PageHeading>{t(TITLE)}</PageHeading>
      <p className="usa-intro">{t('shell.privacy.intro', { office })}</p>

      <h2>{t('shell.privacy.browserHeading')}</h2>
      <p>{t('shell.privacy.browser')}</p>
      <dl className="portal-storage-list">
        {BROWSER_STORAGE.map((item) => (
          <div key={item.slice}>
            <dt>
              <code>{browserStorageKey(tenant, item)}</code>
            </dt>
            <dd>{t(`shell.storage.${item.slice}.holds`)}</dd>
            <dd>{t('shell.privacy.kept', { kept: t(`shell.storage.${item.slice}.kept`) })}</dd>
          </div>
        ))}
      </dl>
      <p>{t('shell.privacy.signOut')}</p>
      <p>{richText(t('shell.privacy.cookie'), { code: (text) => <code>{text}</code> })}</p>

      <h2>{t('shell.privacy.storedHeading')}</h2>
      <ul className="usa-list">
        {STORED.map((what) => (
          <li key={what}>{richText(t(`shell.privacy.stored.${what}`), strong)}</li>
        ))}
      </ul>
      <p>{t('shell.privacy.search')}</p>

      <h2>{t('shell.privacy.questionsHeading')}</h2>
      <p>{t('shell.privacy.questions', { office })}</p>
      <OfficeContactList />
      <p>
        <Link to="/accessibility">{t('shell.accessibility.title')}</Link> · <Link to="/">{t('shell.policy.search')}</Link>
      </p>
    </div>
  );
}
