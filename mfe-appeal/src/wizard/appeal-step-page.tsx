import { useEffect, type ReactNode } from 'react';
import { announce, usePortalState, useSettings, useStaff } from 'mfe-shared';
import { useLocation } from 'mfe-shared/router';
import { Alert } from 'mfe-shared/ui';
import { WizardStepPage } from 'mfe-shared/wizard';
import { useT, type AppealMessageId } from '../i18n/catalogue';
import { appealFlow, showsComperStep, type AppealStepId } from './appeal-flow';

/** Said on the step a saved appeal's link opens (docs/product.md#saving-an-appeal-to-finish-later); its catalogue id. */
export const RESTORED_MESSAGE = 'appeal.wizard.restored' satisfies AppealMessageId;

/** The navigation state the resume page opens a step with. */
export interface RestoredState {
  restored: true;
}

const wasRestored = (state: unknown) => (state as Partial<RestoredState> | null)?.restored === true;

/**
 * One screen of the appeal wizard (the kit's step page) and, for staff, who they are acting as.
 * Opened from a saved appeal's link, it says the appeal was restored, under the heading (which takes
 * focus) and to screen readers. A heading other than the step's title is given by its catalogue id,
 * so the page view is recorded in English as the steps' are.
 */
export function AppealStepPage({ step, heading, children }: { step: AppealStepId; heading?: AppealMessageId; children: ReactNode }) {
  // Also loads the active language's catalogue before the kit's step page says this step's title.
  const t = useT();
  const restored = wasRestored(useLocation().state);
  useEffect(() => {
    if (restored) announce(t(RESTORED_MESSAGE));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival: a later switch of language shows the notice in it but does not say it again
  }, [restored]);
  const settings = useSettings();
  const { isStaff, me } = useStaff();
  const [property] = usePortalState('selectedParcel');
  const [appellant] = usePortalState('taxpayer');
  const [result] = usePortalState('appealResult');
  const notice =
    isStaff && step !== 'confirmation' ? (
      <Alert type="info" slim>
        {me.name ? t('appeal.wizard.actingFor', { name: me.name }) : t('appeal.wizard.actingForStaff')}
      </Alert>
    ) : null;
  return (
    <WizardStepPage
      flow={appealFlow}
      step={step}
      heading={heading ? { id: heading } : undefined}
      facts={{ staff: isStaff, comper: showsComperStep(settings, property) }}
      have={{ property: Boolean(property), appellant: Boolean(appellant), result: Boolean(result) }}
      notice={notice}
    >
      {restored ? (
        <Alert type="success" slim>
          {t(RESTORED_MESSAGE)}
        </Alert>
      ) : null}
      {children}
    </WizardStepPage>
  );
}
