import { useCallback, useMemo } from 'react';
import { emptyAppealDraft, usePortalState, useSettings, useStaff, type AppealDraft } from 'mfe-shared';
import { useStepNavigation } from 'mfe-shared/wizard';
import { appealFlow, showsComperStep, type AppealStepId, type FlowFacts } from './appeal-flow';

/** Everything a step needs: the filer's draft, where Next and Back go, and what they say. */
export function useAppealWizard(step: AppealStepId) {
  const settings = useSettings();
  const { isStaff, me } = useStaff();
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
  const navigation = useStepNavigation(appealFlow, step, facts);
  return { settings, staff: isStaff ? me : null, property, appellant, setAppellant, draft, updateDraft, facts, ...navigation };
}
