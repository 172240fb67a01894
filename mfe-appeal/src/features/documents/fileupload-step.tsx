import { useState, type FormEvent } from 'react';
import { usePortalState } from 'mfe-shared';
import { ErrorSummary } from 'mfe-shared/forms';
import { UploadList, useAssetUrl } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { useT, type AppealMessageId } from '../../i18n/catalogue';
import { AppealStepPage } from '../../wizard/appeal-step-page';
import { useAppealWizard } from '../../wizard/use-appeal-wizard';
import { SaveForLaterButton } from '../../wizard/save-for-later-button';

/** The message when an agent goes on without documents: its catalogue id. */
export const AGENT_DOCUMENT_REQUIRED = 'appeal.documents.agentRequired' satisfies AppealMessageId;

/** Supporting Documentation (docs/product.md#appeal-steps): the shared upload list; agents must include their authorization. */
export function FileUploadStep() {
  const t = useT();
  const { appellant, settings, back, nextText, goNext } = useAppealWizard('fileupload');
  const [documents, setDocuments] = usePortalState('documentation');
  const [agentDocumentMissing, setAgentDocumentMissing] = useState(false);
  const isAgent = appellant?.type === 'agent';
  const assetUrl = useAssetUrl();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isAgent && documents.length === 0) {
      setAgentDocumentMissing(true);
      return;
    }
    goNext();
  };

  return (
    <AppealStepPage step="fileupload">
      <ErrorSummary errors={agentDocumentMissing ? [{ fieldId: 'appeal-documents', message: t(AGENT_DOCUMENT_REQUIRED) }] : []} />
      <p>{t('appeal.documents.intro')}</p>
      {isAgent ? (
        <p>
          <strong>{t('appeal.documents.agentNotice')}</strong>
          {settings['appeal.agent_document_url'] ? (
            <>
              {' '}
              <a href={assetUrl(settings['appeal.agent_document_url'])} download>
                {t('appeal.documents.agentDownload')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
        <UploadList
          id="appeal-documents"
          label={isAgent ? t('appeal.documents.labelAgent') : t('appeal.documents.label')}
          documents={documents}
          onChange={(update) => {
            setAgentDocumentMissing(false);
            setDocuments(update);
          }}
        />
        <WizardNav back={back} nextText={nextText} secondary={<SaveForLaterButton step="fileupload" />} />
      </form>
    </AppealStepPage>
  );
}
