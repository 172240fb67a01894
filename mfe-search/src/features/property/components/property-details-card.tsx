import { useCountyText, type Property } from 'mfe-shared';
import { formatMoney } from 'mfe-shared/format';
import { Button } from 'mfe-shared/ui';
import { useBackToSearch } from '../hooks/use-back-to-search';
import { useT } from '../i18n';

/** Parcel number, owners, address and value, with the way back to the results (docs/product.md#property-page). */
export function PropertyDetailsCard({ property, alreadyFiled }: { property: Property; alreadyFiled: boolean }) {
  const t = useT();
  const backToSearch = useBackToSearch();
  const alreadyFiledText = useCountyText('appeal.already_filed_text');
  return (
    <section className="usa-summary-box margin-y-3" aria-labelledby="property-details-heading">
      <h2 id="property-details-heading" className="usa-summary-box__heading">
        {t('search.property.detailsHeading')}
      </h2>
      <dl className="portal-result-card__facts">
        <dt>{t('search.property.parcelNumber')}</dt>
        <dd>{property.id}</dd>
        <dt>{t('search.property.owners')}</dt>
        <dd>{property.ownerName}</dd>
        <dt>{t('search.property.address')}</dt>
        <dd>{property.address}</dd>
        <dt>{t('search.property.marketValue')}</dt>
        <dd>{property.value ? formatMoney(property.value.amount, property.value.currency) : t('search.property.unknown')}</dd>
      </dl>
      {alreadyFiled ? <p className="text-bold">{alreadyFiledText}</p> : null}
      <Button variant="outline" className="margin-top-2" onClick={backToSearch}>
        {t('search.property.backToResults')}
      </Button>
    </section>
  );
}
