import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCountyText, usePortal, type Property } from 'mfe-shared';
import { comperUrl } from 'mfe-shared/domain';
import { WizardNav } from 'mfe-shared/wizard';
import { generateComparablesPdf, getProperty } from '../../api/appeal-api';
import { AppealStepPage } from '../../wizard/appeal-step-page';
import { useAppealWizard } from '../../wizard/use-appeal-wizard';
import { SaveForLaterButton } from '../../wizard/save-for-later-button';
import { useT } from '../../i18n/catalogue';
import { comparableIdsFrom } from './comper-messages';
import { SaveDialog, type SaveState } from './save-dialog';
import { UnsavedDialog } from './unsaved-dialog';

/** Comparables Selection (docs/product.md#comparables-step): the external comparables tool in a frame, and saving what it sends. */
export function ComperStep() {
  const t = useT();
  const { api, analytics } = usePortal();
  const { settings, property, draft, updateDraft, back, nextText, goNext } = useAppealWizard('comper');
  const comperText = useCountyText('appeal_flow.comper_text');
  const [saveState, setSaveState] = useState<SaveState | null>(null);
  const [warning, setWarning] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // Back to the tool the filer saved from, so a keyboard user carries on where they were.
  const closeDialog = () => {
    setSaveState(null);
    frame.current?.focus();
  };
  const url = property ? comperUrl(settings, property) : null;
  const toolOrigin = url ? new URL(url).origin : '';

  useEffect(() => {
    if (!property || !toolOrigin) return;
    const save = async (ids: string[]) => {
      setSaveState('saving');
      try {
        // Each comparable's address for the summary; one that cannot be read is kept by id (only logged: docs/product.md#comparables-step).
        const comparables = await Promise.all(
          ids.map((id) =>
            getProperty(api, id).then(
              (found: Property) => ({ id, address: found.address }),
              (error: unknown) => {
                console.warn(`Comparable ${id} could not be loaded`, error);
                return { id, address: id };
              },
            ),
          ),
        );
        const pdf = await generateComparablesPdf(api, property.id, ids);
        updateDraft({ comparables: comparables, comparablesPdf: pdf });
        analytics.event('Comparable Sales Saved', { category: 'File an Appeal', action: 'Submit' });
        setSaveState('saved');
      } catch {
        setSaveState('failed');
      }
    };
    const onMessage = (event: MessageEvent) => {
      const ids = comparableIdsFrom(event, toolOrigin);
      if (ids) void save(ids);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [api, analytics, property, toolOrigin, updateDraft]);

  // Nothing saved: the warning asks first, in the page (UnsavedDialog), never in a browser dialog.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.comparables.length === 0) setWarning(true);
    else goNext();
  };
  const stay = () => {
    setWarning(false);
    frame.current?.focus();
  };

  return (
    <AppealStepPage step="comper">
      <p>{comperText || t('appeal.comper.intro')}</p>
      <p>{t('appeal.comper.instructions')}</p>
      {draft.comparables.length ? <p role="status">{t('appeal.comper.saved', { addresses: draft.comparables.map((comparable) => comparable.address).join('; ') })}</p> : null}
      {url ? <iframe ref={frame} className="portal-comper-frame" title={t('appeal.comper.frameTitle')} src={url} /> : <p>{t('appeal.comper.unavailable')}</p>}
      <form noValidate onSubmit={onSubmit}>
        <WizardNav back={back} nextText={nextText} secondary={<SaveForLaterButton step="comper" />} />
      </form>
      {saveState ? <SaveDialog state={saveState} onClose={closeDialog} /> : null}
      {warning && !saveState ? <UnsavedDialog onSkip={goNext} onStay={stay} /> : null}
    </AppealStepPage>
  );
}
