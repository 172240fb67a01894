import { useEffect, useState, type FormEvent } from 'react';
import { usePortal } from 'mfe-shared';
import { RadioGroup } from 'mfe-shared/forms';
import { APPEAL_MESSAGES, type AppealWindow } from 'mfe-shared/schemas';
import { Alert, Loading } from 'mfe-shared/ui';
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
  const [windows, setWindows] = useState<AppealWindow[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [check, setCheck] = useState<Check>('idle');
  const chosen = draft.window;

  useEffect(() => {
    let current = true;
    getAppealWindows(api).then(
      (loaded) => {
        if (!current) return;
        setWindows(loaded);
        if (!chosen && loaded.length > 0) updateDraft({ window: loaded[loaded.length - 1] });
      },
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per visit to the step; the preselection only fills an empty choice
  }, [api]);

  useEffect(() => {
    if (!chosen || !property) return;
    let current = true;
    setCheck('checking');
    countAppeals(api, property.id, chosen.id).then(
      (count) => current && setCheck(count > 0 ? 'duplicate' : 'clear'),
      () => current && setCheck('failed'),
    );
    return () => {
      current = false;
    };
  }, [api, chosen, property]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (check === 'clear') goNext();
  };
  const reason = SEASON_REASONS[check];

  return (
    <AppealStepPage step="window">
      {loadFailed ? (
        <Alert type="error" role="alert">
          {t('appeal.season.loadFailed', { office: settings['general.display_name'], phone: settings['general.phone_number'] })}
        </Alert>
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
          {check === 'failed' ? (
            <Alert type="error" role="alert">
              {t('appeal.season.checkFailed')}
            </Alert>
          ) : null}
          <WizardNav back={back} nextText={nextText} nextDisabled={check !== 'clear'} disabledReason={reason && t(reason)} />
        </form>
      ) : null}
    </AppealStepPage>
  );
}
