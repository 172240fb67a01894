import { usePortal, useSettings } from 'mfe-shared';
import { formatDateTime, formatPhone } from 'mfe-shared/format';
import { OFFICE_MEETING_STATUS_LABELS, type OfficeMeeting, type OfficeMeetingSort } from 'mfe-shared/schemas';
import { meetingFileUrl } from '../../../api/office-api';
import { FileLinks } from '../../../components/file-links';
import { SortableTable, type SortableColumn } from '../../../components/sortable-header';

const COLUMNS: Array<SortableColumn<OfficeMeetingSort>> = [
  { label: 'Time', sort: 'time' },
  { label: 'Attendee', sort: 'attendee' },
  { label: 'Reference', sort: 'reference' },
  { label: 'Type and place' },
  { label: 'Parcel' },
  { label: 'Documents' },
  { label: 'Status' },
  { label: 'Actions' },
];

const phone = (text: string) => {
  const [number, extension] = text.split(' ext. ');
  return `${formatPhone(number)}${extension ? ` ext. ${extension}` : ''}`;
};

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
  const { api } = usePortal();
  const zone = useSettings()['general.timezone'];
  // A list of several days gives each time its date, on a line of its own: the table then fits the
  // page's width at 1280 px (on one line, the date pushed the Actions column out of view).
  const time = (start: string) =>
    withDates ? (
      <>
        <span className="display-block">{formatDateTime(start, zone, { weekday: 'short', month: 'short', day: 'numeric' })}</span>
        {formatDateTime(start, zone, { hour: 'numeric', minute: '2-digit' })}
      </>
    ) : (
      formatDateTime(start, zone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
    );
  return (
    <SortableTable id="office-meetings" caption={caption} columns={COLUMNS} sort={sort} order={order} onSort={onSort} className="office-table--meetings">
      {meetings.map((meeting) => {
        const started = new Date(meeting.startTime).getTime() <= now.getTime();
        return (
          <tr key={meeting.id}>
            <td>
              <time dateTime={meeting.startTime}>{time(meeting.startTime)}</time>
              <span className="display-block">{meeting.durationMinutes} minutes</span>
            </td>
            <td>
              <span className="display-block">{meeting.attendee.name}</span>
              <a href={`mailto:${meeting.attendee.email}`}>{meeting.attendee.email}</a>
              <span className="display-block office-nowrap">{phone(meeting.attendee.phone)}</span>
            </td>
            <th scope="row">{meeting.reference}</th>
            <td>{meeting.meetingType === 'virtual' ? 'Virtual' : `In person${meeting.place ? `: ${meeting.place.name}` : ''}`}</td>
            <td>
              <span className="display-block office-nowrap">{meeting.parcel.id}</span>
              {meeting.parcel.address}
            </td>
            <td>{meeting.documents.length ? <FileLinks files={meeting.documents} urlOf={(id, how) => meetingFileUrl(api, meeting.reference, id, how)} /> : 'None'}</td>
            <td>
              <span className={`usa-tag office-status office-meeting--${meeting.status}`}>{OFFICE_MEETING_STATUS_LABELS[meeting.status]}</span>
              {meeting.cancelledBy ? <span className="display-block">by the {meeting.cancelledBy === 'office' ? 'office' : 'attendee'}</span> : null}
            </td>
            <td>
              {meeting.status === 'booked' && !started ? (
                <button type="button" className="usa-button usa-button--outline office-row-action" id={`office-cancel-${meeting.id}`} onClick={() => onCancel(meeting)}>
                  Cancel<span className="usa-sr-only">{` the meeting ${meeting.reference}`}</span>
                </button>
              ) : null}
              {meeting.status === 'booked' && started ? (
                <button type="button" className="usa-button office-row-action" onClick={() => onAttended(meeting)}>
                  Mark attended<span className="usa-sr-only">{` (meeting ${meeting.reference})`}</span>
                </button>
              ) : null}
            </td>
          </tr>
        );
      })}
    </SortableTable>
  );
}
