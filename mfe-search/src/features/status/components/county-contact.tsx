import type { ReactNode } from 'react';
import { formatPhone } from 'mfe-shared/format';
import type { StatusResponse } from 'mfe-shared/schemas';
import { richText } from 'mfe-shared/ui';
import { useT } from '../i18n';

type County = StatusResponse['county'];

/**
 * The county's ways to be reached, for a sentence that selects on `contact` (both, phone, email or
 * none) and links its <phone> and <email>: the values of the message and its tags.
 */
export function countyContact(county: County) {
  const contact = county.phone && county.email ? 'both' : county.phone ? 'phone' : county.email ? 'email' : 'none';
  const values = { contact, county: county.name, phone: formatPhone(county.phone), email: county.email };
  const links: Record<'phone' | 'email', (text: string) => ReactNode> = {
    phone: (text) => <a href={`tel:${county.phone.replace(/\D/g, '')}`}>{text}</a>,
    email: (text) => <a href={`mailto:${county.email}`}>{text}</a>,
  };
  return { values, links };
}

/** Who to ask, from the county of the record (the link may be opened far from the county's own site). */
export function CountyContact({ county, reference }: { county: County; reference: string }) {
  const t = useT();
  const { values, links } = countyContact(county);
  return (
    <section aria-labelledby="status-contact">
      <h2 id="status-contact">{t('search.status.contact.heading')}</h2>
      <p>{richText(t('search.status.contact.body', { ...values, reference }), links)}</p>
    </section>
  );
}
