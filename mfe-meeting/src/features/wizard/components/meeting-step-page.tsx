import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageHeading, usePageTitle, usePortalState, WizardProgress } from 'mfe-shared';
import { meetingGuard, meetingProgress, meetingProgressText, meetingStepTitle, type MeetingStepId } from '../meeting-flow';

/** One screen of the meeting wizard: its guard (else '/'), progress, focused heading and page title. */
export function MeetingStepPage({ step, children }: { step: MeetingStepId; children: ReactNode }) {
  const [property] = usePortalState('selectedParcel');
  const [draft] = usePortalState('meeting');
  const [result] = usePortalState('meetingResult');
  const title = meetingStepTitle(step);
  usePageTitle(title);
  const need = meetingGuard(step);
  // A draft of another parcel is not this booking's (useMeetingWizard starts afresh then).
  const attendee = draft && (!draft.parcelId || draft.parcelId === property?.id) ? draft.attendee : null;
  const allowed = need === 'property' ? Boolean(property) : need === 'attendee' ? Boolean(property && attendee) : Boolean(result);
  if (!allowed) return <Navigate to="/" replace />;
  const percent = meetingProgress(step);
  return (
    <div className="portal-wizard">
      <WizardProgress percent={percent} label={meetingProgressText(percent)} />
      <PageHeading>{title}</PageHeading>
      {children}
    </div>
  );
}
