import type { FormEvent } from 'react';
import { useLanguage } from 'mfe-shared';
import { LANGUAGE_NAMES, isLanguage } from 'mfe-shared/domain';
import { RadioGroup } from 'mfe-shared/forms';
import { filingMethods } from 'mfe-shared/schemas';
import { Button } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { AppealStepPage } from '../../wizard/appeal-step-page';
import { useAppealWizard } from '../../wizard/use-appeal-wizard';
import { useT } from '../../i18n/catalogue';

/**
 * Filing Method (staff; docs/product.md#appeal-steps): how the appeal reached the office; optional.
 * Where the county offers more than one language, also the one the office writes to the filer in:
 * the person on the telephone may read Spanish while the staff member works in English.
 */
export function MethodStep() {
  const t = useT();
  const { draft, updateDraft, back, returnTo, nextText, goNext } = useAppealWizard('method');
  const method = draft.filingMethod;
  const { language, offered } = useLanguage();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    goNext();
  };
  return (
    <AppealStepPage step="method">
      <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
        <RadioGroup
          id="method-choice"
          legend={t('appeal.method.legend')}
          name="filing-method"
          options={filingMethods.map((value) => ({ value, label: t(`appeal.method.option.${value}`) }))}
          selected={method ?? ''}
          onChange={(event) => updateDraft({ filingMethod: event.target.value as (typeof filingMethods)[number] })}
        />
        <Button variant="outline" disabled={!method} onClick={() => updateDraft({ filingMethod: null })}>
          {t('appeal.method.remove')}
        </Button>
        {offered.length > 1 ? (
          <RadioGroup
            id="filer-language"
            legend={t('appeal.method.languageLegend')}
            hint={t('appeal.method.languageHint')}
            name="filer-language"
            options={offered.map((code) => ({ value: code, label: LANGUAGE_NAMES[code], lang: code }))}
            selected={draft.filerLanguage ?? language}
            onChange={(event) => {
              if (isLanguage(event.target.value)) updateDraft({ filerLanguage: event.target.value });
            }}
          />
        ) : null}
        <WizardNav back={back} nextText={returnTo ? nextText : method ? t('appeal.method.saveAndContinue') : t('appeal.method.ignoreAndContinue')} />
      </form>
    </AppealStepPage>
  );
}
