import { useState } from 'react';
import { Link } from 'mfe-shared/router';
import { usePortal } from 'mfe-shared';
import { formatMoney } from 'mfe-shared/format';
import { Alert } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { getActiveWindow } from '../../api/appeal-api';
import { AppealStepPage } from '../../wizard/appeal-step-page';
import { useAppealWizard } from '../../wizard/use-appeal-wizard';

/** The welcome (docs/product.md#appeal-steps): what filing involves, then Start Appeal. The public file into the open window. */
export function WelcomeStep() {
  const { api } = usePortal();
  const { settings, staff, property, draft, updateDraft, nextText, goNext } = useAppealWizard('welcome');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const start = async () => {
    setBusy(true);
    setProblem('');
    try {
      // Staff choose the window on the next step; everyone else files into the open one.
      if (!staff) {
        const active = await getActiveWindow(api);
        if (!active) {
          setProblem('The appeal season is closed.');
          return;
        }
        updateDraft({ window: active });
      }
      goNext();
    } catch {
      setProblem(
        `We could not check the appeal season. Please try again, or contact ${settings['general.display_name']} on ${settings['general.phone_number']}.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppealStepPage step="welcome">
      {property ? (
        <p className="usa-intro">
          You are appealing the assessed value of <strong>{property.address}</strong> (parcel {property.id})
          {property.value ? `, currently ${formatMoney(property.value.amount, property.value.currency)}` : ''}.
        </p>
      ) : (
        <Alert type="warning">
          Choose a property first. <Link to="/">Search for your property</Link>
        </Alert>
      )}
      {settings['appeal_flow.intro_text'] ? <p>{settings['appeal_flow.intro_text']}</p> : null}
      {settings['appeal.appeal_information'] ? <p>{settings['appeal.appeal_information']}</p> : null}
      {draft.estimatedValue || draft.allegedReasons.length ? <p>Your answers so far are saved; starting again keeps them.</p> : null}
      {problem ? (
        <Alert type="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      {property ? <WizardNav nextText={nextText} onNext={() => void start()} busy={busy} /> : null}
      {property ? (
        <p>
          <Link to={`/property/${encodeURIComponent(property.id)}`}>Back to the property</Link>
        </p>
      ) : null}
    </AppealStepPage>
  );
}
