import { useEffect, useMemo, useState } from 'react';
import { useCountyText, usePortal } from 'mfe-shared';
import { formatMoney, formatNumber } from 'mfe-shared/format';
import { ErrorSummary, FormGroup, useController, useForm, zodResolver } from 'mfe-shared/forms';
import { estimationBounds, valueRangeMessage, type EstimationForm, type SelectedReason } from 'mfe-shared/schemas';
import { Alert, useLoad } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { getReasonCodes } from '../../api/appeal-api';
import { useT } from '../../i18n/catalogue';
import { AppealStepPage } from '../../wizard/appeal-step-page';
import { useAppealWizard } from '../../wizard/use-appeal-wizard';
import { SaveForLaterButton } from '../../wizard/save-for-later-button';
import { ESTIMATION_IDS, estimationSchema, estimationSummary, groupThousands } from './estimation-rules';
import { ReasonList, type ReasonCodes } from './reason-list';

/** Estimation & Reason (docs/product.md#appeal-steps, docs/product.md#estimation): the owner's opinion of value and the reasons for the appeal. */
export function EstimationStep() {
  const t = useT();
  const { api, analytics } = usePortal();
  const { settings, property, draft, updateDraft, back, nextText, goNext } = useAppealWizard('estimation');
  const reasonCodes = useLoad('appeal-reasons', (signal) => getReasonCodes(api, signal));
  const codes: ReasonCodes =
    reasonCodes.status === 'ready'
      ? { status: 'ready', codes: reasonCodes.data }
      : reasonCodes.status === 'failed'
        ? { status: 'failed', retry: reasonCodes.retry }
        : { status: 'loading' };
  const currency = settings['general.currency'] === 'GBP' ? 'GBP' : 'USD';
  const office = settings['general.display_name'];
  const mailingAddress = useCountyText('appeal.mailing_address_text');
  const reasonText = useCountyText('appeal_flow.reason_text');

  useEffect(() => {
    analytics.pageView('Estimation Page View Loaded');
  }, [analytics]);

  const schema = useMemo(() => estimationSchema(property, settings.require_other_desc), [property, settings.require_other_desc]);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm<EstimationForm>({
    resolver: zodResolver(schema),
    defaultValues: { estimatedValue: draft.estimatedValue, reasons: draft.allegedReasons },
    // Nothing is said before the first Next; from then on the messages follow every change.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus instead, so the filer hears every problem first.
    shouldFocusError: false,
  });
  const { field: value } = useController({ control, name: 'estimatedValue' });
  const { field: reasons } = useController({ control, name: 'reasons' });
  // Each attempt to go on moves focus to the summary; between attempts it follows the fields.
  const [attempts, setAttempts] = useState(0);

  // The draft keeps every change, so the answers survive a reload and a visit to another step.
  const setEstimate = (estimatedValue: string) => {
    value.onChange(estimatedValue);
    updateDraft({ estimatedValue });
  };
  const setReasons = (allegedReasons: SelectedReason[]) => {
    reasons.onChange(allegedReasons);
    updateDraft({ allegedReasons });
  };

  const bounds = estimationBounds(property?.value?.amount);
  const range = { min: formatMoney(bounds.min, currency), max: formatMoney(bounds.max, currency) };
  const hint = property?.value
    ? t('appeal.estimation.valueHint', { value: formatMoney(property.value.amount, currency), ...range })
    : t('appeal.estimation.valueHintNoValue', range);
  // The rules write the range message with its bounds (no fixed text to look up): said here instead.
  const sayValue = (message: string | undefined) =>
    message === valueRangeMessage(bounds) ? t('appeal.estimation.valueRange', { min: formatNumber(bounds.min), max: formatNumber(bounds.max) }) : message;
  const valueError = sayValue(errors.estimatedValue?.message);
  const commentError = (id: string) => errors.reasons?.[reasons.value.findIndex((reason) => reason.id === id)]?.description?.message;
  return (
    <AppealStepPage step="estimation">
      <ErrorSummary
        errors={isSubmitted ? estimationSummary(errors, reasons.value).map((entry) => ({ ...entry, message: sayValue(entry.message) ?? entry.message })) : []}
        focusKey={attempts}
      />
      <form className="usa-form usa-form--large" noValidate onSubmit={handleSubmit(goNext, () => setAttempts((count) => count + 1))}>
        <FormGroup id={ESTIMATION_IDS.value} label={t('appeal.estimation.valueLabel')} hint={hint} error={valueError}>
          {(a11y) => (
            <div className={`usa-input-group${valueError ? ' usa-input-group--error' : ''}`}>
              <div className="usa-input-prefix" aria-hidden="true">
                {currency === 'GBP' ? '£' : '$'}
              </div>
              <input
                id={ESTIMATION_IDS.value}
                ref={value.ref}
                name={value.name}
                className={`usa-input${valueError ? ' usa-input--error' : ''}`}
                inputMode="numeric"
                autoComplete="off"
                value={value.value}
                {...a11y}
                onChange={(event) => setEstimate(event.target.value)}
                onBlur={(event) => {
                  setEstimate(groupThousands(event.target.value));
                  value.onBlur();
                }}
              />
            </div>
          )}
        </FormGroup>

        <Alert type="info" headingLevel="h2" heading={t('appeal.estimation.incomeHeading')}>
          {mailingAddress ? t('appeal.estimation.incomeBodyAddress', { office, address: mailingAddress }) : t('appeal.estimation.incomeBody', { office })}
        </Alert>

        <ReasonList
          codes={codes}
          selected={reasons.value}
          onChange={setReasons}
          error={errors.reasons?.message}
          commentError={commentError}
          maxLength={settings['appeal.appeal_reason_comment_maxlength']}
          hint={reasonText || t('appeal.estimation.reasonsHint')}
          contact={{ office, phone: settings['general.phone_number'] }}
        />
        <WizardNav back={back} nextText={nextText} secondary={<SaveForLaterButton step="estimation" />} />
      </form>
    </AppealStepPage>
  );
}
