import { useCallback } from 'react';
import type { FilerForm } from 'mfe-shared/schemas';
import { FilerDetailsStep } from 'mfe-shared/wizard';
import { useT } from '../../i18n/catalogue';
import { MeetingStepPage } from '../../wizard/meeting-step-page';
import { useMeetingWizard } from '../../wizard/use-meeting-wizard';

/** Attendee Details (docs/product.md#meeting-wizard): the kit's details step, starting with the owner's name from the property page. */
export function DetailsStep() {
  const t = useT();
  const wizard = useMeetingWizard('details');
  const { draft, updateDraft } = wizard;
  const saveDraft = useCallback((form: FilerForm) => updateDraft({ attendeeForm: form }), [updateDraft]);
  return (
    <MeetingStepPage step="details">
      <FilerDetailsStep
        idPrefix="attendee"
        intro={t('meeting.details.intro')}
        draftForm={draft.attendeeForm}
        saved={draft.attendee}
        prefillName={draft.prefillName}
        onDraft={saveDraft}
        onSave={(attendee) => updateDraft({ attendee })}
        navigation={wizard}
      />
    </MeetingStepPage>
  );
}
