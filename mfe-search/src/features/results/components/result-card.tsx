import { Link } from 'mfe-shared/router';
import { type Property } from 'mfe-shared';
import { formatMoney } from 'mfe-shared/format';
import { useAssetUrl } from 'mfe-shared/ui';
import { truncateOwner } from '../truncate-owner';
import noImage from './no-image.svg';
import { useT } from '../i18n';

/** One search result: picture, address, value, parcel id and owner; the whole card opens the property. */
export function ResultCard({ property }: { property: Property }) {
  const t = useT();
  const assetUrl = useAssetUrl();
  const value = property.value ? formatMoney(property.value.amount, property.value.currency) : '-';
  return (
    <li className="usa-card tablet:grid-col-6 desktop:grid-col-4">
      <div className="usa-card__container portal-result-card">
        <div className="usa-card__media">
          <div className="usa-card__img">
            <img
              src={property.imageUrl ? assetUrl(property.imageUrl) : noImage}
              alt=""
              loading="lazy"
              onError={(event) => {
                // A broken picture falls back once, so a broken placeholder cannot loop.
                if (!event.currentTarget.src.endsWith(noImage)) event.currentTarget.src = noImage;
              }}
            />
          </div>
        </div>
        <div className="usa-card__header">
          <h2 className="usa-card__heading">
            <Link to={`/property/${encodeURIComponent(property.id)}`} className="portal-result-card__link">
              {property.address.toUpperCase()}
            </Link>
          </h2>
        </div>
        <div className="usa-card__body">
          <dl className="portal-result-card__facts">
            <dt>{t('search.card.value')}</dt>
            <dd>{value}</dd>
            <dt>{t('search.card.parcel')}</dt>
            <dd>{property.id}</dd>
            <dt>{t('search.card.owner')}</dt>
            <dd title={property.ownerName}>{truncateOwner(property.ownerName)}</dd>
          </dl>
        </div>
      </div>
    </li>
  );
}
