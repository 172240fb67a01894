import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { emptyAppealDraft, usePortalState, useSettings, useStaff, type AppealDraft } from 'mfe-shared';
import { APPEAL_STEP_IDS, APPEAL_STEPS, nextStep, previousStep, showsComperStep, stepUrl, type AppealStepId, type FlowFacts } from '../appeal-flow';

const DEFAULT_NEXT_TEXT: Partial<Record<AppealStepId, string>> = { welcome: 'Start Appeal', summary: 'Submit Appeal' };

/** Everything a step needs: the filer's draft, where Next and Back go, and what they say. */
export function useAppealWizard(step: AppealStepId) {
  const settings = useSettings();
  const { isStaff, me } = useStaff();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [property] = usePortalState('selectedParcel');
  const [appellant, setAppellant] = usePortalState('taxpayer');
  const [storedDraft, setStoredDraft] = usePortalState('appeal');

  // A draft started for another parcel is not this parcel's: start afresh rather than mix them.
  const draft: AppealDraft = storedDraft && storedDraft.parcelId === property?.id ? storedDraft : { ...emptyAppealDraft, parcelId: property?.id };
  const updateDraft = useCallback(
    (patch: Partial<AppealDraft>) =>
      setStoredDraft((current) => ({
        ...(current && current.parcelId === property?.id ? current : { ...emptyAppealDraft, parcelId: property?.id }),
        ...patch,
      })),
    [setStoredDraft, property?.id],
  );

  const facts: FlowFacts = useMemo(() => ({ staff: isStaff, comper: showsComperStep(settings, property) }), [isStaff, settings, property]);
  const requested = params.get('returnto');
  const returnTo = APPEAL_STEP_IDS.includes(requested as AppealStepId) ? (requested as AppealStepId) : null;
  const next = nextStep(step, facts);
  const previous = previousStep(step, facts);

  const back = returnTo
    ? { to: stepUrl(returnTo), title: APPEAL_STEPS[returnTo].title }
    : previous
      ? { to: stepUrl(previous), title: APPEAL_STEPS[previous].title }
      : undefined;
  const nextText = returnTo ? 'Save' : (DEFAULT_NEXT_TEXT[step] ?? 'Continue');
  const goNext = useCallback(() => {
    const target = returnTo ?? next;
    if (target) navigate(stepUrl(target));
  }, [navigate, next, returnTo]);

  return { settings, staff: isStaff ? me : null, property, appellant, setAppellant, draft, updateDraft, facts, back, nextText, goNext, returnTo };
}
