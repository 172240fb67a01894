import { useCallback } from 'react';
import type { FilerForm } from 'mfe-shared/schemas';
import { usePortal } from 'mfe-shared';
import { FilerDetailsStep, sayText } from 'mfe-shared/wizard';
import { useT } from '../../i18n/catalogue';
import { appealFlow } from '../../wizard/appeal-flow';
import { AppealStepPage } from '../../wizard/appeal-step-page';
import { useAppealWizard } from '../../wizard/use-appeal-wizard';
import { SaveForLaterButton } from '../../wizard/save-for-later-button';

/** Filer Details (docs/product.md#appeal-steps) with the kit's details step; the appellant is saved on Next. */
export function DetailsStep() {
  const t = useT();
  const wizard = useAppealWizard('details');
  const { appellant, setAppellant, draft, updateDraft } = wizard;
  const { embedded } = usePortal();
  const saveDraft = useCallback((form: FilerForm) => updateDraft({ filerForm: form }), [updateDraft]);
  return (
    <AppealStepPage step="details">
      <FilerDetailsStep
        idPrefix="filer"
        intro={t('appeal.details.intro')}
        draftForm={draft.filerForm}
        saved={appellant}
        onDraft={saveDraft}
        onSave={(filer) => setAppellant(() => filer)}
        navigation={wizard}
        secondaryAction={<SaveForLaterButton step="details" />}
        // The embed's agent alert says where the authorization goes.
        agentUploadStep={embedded ? sayText(appealFlow.title('fileupload')) : undefined}
      />
    </AppealStepPage>
  );
}
