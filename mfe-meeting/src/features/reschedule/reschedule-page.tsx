import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ApiError, usePortal, type SlotHold } from 'mfe-shared';
import { formatPhone, timeZoneName } from 'mfe-shared/format';
import { Link, useNavigate, useParams } from 'mfe-shared/router';
import { MEETING_MESSAGES, statusPath, type StatusResponse, type TimeSlot } from 'mfe-shared/schemas';
import { Alert, Button, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { getStatus, rescheduleMeeting } from '../../api/meeting-api';
import { SlotPicker } from '../../components/slot-picker';
import { useSlotHold, type HoldStore } from '../../components/use-slot-hold';
import { useTimeSlots } from '../../components/use-time-slots';
import { announceWhenSettled } from '../../lib/announce-when-settled';
import { availableSlots, slotAccessibleName } from '../../lib/slot-rules';

export const RESCHEDULE_TITLE = 'Change your meeting';
/** A link of an appeal opened here (the API says the same on the meeting-only calls). */
export const APPEAL_LINK_MESSAGE = 'This link is for an appeal, not a meeting.';
export const movedAnnouncement = (when: string) => `Your meeting has been moved to ${when}.`;

type Meeting = NonNullable<StatusResponse['meeting']>;
type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; view: StatusResponse };
type Problem = { message: string; serial: number };

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The server's answers that mean the hold is gone (docs/product.md#slot-holds). */
const HOLD_GONE = new Set<string>([MEETING_MESSAGES.holdMissing, MEETING_MESSAGES.holdExpired, MEETING_MESSAGES.holdNotYours]);

/** 'Tuesday, December 1, 2026 at 9:30 AM Eastern Time', as the time list names a slot. */
const whenOf = (startTime: string, timeZone: string) => slotAccessibleName({ startTime }, timeZone);

/**
 * `#/meeting/reschedule/{token}`: the attendee moves a booked meeting from the link of their e-mail
 * (issue 17), on any device: nothing of the wizard's state is needed, the token is the only key.
 * The new slot is held first (POST /time-slots/{id}/reserve, as a booking), then the move is sent
 * with the hold; the server frees the old slot and takes the new one in one transaction. A hold a
 * refused move leaves is kept for a retry (its slot stays on offer to this visitor) until the
 * visitor picks another time or leaves the page (docs/product.md#slot-holds).
 */
