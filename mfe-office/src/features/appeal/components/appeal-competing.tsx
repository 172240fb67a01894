import { useIntlLocale, useSettings } from 'mfe-shared';
import { Link, useLocation } from 'mfe-shared/router';
import { formatDateTime } from 'mfe-shared/format';
import type { OfficeAppeal } from 'mfe-shared/schemas';
import { Section } from '../../../components/facts';
import { StatusTag } from '../../../components/status-tag';
import { useT } from '../../../i18n/catalogue';

const WHEN: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

export type CompetingAppeal = NonNullable<OfficeAppeal['competing']>[number];

/** How a competing filing is named in the table and the merge list: by its filer, or as staff's. */
export function useFilerLabel() {
  const t = useT();
  return (appeal: CompetingAppeal) => (appeal.filedBy === 'staff' ? t('office.competing.byStaff', { name: appeal.filerName }) : appeal.filerName);
}

/**
 * The parcel's other confirmed appeals of the season beside this one (docs/product.md#who-takes-the-parcels-place):
 * a stranger's filing next to the owner's, or one owner's two, so the office can tell which to keep
 * and which to close or merge. Each links to its own page; nothing when there are none.
 */
export function AppealCompeting({ parcelId, competing }: { parcelId: string; competing: CompetingAppeal[] }) {
  const t = useT();
  const locale = useIntlLocale();
  const zone = useSettings()['general.timezone'];
  const { state } = useLocation();
  const filerLabel = useFilerLabel();
  if (!competing.length) return null;
  return (
    <Section id="office-competing-heading" title={t('office.competing.heading')}>
      <p>{t('office.competing.intro')}</p>
      <div className="office-table-region" role="region" aria-labelledby="office-competing-caption" tabIndex={0}>
        <table className="office-table">
          <caption id="office-competing-caption" className="usa-sr-only">
            {t('office.competing.caption', { parcel: parcelId })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('office.competing.reference')}</th>
              <th scope="col">{t('office.competing.filer')}</th>
              <th scope="col">{t('office.competing.filed')}</th>
              <th scope="col">{t('office.competing.status')}</th>
              <th scope="col">{t('office.competing.place')}</th>
            </tr>
          </thead>
          <tbody>
            {competing.map((appeal) => (
              <tr key={appeal.reference}>
                <th scope="row">
                  <Link to={`../${encodeURIComponent(appeal.reference)}`} relative="path" state={state}>
                    {appeal.reference}
                  </Link>
                </th>
                <td>{filerLabel(appeal)}</td>
                <td>
                  <time dateTime={appeal.filedAt}>{formatDateTime(appeal.filedAt, zone, WHEN, locale)}</time>
                </td>
                <td>
                  <StatusTag status={appeal.status} />
                </td>
                <td>{appeal.takesPlace ? t('office.competing.takesPlace') : t('office.competing.notPlace')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
