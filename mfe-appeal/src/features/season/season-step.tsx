import { useEffect, type FormEvent } from 'react';
import { usePortal } from 'mfe-shared';
import { RadioGroup } from 'mfe-shared/forms';
import { APPEAL_MESSAGES } from 'mfe-shared/schemas';
import { LoadFailed, Loading, useLoad } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { countAppeals, getAppealWindows } from '../../api/appeal-api';
import { AppealStepPage } from '../../wizard/appeal-step-page';
import { useAppealWizard } from '../../wizard/use-appeal-wizard';
import { useT, type AppealMessageId } from '../../i18n/catalogue';

type Check = 'idle' | 'checking' | 'duplicate' | 'clear' | 'failed';

/** What to do before Next works, said beside it: catalogue ids. */
const SEASON_REASONS: Record<Check, AppealMessageId | undefined> = {
  idle: 'appeal.season.reason.idle',
  checking: 'appeal.season.reason.checking',
  duplicate: 'appeal.season.reason.duplicate',
  failed: 'appeal.season.reason.failed',
  clear: undefined,
};

/** Appeal Season (staff; docs/product.md#appeal-steps, docs/product.md#appeal-seasons): windows by creation, the most recent preselected, a duplicate check on each choice. */
export function SeasonStep() {
  const t = useT();
  const { api } = usePortal();
  const { settings, property, draft, updateDraft, back, nextText, goNext } = useAppealWizard('window');
  const chosen = draft.window;
  const windowsLoad = useLoad('appeal-windows', (signal) => getAppealWindows(api, signal));
  const windows = windowsLoad.status === 'ready' ? windowsLoad.data : null;
  const loadFailed = windowsLoad.status === 'failed';

  // The most recent season is preselected once they arrive; the preselection only fills an empty choice.
  useEffect(() => {
    if (windows && !chosen && windows.length > 0) updateDraft({ window: windows[windows.length - 1] });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit to the step, when the seasons arrive
  }, [windows]);

  // A duplicate check on each choice: the parcel's appeal in that season, if any, holds its place.
  const duplicates = useLoad(chosen && property ? JSON.stringify([property.id, chosen.id]) : null, (signal) => countAppeals(api, property?.id ?? '', chosen?.id ?? '', signal));
  const check: Check =
    duplicates.status === 'idle' ? 'idle' : duplicates.status === 'loading' ? 'checking' : duplicates.status === 'failed' ? 'failed' : duplicates.data > 0 ? 'duplicate' : 'clear';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (check === 'clear') goNext();
  };
  const reason = SEASON_REASONS[check];

  return (
    <AppealStepPage step="window">
      {loadFailed ? (
        <LoadFailed onRetry={windowsLoad.retry}>{t('appeal.season.loadFailed', { office: settings['general.display_name'], phone: settings['general.phone_number'] })}</LoadFailed>
      ) : null}
      {!windows && !loadFailed ? <Loading label={t('appeal.season.loading')} /> : null}
      {windows ? (
        <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
          <RadioGroup
            id="season-window"
            legend={t('appeal.season.legend')}
            options={windows.map((window) => ({ value: window.id, label: window.name, hint: window.open ? t('appeal.season.open') : t('appeal.season.closed') }))}
            name="window"
            error={check === 'duplicate' ? APPEAL_MESSAGES.duplicate : undefined}
            largeLegend
            selected={chosen?.id ?? ''}
            onChange={(event) => updateDraft({ window: windows.find((window) => window.id === event.target.value) ?? null })}
          />
          {check === 'checking' ? <Loading label={t('appeal.season.checking')} /> : null}
          {check === 'failed' ? <LoadFailed onRetry={duplicates.retry}>{t('appeal.season.checkFailed')}</LoadFailed> : null}
          <WizardNav back={back} nextText={nextText} nextDisabled={check !== 'clear'} disabledReason={reason && t(reason)} />
        </form>
      ) : null}
    </AppealStepPage>
  );
}
