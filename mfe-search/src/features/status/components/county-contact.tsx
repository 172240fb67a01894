import { formatPhone } from 'mfe-shared/format';
import type { StatusResponse } from 'mfe-shared/schemas';
import { richText } from 'mfe-shared/ui';
import { useT } from '../i18n';

/** Who to ask, from the county of the record (the link may be opened far from the county's own site). */
export function CountyContact({ county, reference }: { county: StatusResponse['county']; reference: string }) {
  const t = useT();
  const contact = county.phone && county.email ? 'both' : county.phone ? 'phone' : county.email ? 'email' : 'none';
  const sentence = t('search.status.contact.body', { contact, county: county.name, phone: formatPhone(county.phone), email: county.email, reference });
  return (
    <section aria-labelledby="status-contact">
      <h2 id="status-contact">{t('search.status.contact.heading')}</h2>
      <p>
        {richText(sentence, {
          phone: (text) => <a href={`tel:${county.phone.replace(/\D/g, '')}`}>{text}</a>,
          email: (text) => <a href={`mailto:${county.email}`}>{text}</a>,
        })}
      </p>
    </section>
  );
}
