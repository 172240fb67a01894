import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntlLocale, usePortal, useSettings } from 'mfe-shared';
import { Link, useSearchParams } from 'mfe-shared/router';
import { zonedDateKey } from 'mfe-shared/format';
import { Alert, LoadFailed, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import type { OfficeMeeting, OfficeMeetingSort } from 'mfe-shared/schemas';
import { meetingAction } from '../../../api/office-api';
import { useT } from '../../../i18n/catalogue';
import { dayLabel, isPlaceList, isVirtual, readMeetingsParams, shiftDay, writeMeetingsParams, type MeetingsParams } from '../../../lib/meetings-params';
import { officeKeys } from '../../../lib/office-query';
import { usePlaces } from '../../../lib/use-places';
import { useOfficeAction } from '../../../lib/use-office-action';
import { meetingsAnnouncement, useMeetings } from '../hooks/use-meetings';
import { CancelPanel } from './cancel-panel';
import { MeetingsFilters } from './meetings-filters';
import { MeetingsTable } from './meetings-table';
import { SlotHoldsSummary } from './slot-holds-summary';
import '../../../components/office.css';

/**
 * `#/office/meetings`: a county day's meetings (all places, or one), or one place's meetings from
 * today on, with the attendee, type, reference and documents; cancel (the attendee is e-mailed) and
 * mark attended. The view lives in the address.
 */
export function MeetingsPage() {
  const t = useT();
  const locale = useIntlLocale();
  usePageTitle({ id: 'office.meetings.title' });
  const { api } = usePortal();
  const zone = useSettings()['general.timezone'];
  const [search, setSearch] = useSearchParams();
  const params = readMeetingsParams(search);
  const today = zonedDateKey(new Date(), zone);
  const day = params.date ?? today;
  const list = isPlaceList(params);
  const { value: meetings, loading, error, retry } = useMeetings(params, today);
  const client = useQueryClient();
  const { places } = usePlaces();
  const [pending, setPending] = useState<OfficeMeeting | null>(null);
  const { busy, outcome, setOutcome, focusRef: outcomeRef, run } = useOfficeAction();
  const view = search.toString();
  // Another day or place: what was done on the last one is no longer news.
  useEffect(() => {
    setOutcome(null);
    setPending(null);
  }, [view, setOutcome]);

  const to = (next: Partial<MeetingsParams>) => `?${writeMeetingsParams({ ...params, page: 1, ...next }).toString()}`;
  const go = (next: Partial<MeetingsParams>) => setSearch(writeMeetingsParams({ ...params, page: 1, ...next }));
  const sortBy = (sort: OfficeMeetingSort) => go({ sort, order: params.sort === sort && params.order === 'asc' ? 'desc' : 'asc' });
  // The place of the view, for the sentences that name it: virtual meetings, a known place, or one not (yet) loaded.
  const placeOf = (id: string | undefined) => {
    const name = places.find((place) => place.id === id)?.name;
    return { kind: isVirtual(id) ? 'virtual' : name ? 'place' : 'unknown', place: name ?? '' };
  };
  const upcoming = t('office.meetings.upcoming', placeOf(params.place));
  const heading = list ? upcoming : params.place ? t('office.meetings.dayAt', { day: dayLabel(day, locale), ...placeOf(params.place) }) : dayLabel(day, locale);

  const act = (meeting: OfficeMeeting, action: 'cancel' | 'attended', note?: string) =>
    run(async () => {
      await meetingAction(api, meeting.reference, action, note);
      const text =
        action === 'cancel'
          ? t('office.meetings.cancelled', { reference: meeting.reference, name: meeting.attendee.name })
          : t('office.meetings.markedAttended', { reference: meeting.reference });
      setPending(null);
      // The day's list and the slot holds (a cancelled meeting frees its slot) read again.
      await client.invalidateQueries({ queryKey: officeKeys.meetings() });
      return { say: text, outcome: { ok: true, text } };
    });
  const keep = () => {
    const id = pending?.id;
    setPending(null);
    requestAnimationFrame(() => document.getElementById(`office-cancel-${id}`)?.focus());
  };

  return (
    <>
      <PageHeading>{t('office.meetings.title')}</PageHeading>
      <MeetingsFilters day={day} place={list ? undefined : params.place} places={places} onShow={(choice) => go({ date: choice.date, place: choice.place })} />
      <nav aria-labelledby="office-places-heading">
        <h2 id="office-places-heading" className="font-body-md">
          {t('office.meetings.byPlace')}
        </h2>
        <ul className="office-counts">
          {[...places.filter((place) => place.active).map((place) => ({ id: place.id, name: place.name })), { id: 'virtual', name: t('office.meetings.virtualMeetings') }].map(
            (place) => (
              <li key={place.id}>
                <Link to={to({ place: place.id, date: undefined })} aria-current={list && params.place === place.id ? 'page' : undefined}>
                  {place.name}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <SlotHoldsSummary />
      {outcome ? (
        <div className="margin-top-2" tabIndex={-1} ref={outcomeRef}>
          <Alert type={outcome.ok ? 'success' : 'error'} headingLevel="h2" heading={outcome.ok ? t('office.meetings.done') : t('office.meetings.notDone')}>
            <p>{outcome.text}</p>
          </Alert>
        </div>
      ) : null}
      {pending ? <CancelPanel meeting={pending} busy={busy} onConfirm={(note) => void act(pending, 'cancel', note || undefined)} onKeep={keep} /> : null}
      {error ? (
        <LoadFailed headingLevel="h2" heading={t('office.meetings.loadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      ) : null}
      {loading ? <Loading label={t('office.meetings.loading')} /> : null}
      {meetings && !error ? (
        <section aria-labelledby="office-meetings-heading" aria-busy={loading}>
          <h2 id="office-meetings-heading">{heading}</h2>
          <nav className="office-pager" aria-label={list ? t('office.meetings.otherViews') : t('office.meetings.otherDays')}>
            {list ? (
              <Link to={to({ place: undefined, date: today })}>{t('office.meetings.todayEverywhere')}</Link>
            ) : (
              <>
                <Link to={to({ date: shiftDay(day, -1) })}>{t('office.meetings.previousDay')}</Link>
                {day !== today ? <Link to={to({ date: today })}>{t('office.meetings.today')}</Link> : null}
                <Link to={to({ date: shiftDay(day, 1) })}>{t('office.meetings.nextDay')}</Link>
                {params.place ? <Link to={to({ date: undefined })}>{upcoming}</Link> : null}
              </>
            )}
          </nav>
          <p>{meetingsAnnouncement(t, meetings)}</p>
          {meetings.results.length ? (
            <MeetingsTable
              meetings={meetings.results}
              caption={t(list ? 'office.meetings.captionList' : 'office.meetings.captionDay', { total: meetings.total })}
              withDates={list}
              sort={params.sort}
              order={params.order}
              onSort={sortBy}
              now={new Date()}
              onCancel={(meeting) => {
                setOutcome(null);
                setPending(meeting);
              }}
              onAttended={(meeting) => void act(meeting, 'attended')}
            />
          ) : null}
          {meetings.total > meetings.pageSize ? (
            <nav className="office-pager" aria-label={t('office.meetings.pages')}>
              {params.page > 1 ? <Link to={`?${writeMeetingsParams({ ...params, page: params.page - 1 })}`}>{t('office.pager.previous')}</Link> : null}
              <span>{t('office.pager.page', { page: params.page, pages: Math.ceil(meetings.total / meetings.pageSize) })}</span>
              {params.page * meetings.pageSize < meetings.total ? <Link to={`?${writeMeetingsParams({ ...params, page: params.page + 1 })}`}>{t('office.pager.next')}</Link> : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
