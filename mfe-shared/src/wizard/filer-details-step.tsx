import type { ReactNode } from 'react';
import { usePortal, useSettings } from 'mfe-shared';
import { FilerDetailsForm } from 'mfe-shared/forms';
import { useAssetUrl } from 'mfe-shared/ui';
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
  /** The step where an agent uploads the owner's authorization, named in the agent's notice (the embed's appeal). */
  agentUploadStep?: string;
}

/** Filer Details and Attendee Details (docs/product.md#appeal-steps, docs/product.md#meeting-wizard): the shared filer form as a wizard step's content. */
export function FilerDetailsStep({ idPrefix, intro, draftForm, saved, prefillName, onDraft, onSave, navigation, secondaryAction, agentUploadStep }: FilerDetailsStepProps) {
  const settings = useSettings();
  // The embeddable variant: the filer is the owner or an agent, and starts as the owner.
  const { embedded } = usePortal();
  const assetUrl = useAssetUrl();
  const { back, nextText, goNext } = navigation;
  const fresh: FilerForm = { ...emptyFilerForm, name: prefillName ?? emptyFilerForm.name, ...(embedded ? { type: 'owner' } : {}) };
  const defaults: FilerForm = draftForm ?? (saved ? toFilerForm(saved) : fresh);
  return (
    <>
      <p>{intro}</p>
      <FilerDetailsForm
        idPrefix={idPrefix}
        defaultValues={defaults}
        allowOther={settings['appeal.allow_file_other'] && !embedded}
        agentDocumentUrl={assetUrl(settings['appeal.agent_document_url']) || undefined}
        agentUploadStep={agentUploadStep}
        onValid={(values) => {
          onSave(toAppellant(values));
          goNext();
        }}
        onDraft={onDraft}
        // Continue is always pressable: pressed with errors, the form shows what is wrong and where (the error summary).
        actions={() => <WizardNav back={back} nextText={nextText} secondary={secondaryAction} />}
      />
    </>
  );
}
