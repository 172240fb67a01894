import { usePortal } from 'mfe-shared';
import type { OfficeMeetingsResponse } from 'mfe-shared/schemas';
import { fetchMeetings } from '../../../api/office-api';
import { toMeetingsQuery, type MeetingsParams } from '../../../lib/meetings-params';
import { useLoaded } from '../../../lib/use-loaded';

/** '3 meetings.' / 'No meetings.', with the page when there are several. */
export function meetingsAnnouncement({ total, page, pageSize }: Pick<OfficeMeetingsResponse, 'total' | 'page' | 'pageSize'>): string {
  if (total === 0) return 'No meetings.';
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return `${total} ${total === 1 ? 'meeting' : 'meetings'}${pages > 1 ? `, page ${page} of ${pages}` : ''}.`;
}

/** The meetings the address asks for, loaded again when it changes and after an action (`reload`). */
export function useMeetings(params: MeetingsParams, today: string) {
  const { api } = usePortal();
  return useLoaded(JSON.stringify(toMeetingsQuery(params, today)), (key) => fetchMeetings(api, JSON.parse(key)), meetingsAnnouncement);
}
