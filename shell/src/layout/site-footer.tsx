import { useIntlLocale, useSettings } from 'mfe-shared';
import { Link } from 'mfe-shared/router';
import { formatPhone, timeZoneName } from 'mfe-shared/format';
import { StaffSignInLink } from '../features/staff/components/staff-sign-in-link';
import { richText } from 'mfe-shared/ui';
import { useT } from '../i18n/site';

export function SiteFooter() {
  const t = useT();
  const locale = useIntlLocale();
  const settings = useSettings();
  const phone = settings['general.phone_number'];
  const email = settings['general.email'];
  return (
    <footer className="portal-footer">
      <div className="grid-container">
        <h2 className="margin-top-0">{t('shell.footer.contact', { office: settings['general.display_name'] })}</h2>
        <address>
          {phone ? <p>{richText(t('shell.footer.phone', { phone: formatPhone(phone) }), { link: (text) => <a href={`tel:${phone.replace(/\D/g, '')}`}>{text}</a> })}</p> : null}
          {email ? <p>{richText(t('shell.footer.email', { email }), { link: (text) => <a href={`mailto:${email}`}>{text}</a> })}</p> : null}
        </address>
        <p>{t('shell.footer.units', { currency: settings['general.currency'], zone: timeZoneName(settings['general.timezone'], undefined, locale) })}</p>
        <ul className="portal-footer__links" aria-label={t('shell.footer.about')}>
          <li>
            <Link to="/accessibility">{t('shell.footer.accessibility')}</Link>
          </li>
          <li>
            <Link to="/privacy">{t('shell.footer.privacy')}</Link>
          </li>
        </ul>
        <StaffSignInLink />
      </div>
    </footer>
  );
}
