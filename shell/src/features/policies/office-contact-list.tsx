import { useSettings } from 'mfe-shared';
import { formatPhone } from 'mfe-shared/format';

/** The office's name, phone and e-mail from the county's settings, as a short list of links. */
export function OfficeContactList() {
  const settings = useSettings();
  const phone = settings['general.phone_number'];
  const email = settings['general.email'];
  return (
    <ul className="usa-list">
      {phone ? (
        <li>
          Phone: <a href={`tel:${phone.replace(/\D/g, '')}`}>{formatPhone(phone)}</a>
        </li>
      ) : null}
      {email ? (
        <li>
          Email: <a href={`mailto:${email}`}>{email}</a>
        </li>
      ) : null}
      {!phone && !email ? <li>Ask at {settings['general.display_name']}.</li> : null}
    </ul>
  );
}
