import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ApiError, useIntlLocale, usePortal, type SlotHold, type Translate } from 'mfe-shared';
import { formatPhone, timeZoneName } from 'mfe-shared/format';
import { Link, useNavigate, useParams } from 'mfe-shared/router';
import { statusPath, type StatusResponse, type TimeSlot } from 'mfe-shared/schemas';
import { Alert, Button, EmptyState, LoadFailed, Loading, PageHeading, useLoad, usePageTitle } from 'mfe-shared/ui';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { getStatus, rescheduleMeeting } from '../../api/meeting-api';
import { SlotPicker } from '../../components/slot-picker';
import { useSlotHold, type HoldStore } from '../../components/use-slot-hold';
import { useTimeSlots } from '../../components/use-time-slots';
import { useT } from '../../i18n/catalogue';
import { announceWhenSettled } from '../../lib/announce-when-settled';
import { isBookingFailed, isHoldGone } from '../../lib/api-messages';
import { availableSlots, slotAccessibleName } from '../../lib/slot-rules';

/** The page's title: its catalogue id. */
export const RESCHEDULE_TITLE = 'meeting.reschedule.title';
/** A link of an appeal opened here (the API says the same on the meeting-only calls): its catalogue id. */
export const APPEAL_LINK_MESSAGE = 'meeting.reschedule.appealLink';

type Meeting = NonNullable<StatusResponse['meeting']>;
/** A failed load keeps the API's answer (in the visitor's language); null: none came, the page says why itself. */
type Loaded = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; view: StatusResponse };
type Problem = { message: string; serial: number };

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** 'Tuesday, December 1, 2026 at 9:30 AM Eastern Time', as the time list names a slot, in the visitor's language. */
function useWhenOf(): (startTime: string, timeZone: string) => string {
  const t: Translate<'meeting.slots.slotName'> = useT();
  const locale = useIntlLocale();
  return (startTime, timeZone) => slotAccessibleName({ startTime }, timeZone, t, locale);
}

/**
 * `#/meeting/reschedule/{token}`: the attendee moves a booked meeting from the link of their e-mail,
 * on any device: nothing of the wizard's state is needed, the token is the only key.
 * The new slot is held first (POST /time-slots/{id}/reserve, as a booking), then the move is sent
 * with the hold; the server frees the old slot and takes the new one in one transaction. A hold a
 * refused move leaves is kept for a retry (its slot stays on offer to this visitor) until the
 * visitor picks another time or leaves the page (docs/product.md#slot-holds).
 */
export function ReschedulePage() {
  const t = useT();
  const whenOf = useWhenOf();
  usePageTitle({ id: RESCHEDULE_TITLE });
  const { token = '' } = useParams();
  const { api } = usePortal();
  const navigate = useNavigate();
  const status = useLoad(token, (signal) => getStatus(api, token, signal));
  // A failed read keeps the API's message (a wrong or expired link, which asking again does not mend); null: the network.
  const loaded: Loaded =
    status.status === 'ready'
      ? { status: 'ready', view: status.data }
      : status.status === 'failed'
        ? { status: 'failed', message: status.error instanceof ApiError ? status.error.message : null }
        : { status: 'loading' };
  const [problem, setProblem] = useState<Problem | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  // A refused move: the alert at the top takes focus, so the reader hears it and the keyboard starts over from it.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  return (
    <div className="portal-reschedule">
      <PageHeading>{t(RESCHEDULE_TITLE)}</PageHeading>
      {problem ? (
        <div ref={problemRef} tabIndex={-1} className="portal-reschedule-problem">
          <Alert type="error" role="alert" key={problem.serial}>
            {problem.message}
          </Alert>
        </div>
      ) : null}
      {loaded.status === 'loading' ? <Loading label={t('meeting.reschedule.loading')} /> : null}
      {loaded.status === 'failed' ? (
        <>
          <LoadFailed onRetry={loaded.message === null ? status.retry : undefined}>{loaded.message ?? t('meeting.reschedule.loadFailed')}</LoadFailed>
          <p className="margin-top-3">
            <Link to="/">{t('meeting.reschedule.home')}</Link>
          </p>
        </>
      ) : null}
      {loaded.status === 'ready' ? (
        <Ready
          view={loaded.view}
          token={token}
          onRefresh={status.set}
          onProblem={(message) => setProblem((previous) => (message === null ? null : { message, serial: (previous?.serial ?? 0) + 1 }))}
          onMoved={(view) => {
            navigate(statusPath(token));
            announceWhenSettled(t('meeting.reschedule.moved', { when: whenOf(view.meeting!.startTime, view.county.timeZone) }));
          }}
        />
      ) : null}
    </div>
  );
}

