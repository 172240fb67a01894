/**
 * An appeal's life after its filing, in one place (docs/product.md#appeal-lifecycle): its statuses
 * and every named transition between them, with who may make it. The API refuses any other move
 * (409); the office desk and the status page read it to offer only the moves that are open.
 *
 * A public filing waits for its filer to confirm it from the e-mail ("awaiting confirmation" on the
 * office desk); it is filed when confirmed, so `filed` is the first status an appeal holds.
 */
export const APPEAL_STATUSES = [
  'filed',
  'under-review',
  'offer-made',
  'offer-accepted',
  'offer-declined',
  'hearing-scheduled',
  'hearing-held',
  'decided',
  'withdrawn',
  'closed',
] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const APPEAL_STATUS_LABELS: Record<AppealStatus, string> = {
  filed: 'Filed',
  'under-review': 'Under review',
  'offer-made': 'Offer made',
  'offer-accepted': 'Offer accepted',
  'offer-declined': 'Offer declined',
  'hearing-scheduled': 'Hearing scheduled',
  'hearing-held': 'Hearing held',
  decided: 'Decided',
  withdrawn: 'Withdrawn',
  closed: 'Closed',
};

/** Who makes a move: the office, the appeal's filer (by the status link), or the portal itself (a deadline passing, a settlement). */
export type AppealActor = 'staff' | 'filer' | 'portal';

/** The statuses in which the office has not yet decided. */
const OPEN: readonly AppealStatus[] = ['filed', 'under-review', 'offer-made', 'offer-declined', 'hearing-scheduled', 'hearing-held'];

/**
 * Every move an appeal can make. Forward only: a review; an offer the filer accepts (which settles
 * it at the offer's value, no hearing) or declines (or lets lapse); a hearing (moved to another
 * time if need be), held; a decision.
 * The filer may withdraw until the hearing is held; the office may close an open appeal with a
 * reason (a filing that is not the parcel's appeal, or one merged into another). Decided,
 * withdrawn and closed are final: a further appeal to a board is a new case, outside the portal.
 */
export const APPEAL_TRANSITIONS = {
  review: { from: ['filed'], to: 'under-review', by: ['staff'] },
  'make-offer': { from: ['under-review', 'offer-declined'], to: 'offer-made', by: ['staff'] },
  'accept-offer': { from: ['offer-made'], to: 'offer-accepted', by: ['filer'] },
  'decline-offer': { from: ['offer-made'], to: 'offer-declined', by: ['filer'] },
  'lapse-offer': { from: ['offer-made'], to: 'offer-declined', by: ['portal'] },
  settle: { from: ['offer-accepted'], to: 'decided', by: ['portal'] },
  'schedule-hearing': { from: ['under-review', 'offer-declined'], to: 'hearing-scheduled', by: ['staff'] },
  'move-hearing': { from: ['hearing-scheduled'], to: 'hearing-scheduled', by: ['staff'] },
  'hold-hearing': { from: ['hearing-scheduled'], to: 'hearing-held', by: ['staff'] },
  decide: { from: ['under-review', 'offer-declined', 'hearing-held'], to: 'decided', by: ['staff'] },
  withdraw: { from: ['filed', 'under-review', 'offer-made', 'offer-declined', 'hearing-scheduled'], to: 'withdrawn', by: ['filer', 'staff'] },
  close: { from: OPEN, to: 'closed', by: ['staff'] },
} as const satisfies Record<string, { from: readonly AppealStatus[]; to: AppealStatus; by: readonly AppealActor[] }>;
export type AppealTransition = keyof typeof APPEAL_TRANSITIONS;

const TRANSITION_NAMES = Object.keys(APPEAL_TRANSITIONS) as AppealTransition[];

/** The transition `actor` makes to move an appeal from `from` to `to`; undefined when there is none. */
export function transitionFor(from: AppealStatus, to: AppealStatus, actor: AppealActor): AppealTransition | undefined {
  return TRANSITION_NAMES.find((name) => {
    const move = APPEAL_TRANSITIONS[name];
    return move.to === to && (move.from as readonly AppealStatus[]).includes(from) && (move.by as readonly AppealActor[]).includes(actor);
  });
}

/** Whether `actor` may make `transition` from `from`. */
export function mayMove(transition: AppealTransition, from: AppealStatus, actor: AppealActor): boolean {
  const move = APPEAL_TRANSITIONS[transition];
  return (move.from as readonly AppealStatus[]).includes(from) && (move.by as readonly AppealActor[]).includes(actor);
}

/** Where staff may move an appeal next, in the order of the timeline. */
export const NEXT_STATUSES: Record<AppealStatus, readonly AppealStatus[]> = Object.fromEntries(
  APPEAL_STATUSES.map((from) => [from, APPEAL_STATUSES.filter((to) => transitionFor(from, to, 'staff'))]),
) as unknown as Record<AppealStatus, readonly AppealStatus[]>;

/** A status after which nothing moves, and no other filing can be merged into the appeal. */
export const isFinalStatus = (status: AppealStatus) => !OPEN.includes(status) && status !== 'offer-accepted';
