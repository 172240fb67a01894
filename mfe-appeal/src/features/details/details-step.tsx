import { useCallback } from 'react';
import { emptyFilerForm, FilerDetailsForm, toAppellant, toFilerForm, WizardNav, type FilerForm, type FilerFormValues } from 'mfe-shared';
import { AppealStepPage } from '../wizard/components/appeal-step-page';
import { useAppealWizard } from '../wizard/hooks/use-appeal-wizard';

/** SPEC 2 'Filer Details' with the shared form; the appellant is saved on Next. */
export function DetailsStep() {
  const { settings, appellant, setAppellant, draft, updateDraft, back, nextText, goNext } = useAppealWizard('details');
  const defaults: FilerForm = draft.filerForm ?? (appellant ? toFilerForm(appellant) : emptyFilerForm);
  const saveDraft = useCallback((values: FilerForm) => updateDraft({ filerForm: values }), [updateDraft]);
  const onValid = (values: FilerFormValues) => {
    setAppellant(() => toAppellant(values));
    goNext();
  };
  return (
    <AppealStepPage step="details">
      <p>Tell us who is filing this appeal and how we can reach you.</p>
      <FilerDetailsForm
        idPrefix="filer"
        defaultValues={defaults}
        allowOther={settings['appeal.allow_file_other']}
        agentDocumentUrl={settings['appeal.agent_document_url'] || undefined}
        onValid={onValid}
        onDraft={saveDraft}
        actions={(hasErrors) => <WizardNav back={back} nextText={nextText} nextDisabled={hasErrors} />}
      />
    </AppealStepPage>
  );
}
