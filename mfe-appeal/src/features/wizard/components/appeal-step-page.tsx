import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Alert, PageHeading, usePageTitle, usePortalState, useSettings, useStaff, WizardProgress } from 'mfe-shared';
import { APPEAL_STEPS, appealProgress, guardNeeds, showsComperStep, type AppealStepId } from '../appeal-flow';

/**
 * One screen of the wizard: the guards of SPEC 2 (else back to '/'), the progress bar, the
 * heading that takes focus, the page title and, for staff, who they are acting as.
 */
export function AppealStepPage({ step, heading, children }: { step: AppealStepId; heading?: string; children: ReactNode }) {
  const settings = useSettings();
  const { isStaff, me } = useStaff();
  const [property] = usePortalState('selectedParcel');
  const [appellant] = usePortalState('taxpayer');
  const [result] = usePortalState('appealResult');
  const title = heading ?? APPEAL_STEPS[step].title;
  usePageTitle(title);

  const have = { property: Boolean(property), appellant: Boolean(appellant), result: Boolean(result) };
  if (guardNeeds(step).some((need) => !have[need])) return <Navigate to="/" replace />;

  const percent = appealProgress(step, { staff: isStaff, comper: showsComperStep(settings, property) });
  return (
    <div className="portal-wizard">
      <WizardProgress percent={percent} label={`${percent}% Progress Complete of Filing an Appeal`} />
      {isStaff && step !== 'confirmation' ? (
        <Alert type="info" slim>
          You are acting for the filer as {me.name ?? 'office staff'}. Enter the filer&apos;s details, not your own.
        </Alert>
      ) : null}
      <PageHeading>{title}</PageHeading>
      {children}
    </div>
  );
}
