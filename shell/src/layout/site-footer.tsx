import { useSettings } from 'mfe-shared';
import { Link } from 'mfe-shared/router';
import { formatPhone, timeZoneName } from 'mfe-shared/format';
import { StaffSignInLink } from '../features/staff/components/staff-sign-in-link';

const currencyName = { USD: 'US dollars (USD)', GBP: 'pounds sterling (GBP)' } as const;

export function SiteFooter() {
  const settings = useSettings();
  const phone = settings['general.phone_number'];
  const email = settings['general.email'];
  return (
    <footer className="portal-footer">
      <div className="grid-container">
        <h2 className="margin-top-0">Contact {settings['general.display_name']}</h2>
        <address>
          {phone ? (
            <p>
              Phone: <a href={`tel:${phone.replace(/\D/g, '')}`}>{formatPhone(phone)}</a>
            </p>
          ) : null}
          {email ? (
            <p>
              Email: <a href={`mailto:${email}`}>{email}</a>
            </p>
          ) : null}
        </address>
        <p>
          Values are shown in {currencyName[settings['general.currency']]}. Dates and times are shown in{' '}
          {timeZoneName(settings['general.timezone'])}.
        </p>
        <ul className="portal-footer__links" aria-label="About this site">
          <li>
            <Link to="/accessibility">Accessibility statement</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy notice</Link>
          </li>
        </ul>
        <StaffSignInLink />
      </div>
    </footer>
  );
}
