import { useIntlLocale, useSettings } from 'mfe-shared';
import { formatDateTime, formatMoney, type Currency } from 'mfe-shared/format';
import type { OfficeTimelineEntry } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { richText } from 'mfe-shared/ui';

const WHEN: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/** The appeal's steps, oldest first, with who made each change and their note (staff only: the filer sees no notes). */
export function AppealTimeline({ timeline }: { timeline: OfficeTimelineEntry[] }) {
  const t = useT();
  const locale = useIntlLocale();
  const zone = useSettings()['general.timezone'];
  return (
    <ol className="office-timeline">
      {timeline.map((entry, index) => (
        <li key={`${entry.status}-${index}`}>
          {/* The status by its own words (the API's label is English, for the audit). */}
          <strong>{t(`office.appealStatus.${entry.status}`)}</strong> <time dateTime={entry.at}>{formatDateTime(entry.at, zone, WHEN, locale)}</time>
          {entry.by ? <span> {t('office.timeline.by', { name: entry.by })}</span> : null}
          {entry.decidedValue ? <div>{t('office.timeline.decidedValue', { value: formatMoney(entry.decidedValue.amount, entry.decidedValue.currency as Currency) })}</div> : null}
          {entry.hearingAt ? (
            <div>
              {richText(t('office.timeline.hearing', { when: formatDateTime(entry.hearingAt, zone, WHEN, locale) }), {
                time: (text) => <time dateTime={entry.hearingAt ?? undefined}>{text}</time>,
              })}
            </div>
          ) : null}
          {entry.reason ? <div>{t('office.timeline.reason', { reason: entry.reason })}</div> : null}
          {entry.note ? (
            <p className="office-timeline__note">
              <span className="usa-sr-only">{t('office.timeline.note')} </span>
              {entry.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
