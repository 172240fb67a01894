import { useSettings } from 'mfe-shared';
import { formatPhone } from 'mfe-shared/format';
import { richText } from 'mfe-shared/ui';
import { useT } from '../i18n/common';

/**
 * The office's phone and e-mail from settings as links, in one sentence: "Call (555) 555 0100 or
 * e-mail assessor@example.org." (docs/product.md#no-dead-ends). Nothing when the county has neither.
 */
export function OfficeContact({ className }: { className?: string }) {
  const t = useT();
  const settings = useSettings();
  const phone = settings['general.phone_number'];
  const email = settings['general.email'];
  if (!phone && !email) return null;
  const links = {
    phone: (text: string) => <a href={`tel:${phone.replace(/\D/g, '')}`}>{text}</a>,
    email: (text: string) => <a href={`mailto:${email}`}>{text}</a>,
  };
  const id = phone && email ? 'search.contact.both' : phone ? 'search.contact.phone' : 'search.contact.email';
  return <p className={className}>{richText(t(id, { phone: formatPhone(phone), email }), links)}</p>;
}
