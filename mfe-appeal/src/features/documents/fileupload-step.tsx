import { useState, type FormEvent } from 'react';
import { usePortalState } from 'mfe-shared';
import { ErrorSummary, type FieldError } from 'mfe-shared/forms';
import { UploadList, useAssetUrl } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { AppealStepPage } from '../../wizard/appeal-step-page';
import { useAppealWizard } from '../../wizard/use-appeal-wizard';
import { SaveForLaterButton } from '../../wizard/save-for-later-button';

export const AGENT_DOCUMENT_REQUIRED = 'You must upload an Agent Authorization document signed by the owner';

/** Supporting Documentation (docs/product.md#appeal-steps): the shared upload list; agents must include their authorization. */
export function FileUploadStep() {
  const { appellant, settings, back, nextText, goNext } = useAppealWizard('fileupload');
  const [documents, setDocuments] = usePortalState('documentation');
  const [summary, setSummary] = useState<FieldError[]>([]);
  const isAgent = appellant?.type === 'agent';
  const assetUrl = useAssetUrl();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isAgent && documents.length === 0) {
      setSummary([{ fieldId: 'appeal-documents', message: AGENT_DOCUMENT_REQUIRED }]);
      return;
    }
    goNext();
  };

  return (
    <AppealStepPage step="fileupload">
      <ErrorSummary errors={summary} />
      <p>Add anything that supports your estimate: recent appraisals, photographs of damage, repair quotes or sale documents.</p>
      {isAgent ? (
        <p>
          <strong>As an agent, you must include the Agent Authorization document signed by the owner.</strong>
          {settings['appeal.agent_document_url'] ? (
            <>
              {' '}
              <a href={assetUrl(settings['appeal.agent_document_url'])} download>
                Download the Agent Authorization form
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
        <UploadList
          id="appeal-documents"
          label={isAgent ? 'Supporting documents, including the Agent Authorization' : 'Supporting documents (optional)'}
          documents={documents}
          onChange={(update) => {
            setSummary([]);
            setDocuments(update);
          }}
        />
        <WizardNav back={back} nextText={nextText} secondary={<SaveForLaterButton step="fileupload" />} />
      </form>
    </AppealStepPage>
  );
}
