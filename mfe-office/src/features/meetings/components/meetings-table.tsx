import { useIntlLocale, usePortal, useSettings } from 'mfe-shared';
import { formatDateTime, formatPhone } from 'mfe-shared/format';
import type { OfficeMeeting, OfficeMeetingSort } from 'mfe-shared/schemas';
import { meetingFileUrl } from '../../../api/office-api';
import { FileLinks } from '../../../components/file-links';
import { SortableTable, type SortableColumn } from '../../../components/sortable-header';
import { useT } from '../../../i18n/catalogue';

/** The columns: their headers' catalogue ids, and how they sort. */
const COLUMNS = [
  { label: 'office.meetings.column.time', sort: 'time' },
  { label: 'office.meetings.column.attendee', sort: 'attendee' },
  { label: 'office.meetings.column.reference', sort: 'reference' },
  { label: 'office.meetings.column.type' },
  { label: 'office.meetings.column.parcel' },
  { label: 'office.meetings.column.documents' },
  { label: 'office.meetings.column.status' },
  { label: 'office.meetings.column.actions' },
] as const satisfies ReadonlyArray<SortableColumn<OfficeMeetingSort>>;

interface MeetingsTableProps {
  meetings: OfficeMeeting[];
  caption: string;
  /** The list spans several days: each time shows its date too. */
  withDates: boolean;
  sort: OfficeMeetingSort;
  order: 'asc' | 'desc';
  onSort: (sort: OfficeMeetingSort) => void;
  now: Date;
  onCancel: (meeting: OfficeMeeting) => void;
  onAttended: (meeting: OfficeMeeting) => void;
}

/** The meetings as a real table: caption, column headers, a row per meeting with what the office may do now. */
export function MeetingsTable({ meetings, caption, withDates, sort, order, onSort, now, onCancel, onAttended }: MeetingsTableProps) {
  const t = useT();
  const locale = useIntlLocale();
  const { api } = usePortal();
  const zone = useSettings()['general.timezone'];
  const columns = COLUMNS.map((column) => ({ ...column, label: t(column.label) }));
  // The API writes an extension as '5555550142 ext. 12'.
  const phone = (text: string) => {
    const [number, extension] = text.split(' ext. ');
    return extension ? t('office.meetings.phoneExtension', { phone: formatPhone(number), extension }) : formatPhone(number);
  };
  // A list of several days gives each time its date, on a line of its own: the table then fits the
  // page's width at 1280 px (on one line, the date pushed the Actions column out of view).
  const time = (start: string) =>
    withDates ? (
      <>
        <span className="display-block">{formatDateTime(start, zone, { weekday: 'short', month: 'short', day: 'numeric' }, locale)}</span>
        {formatDateTime(start, zone, { hour: 'numeric', minute: '2-digit' }, locale)}
      </>
    ) : (
      formatDateTime(start, zone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, locale)
    );
  return (
    <SortableTable id="office-meetings" caption={caption} columns={columns} sort={sort} order={order} onSort={onSort} className="office-table--meetings">
      {meetings.map((meeting) => {
        const started = new Date(meeting.startTime).getTime() <= now.getTime();
        return (
          <tr key={meeting.id}>
            <td>
              <time dateTime={meeting.startTime}>{time(meeting.startTime)}</time>
              <span className="display-block">{t('office.meetings.minutes', { minutes: meeting.durationMinutes })}</span>
            </td>
            <td>
              <span className="display-block">{meeting.attendee.name}</span>
              <a href={`mailto:${meeting.attendee.email}`}>{meeting.attendee.email}</a>
              <span className="display-block office-nowrap">{phone(meeting.attendee.phone)}</span>
            </td>
            <th scope="row">{meeting.reference}</th>
            <td>
              {meeting.meetingType === 'virtual'
                ? t('office.meetings.virtual')
                : meeting.place
                  ? t('office.meetings.inPersonAt', { place: meeting.place.name })
                  : t('office.meetings.inPerson')}
            </td>
            <td>
              <span className="display-block office-nowrap">{meeting.parcel.id}</span>
              {meeting.parcel.address}
            </td>
            <td>{meeting.documents.length ? <FileLinks files={meeting.documents} urlOf={(id, how) => meetingFileUrl(api, meeting.reference, id, how)} /> : t('office.none')}</td>
            <td>
              <span className={`usa-tag office-status office-meeting--${meeting.status}`}>{t(`office.meetingStatus.${meeting.status}`)}</span>
              {meeting.cancelledBy ? (
                <span className="display-block">{meeting.cancelledBy === 'office' ? t('office.meetings.byOffice') : t('office.meetings.byAttendee')}</span>
              ) : null}
              {/* Booked without proof (docs/product.md#who-takes-the-parcels-meeting-and-change-requests): it happens, but the owner may still book. */}
              {meeting.status !== 'cancelled' && meeting.takesPlace === false ? <span className="display-block">{t('office.meetings.notPlace')}</span> : null}
            </td>
            <td>
              {meeting.status === 'booked' && !started ? (
                // Its name is the whole sentence (the visible word starts it); a sentence is not put together from pieces.
                <button
                  type="button"
                  className="usa-button usa-button--outline office-row-action"
                  id={`office-cancel-${meeting.id}`}
                  aria-label={t('office.meetings.cancelName', { reference: meeting.reference })}
                  onClick={() => onCancel(meeting)}
                >
                  {t('office.meetings.cancel')}
                </button>
              ) : null}
              {meeting.status === 'booked' && started ? (
                <button
                  type="button"
                  className="usa-button office-row-action"
                  aria-label={t('office.meetings.attendedName', { reference: meeting.reference })}
                  onClick={() => onAttended(meeting)}
                >
                  {t('office.meetings.attended')}
                </button>
              ) : null}
            </td>
          </tr>
        );
      })}
    </SortableTable>
  );
}
