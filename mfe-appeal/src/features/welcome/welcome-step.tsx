import { useState } from 'react';
import { Link } from 'mfe-shared/router';
import { useCountyText, useIntlLocale, usePortal } from 'mfe-shared';
import { seasonState } from 'mfe-shared/domain';
import { formatMoney } from 'mfe-shared/format';
import { Alert, richText, useLoad } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { getActiveWindow, getSeasons } from '../../api/appeal-api';
import { SeasonDates } from './season-dates';
import { useT } from '../../i18n/catalogue';
import { AppealStepPage } from '../../wizard/appeal-step-page';
import { useAppealWizard } from '../../wizard/use-appeal-wizard';

/** The welcome (docs/product.md#appeal-steps): what filing involves, then Start Appeal. The public file into the open window. */
export function WelcomeStep() {
  const t = useT();
  const { api } = usePortal();
  const { settings, staff, property, draft, updateDraft, nextText, goNext } = useAppealWizard('welcome');
  const introText = useCountyText('appeal_flow.intro_text');
  const information = useCountyText('appeal.appeal_information');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'closed' | 'unchecked' | null>(null);
  const zone = settings['general.timezone'];
  // The public learn before they start until when they can appeal (docs/product.md#appeal-steps);
  // staff choose the season on the next step, which lists them all.
  const seasons = useLoad(!staff && property ? 'appeal-seasons' : null, (signal) => getSeasons(api, signal));
  const season = seasons.status === 'ready' ? seasonState(seasons.data, zone) : null;
  const locale = useIntlLocale();

  const start = async () => {
    setBusy(true);
    setProblem(null);
    try {
      // Staff choose the window on the next step; everyone else files into the open one.
      if (!staff) {
        // The season read on arrival, else read now (that read failed, or has not answered yet).
        const active = season ? (season.open ? season.window : null) : await getActiveWindow(api, zone);
        if (!active) {
          setProblem('closed');
          return;
        }
        updateDraft({ window: active });
      }
      goNext();
    } catch {
      setProblem('unchecked');
    } finally {
      setBusy(false);
    }
  };

  const strong = (text: string) => <strong>{text}</strong>;
  return (
    <AppealStepPage step="welcome">
      {property ? (
        <p className="usa-intro">
          {property.value
            ? richText(
                t('appeal.welcome.introValue', {
                  address: property.address,
                  parcel: property.id,
                  value: formatMoney(property.value.amount, property.value.currency),
                }),
                { strong },
              )
            : richText(t('appeal.welcome.intro', { address: property.address, parcel: property.id }), { strong })}
        </p>
      ) : (
        <Alert type="warning">{richText(t('appeal.welcome.chooseProperty'), { link: (text) => <Link to="/">{text}</Link> })}</Alert>
      )}
      {season ? <SeasonDates season={season} locale={locale} /> : null}
      {introText ? <p>{introText}</p> : null}
      {information ? <p>{information}</p> : null}
      {draft.estimatedValue || draft.allegedReasons.length ? <p>{t('appeal.welcome.answersKept')}</p> : null}
      {problem ? (
        <Alert type="error" role="alert">
          {problem === 'closed'
            ? t('appeal.welcome.seasonClosed')
            : t('appeal.welcome.seasonUnchecked', { office: settings['general.display_name'], phone: settings['general.phone_number'] })}
        </Alert>
      ) : null}
      {property ? <WizardNav nextText={nextText} onNext={() => void start()} busy={busy} /> : null}
      {property ? (
        <p>
          <Link to={`/property/${encodeURIComponent(property.id)}`}>{t('appeal.welcome.backToProperty')}</Link>
        </p>
      ) : null}
    </AppealStepPage>
  );
}