export function ReschedulePage() {
  usePageTitle(RESCHEDULE_TITLE);
  const { token = '' } = useParams();
  const { api } = usePortal();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [problem, setProblem] = useState<Problem | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  // A refused move: the alert at the top takes focus, so the reader hears it and the keyboard starts over from it.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    getStatus(api, token).then(
      (view) => current && setLoaded({ status: 'ready', view }),
      (error: unknown) => current && setLoaded({ status: 'failed', message: messageOf(error, 'We could not load your meeting. Please reload the page to try again.') }),
    );
    return () => {
      current = false;
    };
  }, [api, token]);

  return (
    <div className="portal-reschedule">
      <PageHeading>{RESCHEDULE_TITLE}</PageHeading>
      {problem ? (
        <div ref={problemRef} tabIndex={-1} className="portal-reschedule-problem">
          <Alert type="error" role="alert" key={problem.serial}>
            {problem.message}
          </Alert>
        </div>
      ) : null}
      {loaded.status === 'loading' ? <Loading label="Loading your meeting" /> : null}
      {loaded.status === 'failed' ? (
        <>
          <Alert type="error" role="alert">
            {loaded.message}
          </Alert>
          <p className="margin-top-3">
            <Link to="/">Go to the home page</Link>
          </p>
        </>
      ) : null}
      {loaded.status === 'ready' ? (
        <Ready
          view={loaded.view}
          token={token}
          onRefresh={(view) => setLoaded({ status: 'ready', view })}
          onProblem={(message) => setProblem((previous) => (message === null ? null : { message, serial: (previous?.serial ?? 0) + 1 }))}
          onMoved={(view) => {
            navigate(statusPath(token));
            announceWhenSettled(movedAnnouncement(whenOf(view.meeting!.startTime, view.county.timeZone)));
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
  const meeting = view.meeting;
  if (!meeting) {
    return (
      <>
        <Alert type="warning">{APPEAL_LINK_MESSAGE}</Alert>
        <p className="margin-top-3">
          <Link to={statusPath(token)}>See where your appeal stands</Link>
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
          <Alert type="warning">{meeting.changeClosedReason ?? 'This meeting can no longer be changed online.'}</Alert>
          <p className="margin-top-3">
            <Link to={statusPath(token)}>Back to your meeting</Link>
          </p>
        </>
      )}
    </>
  );
}

function CurrentMeeting({ view, meeting }: { view: StatusResponse; meeting: Meeting }) {
  return (
    <section aria-labelledby="reschedule-current">
      <h2 id="reschedule-current">Your meeting</h2>
      <SummaryList>
        <SummaryRow name="Reference">{view.reference}</SummaryRow>
        <SummaryRow name={meeting.status === 'cancelled' ? 'Was booked for' : 'Date and time'}>{whenOf(meeting.startTime, view.county.timeZone)}</SummaryRow>
        <SummaryRow name="Place">{meeting.place ? `${meeting.place.name}, ${meeting.place.address}` : 'Virtual meeting'}</SummaryRow>
      </SummaryList>
    </section>
  );
}

function ChooseNewTime({ view, meeting, token, onRefresh, onMoved, onProblem }: ReadyProps & { meeting: Meeting }) {
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
      refuse(messageOf(error, 'We could not hold the time you chose. Please choose another.'));
      return;
    }
    try {
      const moved = await rescheduleMeeting(api, token, selected.id, hold);
      forget();
      onMoved(moved);
    } catch (error) {
      const message = messageOf(error, 'We could not move your meeting. Please try again.');
      // A hold that is gone, or whose slot was booked after all, is no use to a retry.
      if (HOLD_GONE.has(message) || message === MEETING_MESSAGES.bookingFailed) forget();
      refuse(message);
    }
  };

  // Choosing another time gives the held one up at once, for anyone else to take.
  const choose = (slot: TimeSlot | null) => {
    if (slot && held.current && held.current.slotId !== slot.id) release();
    setChosen(slot);
  };

  const office = view.county;
  const contact = office.phone ? `${office.name} on ${formatPhone(office.phone)}` : office.name;
  const disabled = !selected || working;
  return (
    <div className="margin-top-4">
      {/* The calendar's 'Choose Date' is the next heading, as in the wizard's date-and-time step. */}
      <p>
        Times are in {timeZoneName(timeZone)}, the county&apos;s time zone.
        {meeting.place ? ` Your meeting stays at ${meeting.place.name}.` : ' Your meeting stays virtual.'}
      </p>
      {slots.status === 'loading' ? <Loading label="Loading available dates" /> : null}
      {slots.status === 'failed' ? (
        <Alert type="error" role="alert">
          The available dates could not be loaded. Please reload the page to try again, or contact {contact}.
        </Alert>
      ) : null}
      {slots.status === 'ready' && free.length === 0 ? (
        <Alert type="info">There are no other times available for this meeting right now. Please try again later, or contact {contact}.</Alert>
      ) : null}
      {slots.status === 'ready' && free.length > 0 ? (
        <form noValidate onSubmit={(event) => event.preventDefault()}>
          <SlotPicker slots={free} timeZone={timeZone} chosen={selected} onChoose={choose} calendarId="reschedule-date" timeId="reschedule-time" />
          <div className="portal-wizard-nav">
            {/* aria-disabled keeps the button in the tab order, so keyboard users still reach and hear it. */}
            <Button type="submit" aria-disabled={disabled ? true : undefined} className={disabled ? 'portal-button--disabled' : undefined} onClick={move}>
              {working ? 'Moving your meeting…' : 'Move my meeting'}
            </Button>
          </div>
        </form>
      ) : null}
      <p className="margin-top-3">
        <Link to={statusPath(token)}>Keep my current time</Link>
      </p>
    </div>
  );
}
