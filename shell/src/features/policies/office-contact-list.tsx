import { useSettings } from 'mfe-shared';
import { formatPhone } from 'mfe-shared/format';
import { richText } from 'mfe-shared/ui';
import { useT } from '../../i18n/site';

/** The office's name, phone and e-mail from the county's settings, as a short list of links. */
export function OfficeContactList() {
  const t = useT();
  const settings = useSettings();
  const phone = settings['general.phone_number'];
  const email = settings['general.email'];
  return (
    <ul className="usa-list">
      {phone ? <li>{richText(t('shell.footer.phone', { phone: formatPhone(phone) }), { link: (text) => <a href={`tel:${phone.replace(/\D/g, '')}`}>{text}</a> })}</li> : null}
      {email ? <li>{richText(t('shell.footer.email', { email }), { link: (text) => <a href={`mailto:${email}`}>{text}</a> })}</li> : null}
      {!phone && !email ? <li>{t('shell.footer.askAt', { office: settings['general.display_name'] })}</li> : null}
    </ul>
  );
}
