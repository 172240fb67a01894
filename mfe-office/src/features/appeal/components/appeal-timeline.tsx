import { useSettings } from 'mfe-shared';
import { formatDateTime, formatMoney, type Currency } from 'mfe-shared/format';
import type { OfficeTimelineEntry } from 'mfe-shared/schemas';

const WHEN: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/** The appeal's steps, oldest first, with who made each change and their note (staff only: the filer sees no notes). */
export function AppealTimeline({ timeline }: { timeline: OfficeTimelineEntry[] }) {
  const zone = useSettings()['general.timezone'];
  return (
    <ol className="office-timeline">
      {timeline.map((entry, index) => (
        <li key={`${entry.status}-${index}`}>
          <strong>{entry.label}</strong> <time dateTime={entry.at}>{formatDateTime(entry.at, zone, WHEN)}</time>
          {entry.by ? <span> by {entry.by}</span> : null}
          {entry.decidedValue ? <div>Decided value: {formatMoney(entry.decidedValue.amount, entry.decidedValue.currency as Currency)}</div> : null}
          {entry.hearingAt ? (
            <div>
              Hearing: <time dateTime={entry.hearingAt}>{formatDateTime(entry.hearingAt, zone, WHEN)}</time>
            </div>
          ) : null}
          {entry.note ? (
            <p className="office-timeline__note">
              <span className="usa-sr-only">Note: </span>
              {entry.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
