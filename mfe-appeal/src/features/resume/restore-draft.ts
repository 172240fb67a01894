import type { PortalStores } from 'mfe-shared';
import type { AppealDraftView, Appellant, FilerForm } from 'mfe-shared/schemas';
import { appealFlow, type AppealStepId, type FlowFacts } from '../../wizard/appeal-flow';

type OpenDraft = AppealDraftView & { state: 'open'; draft: NonNullable<AppealDraftView['draft']>; property: NonNullable<AppealDraftView['property']> };

export const isOpenDraft = (view: AppealDraftView): view is OpenDraft => view.state === 'open' && view.draft !== null && view.property !== null;

/**
 * Puts a saved draft into this browser's stores, as if the filer had typed it here: the parcel,
 * the filer, the appeal draft (with its Idempotency-Key and the link's token, so a new save updates
 * the same draft) and the documents. Whatever this browser held for the appeal before is replaced.
 */
export function restoreDraft(stores: PortalStores, view: OpenDraft, token: string): void {
  const { draft, property } = view;
  stores.selectedParcel.setState(() => property);
  stores.taxpayer.setState(() => draft.appellant as Appellant | null);
  stores.documentation.setState(() => draft.documents);
  stores.breakdown.setState(() => null);
  stores.appeal.setState(() => ({
    parcelId: property.id,
    submissionKey: draft.submissionKey,
    estimatedValue: draft.estimatedValue,
    allegedReasons: draft.allegedReasons,
    filingMethod: null,
    comparables: draft.comparables,
    comparablesPdf: draft.comparablesPdf,
    window: draft.window,
    ...(draft.filerForm ? { filerForm: draft.filerForm as FilerForm } : {}),
    savedOnServer: {
      token,
      email: view.email ?? '',
      expiresAt: view.expiresAt,
      days: Math.round((Date.parse(view.expiresAt) - Date.parse(view.savedAt)) / 86_400_000),
      step: draft.step,
    },
  }));
}

/**
 * The step to open: the one the filer saved from, when it is on this visitor's path and its guard
 * lets them in; otherwise the summary (Check your answers) once the filer is known, else the details.
 */
export function resumeStep(view: OpenDraft, facts: FlowFacts): AppealStepId {
  const saved = appealFlow.stepNamed(view.draft.step);
  const have = { property: true, appellant: view.draft.appellant !== null, result: false };
  const usable = saved && saved !== 'welcome' && saved !== 'confirmation' && appealFlow.path(facts).includes(saved) && appealFlow.allows(saved, have);
  if (usable) return saved;
  return have.appellant ? 'summary' : 'details';
}
