import { usePortal } from 'mfe-shared';
import type { OfficeMeetingsResponse } from 'mfe-shared/schemas';
import { fetchMeetings } from '../../../api/office-api';
import { useT } from '../../../i18n/catalogue';
import { toMeetingsQuery, type MeetingsParams } from '../../../lib/meetings-params';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';

/** '3 meetings.' / 'No meetings.', with the page when there are several, in the staff member's language. */
export function meetingsAnnouncement(t: ReturnType<typeof useT>, { total, page, pageSize }: Pick<OfficeMeetingsResponse, 'total' | 'page' | 'pageSize'>): string {
  if (total === 0) return t('office.meetings.none');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const values = { count: total, total, page, pages };
  return pages > 1 ? t('office.meetings.countPage', values) : t('office.meetings.count', values);
}

/** The meetings the address asks for, read again when it changes and after an action (the page invalidates officeKeys.meetings). */
export function useMeetings(params: MeetingsParams, today: string) {
  const { api } = usePortal();
  const t = useT();
  const query = toMeetingsQuery(params, today);
  return useOfficeRead(officeKeys.meetingList(query), (signal) => fetchMeetings(api, query, signal), {
    announcement: (meetings) => meetingsAnnouncement(t, meetings),
    keepPrevious: true,
  });
}
