import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  CheckboxField,
  ErrorSummary,
  estimationBounds,
  formatMoney,
  Loading,
  usePortal,
  WizardNav,
  type AppealReasonCode,
  type FieldError,
  type SelectedReason,
} from 'mfe-shared';
import { getReasonCodes } from '../../api/appeal-api';
import { AppealStepPage } from '../wizard/components/appeal-step-page';
import { useAppealWizard } from '../wizard/hooks/use-appeal-wizard';
import { ESTIMATION_IDS, estimationErrors, groupThousands, toggleReason } from './estimation-rules';

type Codes = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; codes: AppealReasonCode[] };

/** SPEC 2/5 'Estimation & Reason': the owner's opinion of value and the reasons for the appeal. */
export function EstimationStep() {
  const { api, analytics } = usePortal();
  const { settings, property, draft, updateDraft, back, nextText, goNext } = useAppealWizard('estimation');
  const [codes, setCodes] = useState<Codes>({ status: 'loading' });
  // Each attempt to go on; from the first, errors show and follow every change.
  const [attempts, setAttempts] = useState(0);
  const submitted = attempts > 0;
  const maxLength = settings['appeal.appeal_reason_comment_maxlength'];
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

  const input = { estimatedValue: draft.estimatedValue, reasons: draft.allegedReasons };
  const errors = estimationErrors(input, property, settings.require_other_desc);
  const shown: FieldError[] = submitted ? errors : [];
  const errorFor = (fieldId: string) => shown.find((error) => error.fieldId === fieldId)?.message;

  const setReasons = (reasons: SelectedReason[]) => updateDraft({ allegedReasons: reasons });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.length > 0) {
      setAttempts((count) => count + 1);
      return;
    }
    goNext();
  };

  const bounds = estimationBounds(property?.value?.amount);
  const valueError = errorFor(ESTIMATION_IDS.value);
  const reasonsError = errorFor(ESTIMATION_IDS.reasons);
  return (
    <AppealStepPage step="estimation">
      <ErrorSummary errors={shown} focusKey={attempts} />
      <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
        <div className={`usa-form-group${valueError ? ' usa-form-group--error' : ''}`}>
          <label className={`usa-label${valueError ? ' usa-label--error' : ''}`} htmlFor={ESTIMATION_IDS.value}>
            Your opinion of the property&apos;s market value
          </label>
          <div className="usa-hint" id={`${ESTIMATION_IDS.value}-hint`}>
            {property?.value
              ? `The current market value is ${formatMoney(property.value.amount, currency)}. `
              : 'This property has no current market value. '}
            Enter a whole number between {formatMoney(bounds.min, currency)} and {formatMoney(bounds.max, currency)}, without decimals.
          </div>
          {valueError ? (
            <span className="usa-error-message" id={`${ESTIMATION_IDS.value}-error`}>
              {valueError}
            </span>
          ) : null}
          <div className="usa-input-group">
            <div className="usa-input-prefix" aria-hidden="true">
              {currency === 'GBP' ? '£' : '$'}
            </div>
            <input
              id={ESTIMATION_IDS.value}
              className={`usa-input${valueError ? ' usa-input--error' : ''}`}
              inputMode="numeric"
              autoComplete="off"
              value={draft.estimatedValue}
              aria-describedby={[`${ESTIMATION_IDS.value}-hint`, valueError ? `${ESTIMATION_IDS.value}-error` : ''].filter(Boolean).join(' ')}
              aria-invalid={valueError ? true : undefined}
              onChange={(event) => updateDraft({ estimatedValue: event.target.value })}
              onBlur={(event) => updateDraft({ estimatedValue: groupThousands(event.target.value) })}
            />
          </div>
        </div>

        <Alert type="info" headingLevel="h2" heading="Before you give your reasons">
          Do not enter any income information on this form. Confidential documents, such as income and expense statements, should be sent to{' '}
          {office} by mail, hand delivery or fax
          {settings['appeal.mailing_address_text'] ? ` (${settings['appeal.mailing_address_text']})` : ''}, not uploaded here.
        </Alert>

        <div className={`usa-form-group${reasonsError ? ' usa-form-group--error' : ''}`}>
          <fieldset className="usa-fieldset" aria-describedby={reasonsError ? `${ESTIMATION_IDS.reasons}-error` : 'estimation-reasons-hint'}>
            <legend className="usa-legend usa-legend--large">Reasons for your appeal</legend>
            <div className="usa-hint" id="estimation-reasons-hint">
              {settings['appeal_flow.reason_text'] || 'Select every reason that applies.'}
            </div>
            {reasonsError ? (
              <span className="usa-error-message" id={`${ESTIMATION_IDS.reasons}-error`}>
                {reasonsError}
              </span>
            ) : null}
            {codes.status === 'loading' ? <Loading label="Loading the reasons" /> : null}
            {codes.status === 'failed' ? (
              <Alert type="error" role="alert">
                The reasons could not be loaded. Please reload the page to try again, or contact {office} on {settings['general.phone_number']} to help.
              </Alert>
            ) : null}
            {codes.status === 'ready'
              ? codes.codes.map((code, index) => {
                  const selected = draft.allegedReasons.find((reason) => reason.id === code.id);
                  const commentId = ESTIMATION_IDS.comment(code.id);
                  const commentError = errorFor(commentId);
                  return (
                    <div key={code.id}>
                      <CheckboxField
                        id={index === 0 ? ESTIMATION_IDS.reasons : `estimation-reason-${code.id}`}
                        label={code.description}
                        checked={Boolean(selected)}
                        onChange={(event) => setReasons(toggleReason(draft.allegedReasons, code, event.target.checked))}
                      />
                      {selected ? (
                        <div className={`usa-form-group portal-reason-comment${commentError ? ' usa-form-group--error' : ''}`}>
                          <label className="usa-label" htmlFor={commentId}>
                            Tell us more about &quot;{code.description}&quot;
                            {commentError ? null : ' (optional)'}
                          </label>
                          {commentError ? (
                            <span className="usa-error-message" id={`${commentId}-error`}>
                              {commentError}
                            </span>
                          ) : null}
                          <textarea
                            id={commentId}
                            className="usa-textarea"
                            maxLength={maxLength}
                            value={selected.description}
                            aria-describedby={`${commentId}-count${commentError ? ` ${commentId}-error` : ''}`}
                            aria-invalid={commentError ? true : undefined}
                            onChange={(event) =>
                              setReasons(
                                draft.allegedReasons.map((reason) =>
                                  reason.id === code.id ? { ...reason, description: event.target.value.slice(0, maxLength) } : reason,
                                ),
                              )
                            }
                          />
                          <span className="usa-hint" id={`${commentId}-count`}>
                            {maxLength - selected.description.length} characters remaining
                          </span>
                        </div>
                      ) : null}
                    </div>
                  );
                })
              : null}
          </fieldset>
        </div>
        <WizardNav back={back} nextText={nextText} nextDisabled={submitted && errors.length > 0} />
      </form>
    </AppealStepPage>
  );
}
