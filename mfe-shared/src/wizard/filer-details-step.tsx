import type { ReactNode } from 'react';
import { useSettings } from 'mfe-shared';
import { FilerDetailsForm } from 'mfe-shared/forms';
import { emptyFilerForm, toAppellant, toFilerForm, type Appellant, type FilerForm } from 'mfe-shared/schemas';
import type { StepNavigation } from './use-step-navigation';
import { WizardNav } from './wizard-nav';

export interface FilerDetailsStepProps {
  /** Prefix of the form's field ids ('filer', 'attendee'). */
  idPrefix: string;
  /** The sentence above the form. */
  intro: string;
  /** The form as last typed (kept in the draft, so a reload keeps it); it wins over `saved`. */
  draftForm?: FilerForm;
  /** The person an earlier Next saved. */
  saved: Appellant | null;
  /** The name a first visit starts with (the meeting: the owner's, from the property page). */
  prefillName?: string;
  /** Keeps the form as typed. Must keep its identity between renders: the form calls it after each change. */
  onDraft: (form: FilerForm) => void;
  /** Keeps the person the valid form describes; Next then goes on. */
  onSave: (person: Appellant) => void;
  navigation: Pick<StepNavigation<string>, 'back' | 'nextText' | 'goNext'>;
  /** A lesser action under Next (WizardNav's `secondary`). */
  secondaryAction?: ReactNode;
}

/** Filer Details and Attendee Details (docs/product.md#appeal-steps, docs/product.md#meeting-wizard): the shared filer form as a wizard step's content. */
export function FilerDetailsStep({ idPrefix, intro, draftForm, saved, prefillName, onDraft, onSave, navigation, secondaryAction }: FilerDetailsStepProps) {
  const settings = useSettings();
  const { back, nextText, goNext } = navigation;
  const defaults: FilerForm = draftForm ?? (saved ? toFilerForm(saved) : { ...emptyFilerForm, name: prefillName ?? emptyFilerForm.name });
  return (
    <>
      <p>{intro}</p>
      <FilerDetailsForm
        idPrefix={idPrefix}
        defaultValues={defaults}
        allowOther={settings['appeal.allow_file_other']}
        agentDocumentUrl={settings['appeal.agent_document_url'] || undefined}
        onValid={(values) => {
          onSave(toAppellant(values));
          goNext();
        }}
        onDraft={onDraft}
        actions={(hasErrors) => <WizardNav back={back} nextText={nextText} nextDisabled={hasErrors} secondary={secondaryAction} />}
      />
    </>
  );
}
