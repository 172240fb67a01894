import { useEffect, useRef, useState, type ReactNode } from 'react';
import { keepPreviousData, QueryCache, QueryClient, QueryClientProvider, useQuery, type QueryKey } from '@tanstack/react-query';
import { announce } from 'mfe-shared';
import { staffCallMessage, useNoAnswer, useStaffCallFailure } from './use-staff-call';

/**
 * The office's query keys, one tree: a change invalidates a branch (an appeal's move: every
 * `appeals` query, so the queue's statuses and counts and the appeal itself read again).
 */
export const officeKeys = {
  all: ['office'] as const,
  appeals: () => [...officeKeys.all, 'appeals'] as const,
  queue: (query: object) => [...officeKeys.appeals(), 'queue', query] as const,
  appeal: (reference: string) => [...officeKeys.appeals(), 'appeal', reference] as const,
  /** Under appeals: a decision writes a letter, and an approval moves what the appeal's page and the queue show. */
  letters: () => [...officeKeys.appeals(), 'letters'] as const,
  letterQueue: (query: object) => [...officeKeys.letters(), 'queue', query] as const,
  letter: (reference: string) => [...officeKeys.letters(), 'one', reference] as const,
  /** The county's reasons for decisions (the decision form's list). */
  decisionReasons: () => [...officeKeys.all, 'decision-reasons'] as const,
  seasons: () => [...officeKeys.all, 'seasons'] as const,
  meetings: () => [...officeKeys.all, 'meetings'] as const,
  meetingList: (query: object) => [...officeKeys.meetings(), 'list', query] as const,
  slotHolds: () => [...officeKeys.meetings(), 'slot-holds'] as const,
  places: () => [...officeKeys.all, 'places'] as const,
  changeRequests: () => [...officeKeys.all, 'change-requests'] as const,
  changeRequestList: (query: object) => [...officeKeys.changeRequests(), 'list', query] as const,
  changeRequest: (reference: string) => [...officeKeys.changeRequests(), 'one', reference] as const,
  /** Hearing panels, each panel's sessions, and the docket: adding a session reads the panel's sessions again. */
  hearings: () => [...officeKeys.all, 'hearings'] as const,
  panels: () => [...officeKeys.hearings(), 'panels'] as const,
  panelSessions: (panel: string) => [...officeKeys.hearings(), 'sessions', panel] as const,
  docket: (query: object) => [...officeKeys.hearings(), 'docket', query] as const,
  /** A panel's free times: any scheduling takes one, so it reads every panel's again. */
  freeTimes: (panel: string) => [...officeKeys.hearings(), 'free-times', panel] as const,
  county: () => [...officeKeys.all, 'county'] as const,
  countySettings: () => [...officeKeys.county(), 'settings'] as const,
  countyModules: () => [...officeKeys.county(), 'modules'] as const,
  countySeasons: () => [...officeKeys.county(), 'seasons'] as const,
  countyReasons: () => [...officeKeys.county(), 'reasons'] as const,
  countyPlaces: () => [...officeKeys.county(), 'places'] as const,
  rollJob: () => [...officeKeys.county(), 'roll'] as const,
  staffAccounts: () => [...officeKeys.county(), 'staff'] as const,
  staffInvitations: () => [...officeKeys.county(), 'staff', 'invitations'] as const,
};

/**
 * One cache per mounted office (the shell mounts the remote once per page; an embed or a test may
 * mount it again, and a cache must not outlive the staff member's session in it). A failed read
 * is not retried on its own: the screen says it failed, with the API's words, at once. A 401 (the
 * session ended) turns the visitor back into the public, once per failed read.
 */
export function OfficeQueryProvider({ children }: { children: ReactNode }) {
  const failure = useStaffCallFailure();
  const latestFailure = useRef(failure);
  latestFailure.current = failure;
  const [client] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({ onError: (error) => void latestFailure.current(error) }),
        // Not on window focus: a list read again under a staff member's eyes would move the row they were about to open.
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export interface OfficeRead<T> {
  /** What was last read: kept on screen while the next read of a list runs, so a sort button keeps its focus. */
  value: T | null;
  /** A read is running (the first, the next page, or again after a change). */
  loading: boolean;
  /** The API's message when the last read failed (null while it reads again, and after a 401: the office is taken away). */
  error: string | null;
  /** What the last read failed with (an ApiError with its status), for a screen that tells failures apart. */
  cause: unknown;
  /** Read again (a "Try again" button). */
  retry: () => void;
}

interface OfficeReadOptions<T> {
  /** What the live region says once a read is shown. */
  announcement?: (value: T) => string;
  /** A list: the last page stays on screen while another page or order is read. */
  keepPrevious?: boolean;
  enabled?: boolean;
  /** Read again every so many milliseconds while this answers a number (a roll import's progress), given the last answer. */
  every?: (value: T | undefined) => number | false;
}

/** An office read through the cache, said in the live region when it arrives. */
export function useOfficeRead<T>(
  queryKey: QueryKey,
  read: (signal: AbortSignal) => Promise<T>,
  { announcement, keepPrevious, enabled = true, every }: OfficeReadOptions<T> = {},
): OfficeRead<T> {
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled,
    refetchInterval: every ? (current) => every(current.state.data) : undefined,
  });
  const say = useRef(announcement);
  say.current = announcement;
  const noAnswer = useNoAnswer();
  const { data, isFetching, dataUpdatedAt, error, refetch } = query;
  // Once per answer, after it is read (not a cached page shown while its fresh copy is on the way).
  useEffect(() => {
    if (data !== undefined && !isFetching && !error && say.current) announce(say.current(data));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `data` arrives with `dataUpdatedAt`: one announcement per read
  }, [dataUpdatedAt, isFetching]);
  return { value: data ?? null, loading: isFetching, error: error && !isFetching ? staffCallMessage(error, noAnswer) : null, cause: error, retry: () => void refetch() };
}
