import { useEffect, useMemo, useState } from 'react';
import { usePortal } from 'mfe-shared';
import { formatMoney } from 'mfe-shared/format';
import { ErrorSummary, FormGroup, useController, useForm, zodResolver } from 'mfe-shared/forms';
import { estimationBounds, type EstimationForm, type SelectedReason } from 'mfe-shared/schemas';
import { Alert } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { getReasonCodes } from '../../api/appeal-api';
import { AppealStepPage } from '../../wizard/appeal-step-page';
import { useAppealWizard } from '../../wizard/use-appeal-wizard';
import { SaveForLaterButton } from '../../wizard/save-for-later-button';
import { ESTIMATION_IDS, estimationSchema, estimationSummary, groupThousands } from './estimation-rules';
import { ReasonList, type ReasonCodes } from './reason-list';

/** Estimation & Reason (docs/product.md#appeal-steps, docs/product.md#estimation): the owner's opinion of value and the reasons for the appeal. */
export function EstimationStep() {
  const { api, analytics } = usePortal();
  const { settings, property, draft, updateDraft, back, nextText, goNext } = useAppealWizard('estimation');
  const [codes, setCodes] = useState<ReasonCodes>({ status: 'loading' });
  const currency = settings['general.currency'] === 'GBP' ? 'GBP' : 'USD';
  const office = settings['general.display_name'];

  useEffect(() => {
    analytics.pageView('Estimation Page View Loaded');
  }, [analytics]);

  useEffect(() => {
    let current = true;
    getReasonCodes(api).then(
      (loaded) => current && setCodes({ status: 'ready', codes: loaded }),
      () => current && setCodes({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api]);

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
  const current = property?.value ? `The current market value is ${formatMoney(property.value.amount, currency)}. ` : 'This property has no current market value. ';
  const valueError = errors.estimatedValue?.message;
  const commentError = (id: string) => errors.reasons?.[reasons.value.findIndex((reason) => reason.id === id)]?.description?.message;
  return (
    <AppealStepPage step="estimation">
      <ErrorSummary errors={isSubmitted ? estimationSummary(errors, reasons.value) : []} focusKey={attempts} />
      <form className="usa-form usa-form--large" noValidate onSubmit={handleSubmit(goNext, () => setAttempts((count) => count + 1))}>
        <FormGroup
          id={ESTIMATION_IDS.value}
          label="Your opinion of the property's market value"
          hint={`${current}Enter a whole number between ${formatMoney(bounds.min, currency)} and ${formatMoney(bounds.max, currency)}, without decimals.`}
          error={valueError}
        >
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

        <Alert type="info" headingLevel="h2" heading="Before you give your reasons">
          Do not enter any income information on this form. Confidential documents, such as income and expense statements, should be sent to{' '}
          {office} by mail, hand delivery or fax
          {settings['appeal.mailing_address_text'] ? ` (${settings['appeal.mailing_address_text']})` : ''}, not uploaded here.
        </Alert>

        <ReasonList
          codes={codes}
          selected={reasons.value}
          onChange={setReasons}
          error={errors.reasons?.message}
          commentError={commentError}
          maxLength={settings['appeal.appeal_reason_comment_maxlength']}
          hint={settings['appeal_flow.reason_text'] || 'Select every reason that applies.'}
          contact={{ office, phone: settings['general.phone_number'] }}
        />
        <WizardNav back={back} nextText={nextText} nextDisabled={Object.keys(errors).length > 0} secondary={<SaveForLaterButton step="estimation" />} />
      </form>
    </AppealStepPage>
  );
}
