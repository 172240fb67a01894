import { formatPhone } from 'mfe-shared/format';
import type { StatusResponse } from 'mfe-shared/schemas';

/** Who to ask, from the county of the record (the link may be opened far from the county's own site). */
export function CountyContact({ county, reference }: { county: StatusResponse['county']; reference: string }) {
  return (
    <section aria-labelledby="status-contact">
      <h2 id="status-contact">Questions</h2>
      <p>
        Contact {county.name}
        {county.phone ? (
          <>
            {' '}
            on <a href={`tel:${county.phone.replace(/\D/g, '')}`}>{formatPhone(county.phone)}</a>
          </>
        ) : null}
        {county.email ? (
          <>
            {' '}
            or at <a href={`mailto:${county.email}`}>{county.email}</a>
          </>
        ) : null}
        , and quote your reference, {reference}.
      </p>
    </section>
  );
}
