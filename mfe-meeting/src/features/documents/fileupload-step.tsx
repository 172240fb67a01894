import type { FormEvent } from 'react';
import { UploadList } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { useT } from '../../i18n/catalogue';
import { MeetingStepPage } from '../../wizard/meeting-step-page';
import { useMeetingWizard } from '../../wizard/use-meeting-wizard';

/** Supporting Documentation of a meeting (docs/product.md#meeting-wizard): the shared upload list with the county's limits. */
export function FileUploadStep() {
  const t = useT();
  const { draft, updateDraft, back, nextText, goNext } = useMeetingWizard('fileupload');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    goNext();
  };
  return (
    <MeetingStepPage step="fileupload">
      <p>{t('meeting.documents.intro')}</p>
      <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
        <UploadList
          id="meeting-documents"
          label={t('meeting.documents.label')}
          documents={draft.documents}
          onChange={(update) => updateDraft((current) => ({ documents: update(current.documents) }))}
        />
        <WizardNav back={back} nextText={nextText} />
      </form>
    </MeetingStepPage>
  );
}
