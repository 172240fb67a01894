import type { ReactNode } from 'react';
import { usePortalState, useSettings, useStaff } from 'mfe-shared';
import { Alert } from 'mfe-shared/ui';
import { WizardStepPage } from 'mfe-shared/wizard';
import { appealFlow, showsComperStep, type AppealStepId } from './appeal-flow';

/** One screen of the appeal wizard (the kit's step page) and, for staff, who they are acting as. */
export function AppealStepPage({ step, heading, children }: { step: AppealStepId; heading?: string; children: ReactNode }) {
  const settings = useSettings();
  const { isStaff, me } = useStaff();
  const [property] = usePortalState('selectedParcel');
  const [appellant] = usePortalState('taxpayer');
  const [result] = usePortalState('appealResult');
  const notice =
    isStaff && step !== 'confirmation' ? (
      <Alert type="info" slim>
        You are acting for the filer as {me.name ?? 'office staff'}. Enter the filer&apos;s details, not your own.
      </Alert>
    ) : null;
  return (
    <WizardStepPage
      flow={appealFlow}
      step={step}
      heading={heading}
      facts={{ staff: isStaff, comper: showsComperStep(settings, property) }}
      have={{ property: Boolean(property), appellant: Boolean(appellant), result: Boolean(result) }}
      notice={notice}
    >
      {children}
    </WizardStepPage>
  );
}
