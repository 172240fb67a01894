import { useId } from 'react';
import { useIntlLocale, type Property } from 'mfe-shared';
import { formatDecimal } from 'mfe-shared/format';
import type { ParcelCharacteristics } from 'mfe-shared/schemas';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { useT } from '../i18n';

/** A lot of an acre or more is said in acres, as owners and deeds say it; a smaller one in square feet. */
const ACRE = 43_560;

/** The facts the value rests on, as the county's records hold them: only those it holds, the use always. */
export function PropertyCharacteristics({ type, characteristics }: { type: Property['type']; characteristics: ParcelCharacteristics }) {
  const t = useT();
  const locale = useIntlLocale();
  const headingId = useId();
  const { livingArea, yearBuilt, bedrooms, bathrooms, lotSize } = characteristics;
  const squareFeet = (area: number) => t('search.record.characteristics.squareFeet', { area: formatDecimal(area, locale, 0) });
  const lot = (area: number) => {
    const acres = Math.round((area / ACRE) * 100) / 100;
    return area < ACRE ? squareFeet(area) : t('search.record.characteristics.acres', { acres: formatDecimal(acres, locale), count: acres });
  };
  const rows: Array<[label: Parameters<typeof t>[0], shown: string | undefined]> = [
    ['search.record.characteristics.livingArea', livingArea === undefined ? undefined : squareFeet(livingArea)],
    // A year is written without a thousands separator.
    ['search.record.characteristics.yearBuilt', yearBuilt === undefined ? undefined : String(yearBuilt)],
    ['search.record.characteristics.bedrooms', bedrooms === undefined ? undefined : formatDecimal(bedrooms, locale, 0)],
    ['search.record.characteristics.bathrooms', bathrooms === undefined ? undefined : formatDecimal(bathrooms, locale, 1)],
    ['search.record.characteristics.lotSize', lotSize === undefined ? undefined : lot(lotSize)],
  ];
  const held = rows.filter((row): row is [Parameters<typeof t>[0], string] => row[1] !== undefined);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('search.record.characteristics.heading')}</h2>
      <p>{t('search.record.characteristics.intro')}</p>
      <SummaryList>
        <SummaryRow name={t('search.record.characteristics.use')}>{t(`search.record.use.${type}`)}</SummaryRow>
        {held.map(([label, shown]) => (
          <SummaryRow key={label} name={t(label)}>
            {shown}
          </SummaryRow>
        ))}
      </SummaryList>
      {held.length === 0 ? <p>{t('search.record.characteristics.noOthers')}</p> : null}
    </section>
  );
}
