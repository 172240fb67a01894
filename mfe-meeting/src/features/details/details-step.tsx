import { useCallback } from 'react';
import { emptyFilerForm, FilerDetailsForm, toAppellant, toFilerForm, WizardNav, type FilerForm, type FilerFormValues } from 'mfe-shared';
import { MeetingStepPage } from '../wizard/components/meeting-step-page';
import { useMeetingWizard } from '../wizard/hooks/use-meeting-wizard';

/** SPEC 2 'Attendee Details': the filer form of the appeal wizard, starting with the owner's name from the property page. */
export function DetailsStep() {
  const { settings, draft, updateDraft, back, nextText, goNext } = useMeetingWizard('details');
  const defaults: FilerForm =
    draft.attendeeForm ?? (draft.attendee ? toFilerForm(draft.attendee) : { ...emptyFilerForm, name: draft.prefillName ?? '' });
  const saveDraft = useCallback((values: FilerForm) => updateDraft({ attendeeForm: values }), [updateDraft]);
  const onValid = (values: FilerFormValues) => {
    updateDraft({ attendee: toAppellant(values) });
    goNext();
  };
  return (
    <MeetingStepPage step="details">
      <p>Tell us who will attend the meeting and how we can reach them.</p>
      <FilerDetailsForm
        idPrefix="attendee"
        defaultValues={defaults}
        allowOther={settings['appeal.allow_file_other']}
        agentDocumentUrl={settings['appeal.agent_document_url'] || undefined}
        onValid={onValid}
        onDraft={saveDraft}
        actions={(hasErrors) => <WizardNav back={back} nextText={nextText} nextDisabled={hasErrors} />}
      />
    </MeetingStepPage>
  );
}