interface ReadyProps {
  view: StatusResponse;
  token: string;
  onRefresh: (view: StatusResponse) => void;
  onMoved: (view: StatusResponse) => void;
  /** A refusal to show at the top of the page (null: clear it). */
  onProblem: (message: string | null) => void;
}

function Ready({ view, token, onRefresh, onMoved, onProblem }: ReadyProps) {
  const t = useT();
  const meeting = view.meeting;
  if (!meeting) {
    return (
      <>
        <Alert type="warning">{t(APPEAL_LINK_MESSAGE)}</Alert>
        <p className="margin-top-3">
          <Link to={statusPath(token)}>{t('meeting.reschedule.appealStatus')}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <CurrentMeeting view={view} meeting={meeting} />
      {meeting.status === 'booked' && meeting.canChange ? (
        <ChooseNewTime view={view} meeting={meeting} token={token} onRefresh={onRefresh} onMoved={onMoved} onProblem={onProblem} />
      ) : (
        <>
          <Alert type="warning">{meeting.changeClosedReason ?? t('meeting.reschedule.closed')}</Alert>
          <p className="margin-top-3">
            <Link to={statusPath(token)}>{t('meeting.reschedule.back')}</Link>
          </p>
        </>
      )}
    </>
  );
}

function CurrentMeeting({ view, meeting }: { view: StatusResponse; meeting: Meeting }) {
  const t = useT();
  const whenOf = useWhenOf();
  return (
    <section aria-labelledby="reschedule-current">
      <h2 id="reschedule-current">{t('meeting.reschedule.current')}</h2>
      <SummaryList>
        <SummaryRow name={t('meeting.reschedule.reference')}>{view.reference}</SummaryRow>
        <SummaryRow name={meeting.status === 'cancelled' ? t('meeting.reschedule.wasBooked') : t('meeting.reschedule.dateTime')}>
          {whenOf(meeting.startTime, view.county.timeZone)}
        </SummaryRow>
        <SummaryRow name={t('meeting.reschedule.place')}>{meeting.place ? `${meeting.place.name}, ${meeting.place.address}` : t('meeting.reschedule.virtual')}</SummaryRow>
      </SummaryList>
    </section>
  );
}

function ChooseNewTime({ view, meeting, token, onRefresh, onMoved, onProblem }: ReadyProps & { meeting: Meeting }) {
  const t = useT();
  const locale = useIntlLocale();
  const { api } = usePortal();
  const timeZone = view.county.timeZone;
  const [reload, setReload] = useState(0);
  const [chosen, setChosen] = useState<TimeSlot | null>(null);
  const [working, setWorking] = useState(false);
  // The hold is this page's only (memory): the reschedule link needs no draft.
  const held = useRef<SlotHold | null>(null);
  const [heldSlotId, setHeldSlotId] = useState<string | null>(null);
  const holdStore = useMemo<HoldStore>(
    () => ({
      read: () => held.current,
      write: (hold) => {
        held.current = hold;
        setHeldSlotId(hold?.slotId ?? null);
      },
    }),
    [],
  );
  const { take, release, forget } = useSlotHold(holdStore);
  // By value: a refreshed status (a new array) must not load the slots again.
  const typesKey = meeting.slotTypes.join(',');
  const types = useMemo(() => (typesKey ? (typesKey.split(',') as Meeting['slotTypes']) : []), [typesKey]);

  const slots = useTimeSlots(types, reload);

  // The wizard's rules (free, the parcel's types, the meeting's kind and place), and never the meeting's own time.
  // The slot this visitor holds is free to them.
  const free = useMemo(
    () =>
      slots.status === 'ready'
        ? availableSlots(
            slots.slots.map((slot) => (slot.id === heldSlotId ? { ...slot, reserved: false } : slot)),
            { types, meetingType: meeting.meetingType, placeId: meeting.place?.id ?? null },
          ).filter((slot) => Date.parse(slot.startTime) !== Date.parse(meeting.startTime))
        : [],
    [slots, heldSlotId, types, meeting.meetingType, meeting.place, meeting.startTime],
  );
  const selected = chosen && free.some((slot) => slot.id === chosen.id) ? chosen : null;

  const refuse = useCallback(
    (message: string) => {
      onProblem(message);
      setChosen(null);
      setReload((count) => count + 1);
      setWorking(false);
      // The meeting may have changed meanwhile (cancelled, or now inside the cut-off): show it as it is.
      getStatus(api, token).then(onRefresh, () => undefined);
    },
    [api, token, onRefresh, onProblem],
  );

  const move = async (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (!selected || working) return;
    setWorking(true);
    onProblem(null);
    let hold: string;
    try {
      hold = (await take(selected.id)).token;
    } catch (error) {
      refuse(messageOf(error, t('meeting.reschedule.holdFailed')));
      return;
    }
    try {
      const moved = await rescheduleMeeting(api, token, selected.id, hold);
      forget();
      onMoved(moved);
    } catch (error) {
      const message = messageOf(error, t('meeting.reschedule.moveFailed'));
      // A hold that is gone, or whose slot was booked after all, is no use to a retry.
      if (isHoldGone(message) || isBookingFailed(message)) forget();
      refuse(message);
    }
  };

  // Choosing another time gives the held one up at once, for anyone else to take.
  const choose = (slot: TimeSlot | null) => {
    if (slot && held.current && held.current.slotId !== slot.id) release();
    setChosen(slot);
  };

  const office = view.county;
  // The office as the status answer names it (the API says it in the visitor's language).
  const contact = { hasPhone: office.phone ? 'yes' : 'no', office: office.name, phone: office.phone ? formatPhone(office.phone) : '' };
  const disabled = !selected || working;
  return (
    <div className="margin-top-4">
      {/* The calendar's 'Choose Date' is the next heading, as in the wizard's date-and-time step. */}
      <p>
        {t('meeting.reschedule.timeZone', {
          zone: timeZoneName(timeZone, new Date(), locale),
          kind: meeting.place ? 'inPlace' : 'virtual',
          place: meeting.place?.name ?? '',
        })}
      </p>
      {slots.status === 'loading' ? <Loading label={t('meeting.datetime.loading')} /> : null}
      {slots.status === 'failed' ? <LoadFailed onRetry={slots.retry}>{t('meeting.reschedule.failed', contact)}</LoadFailed> : null}
      {slots.status === 'ready' && free.length === 0 ? <EmptyState>{t('meeting.reschedule.none', contact)}</EmptyState> : null}
      {slots.status === 'ready' && free.length > 0 ? (
        <form noValidate onSubmit={(event) => event.preventDefault()}>
          <SlotPicker slots={free} timeZone={timeZone} chosen={selected} onChoose={choose} calendarId="reschedule-date" timeId="reschedule-time" />
          <div className="portal-wizard-nav">
            {/* aria-disabled keeps the button in the tab order, so keyboard users still reach and hear it. */}
            <Button type="submit" aria-disabled={disabled ? true : undefined} className={disabled ? 'portal-button--disabled' : undefined} onClick={move}>
              {working ? t('meeting.reschedule.moving') : t('meeting.reschedule.move')}
            </Button>
          </div>
        </form>
      ) : null}
      <p className="margin-top-3">
        <Link to={statusPath(token)}>{t('meeting.reschedule.keep')}</Link>
      </p>
    </div>
  );
}
