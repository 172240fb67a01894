import { useIntlLocale, useSettings } from 'mfe-shared';
import { formatDateTime, formatMoney, type Currency } from 'mfe-shared/format';
import { Link } from 'mfe-shared/router';
import type { DocketEntry } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';

/**
 * One panel's hearings of the day, in time order, as a real table that prints as it is: time,
 * length, the appeal (a link to its page, with its evidence), the property, the filer, the opinion
 * of value, and where the hearing is (the panel's room or video link).
 */
export function DocketTable({ id, caption, hearings }: { id: string; caption: string; hearings: DocketEntry[] }) {
  const t = useT();
  const locale = useIntlLocale();
  const zone = useSettings()['general.timezone'];
  const where = (entry: DocketEntry) => {
    if (entry.panel.mode === 'video' && entry.panel.videoUrl)
      return (
        <a className="hearings-link" href={entry.panel.videoUrl} target="_blank" rel="noreferrer noopener">
          {entry.panel.videoUrl}
        </a>
      );
    return entry.panel.room ?? '';
  };
  return (
    <div className="office-table-region docket-region" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className="office-table docket-table">
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('office.hearings.column.time')}</th>
            <th scope="col">{t('office.hearings.column.length')}</th>
            <th scope="col">{t('office.hearings.column.appeal')}</th>
            <th scope="col">{t('office.hearings.column.address')}</th>
            <th scope="col">{t('office.hearings.column.filer')}</th>
            <th scope="col" className="office-table__number">
              {t('office.hearings.column.value')}
            </th>
            <th scope="col">{t('office.hearings.column.where')}</th>
          </tr>
        </thead>
        <tbody>
          {hearings.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.startsAt}>{formatDateTime(entry.startsAt, zone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, locale)}</time>
                {entry.status === 'held' ? <span className="display-block">{t('office.hearings.held')}</span> : null}
              </td>
              <td className="office-nowrap">{t('office.hearings.minutes', { minutes: entry.minutes })}</td>
              <th scope="row">
                <Link to={`../appeals/${encodeURIComponent(entry.appeal.reference)}`}>{entry.appeal.reference}</Link>
              </th>
              <td>{entry.appeal.address}</td>
              <td>{entry.appeal.filerName}</td>
              <td className="office-table__number">
                {entry.appeal.claimedValue ? formatMoney(entry.appeal.claimedValue.amount, entry.appeal.claimedValue.currency as Currency) : ''}
              </td>
              <td>{where(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
