import type { FormEvent } from 'react';
import { UploadList } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { MeetingStepPage } from '../../wizard/meeting-step-page';
import { useMeetingWizard } from '../../wizard/use-meeting-wizard';

/** Supporting Documentation of a meeting (docs/product.md#meeting-wizard): the shared upload list with the county's limits. */
export function FileUploadStep() {
  const { draft, updateDraft, back, nextText, goNext } = useMeetingWizard('fileupload');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    goNext();
  };
  return (
    <MeetingStepPage step="fileupload">
      <p>You may add documents you would like to discuss at the meeting. This step is optional.</p>
      <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
        <UploadList
          id="meeting-documents"
          label="Documents for the meeting (optional)"
          documents={draft.documents}
          onChange={(update) => updateDraft((current) => ({ documents: update(current.documents) }))}
        />
        <WizardNav back={back} nextText={nextText} />
      </form>
    </MeetingStepPage>
  );
}
