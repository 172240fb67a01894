import { useSettings, type Property } from 'mfe-shared';
import { formatMoney } from 'mfe-shared/format';
import { Button } from 'mfe-shared/ui';
import { useBackToSearch } from '../hooks/use-back-to-search';

/** Parcel number, owners, address and value, with the way back to the results (docs/product.md#property-page). */
export function PropertyDetailsCard({ property, alreadyFiled }: { property: Property; alreadyFiled: boolean }) {
  const backToSearch = useBackToSearch();
  const settings = useSettings();
  return (
    <section className="usa-summary-box margin-y-3" aria-labelledby="property-details-heading">
      <h2 id="property-details-heading" className="usa-summary-box__heading">
        Property details
      </h2>
      <dl className="portal-result-card__facts">
        <dt>Parcel number</dt>
        <dd>{property.id}</dd>
        <dt>Owners</dt>
        <dd>{property.ownerName}</dd>
        <dt>Parcel address</dt>
        <dd>{property.address}</dd>
        <dt>Current market value</dt>
        <dd>{property.value ? formatMoney(property.value.amount, property.value.currency) : 'Unknown'}</dd>
      </dl>
      {alreadyFiled ? <p className="text-bold">{settings['appeal.already_filed_text']}</p> : null}
      <Button variant="outline" className="margin-top-2" onClick={backToSearch}>
        Go back to search results
      </Button>
    </section>
  );
}
