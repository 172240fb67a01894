import type { ReactNode } from 'react';
import { usePortal, usePortalState } from 'mfe-shared';
import { WizardStepPage } from 'mfe-shared/wizard';
import { useT, type MeetingMessageId } from '../i18n/catalogue';
import { meetingFlow, NO_FACTS, type MeetingStepId } from './meeting-flow';

/** The first screen's title in the embeddable variant: its catalogue id. */
export const EMBED_INTRO_TITLE = 'meeting.flow.embedIntroTitle' satisfies MeetingMessageId;

/**
 * One screen of the meeting wizard: the kit's step page with the meeting's guards. The embed's first
 * heading is given by its catalogue id, so its page view is recorded in English as the steps' are.
 */
export function MeetingStepPage({ step, children }: { step: MeetingStepId; children: ReactNode }) {
  // Loads the active language's catalogue before the kit's step page says this step's title.
  useT();
  const { embedded } = usePortal();
  const [property] = usePortalState('selectedParcel');
  const [draft] = usePortalState('meeting');
  const [result] = usePortalState('meetingResult');
  // A draft of another parcel is not this booking's (useMeetingWizard starts afresh then).
  const attendee = draft && (!draft.parcelId || draft.parcelId === property?.id) ? draft.attendee : null;
  return (
    <WizardStepPage
      flow={meetingFlow}
      step={step}
      heading={embedded && step === 'intro' ? { id: EMBED_INTRO_TITLE } : undefined}
      facts={NO_FACTS}
      have={{ property: Boolean(property), attendee: Boolean(attendee), result: Boolean(result) }}
    >
      {children}
    </WizardStepPage>
  );
}
