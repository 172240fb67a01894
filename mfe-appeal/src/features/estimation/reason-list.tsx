import { useLanguage } from 'mfe-shared';
import { CheckboxField, useMessageText } from 'mfe-shared/forms';
import type { AppealReasonCode, SelectedReason } from 'mfe-shared/schemas';
import { LoadFailed, Loading } from 'mfe-shared/ui';
import { useT } from '../../i18n/catalogue';
import { reasonLabel } from '../../lib/reason-label';
import { ESTIMATION_IDS, toggleReason } from './estimation-rules';

export type ReasonCodes = { status: 'loading' } | { status: 'failed'; retry?: () => void } | { status: 'ready'; codes: AppealReasonCode[] };

export interface ReasonListProps {
  codes: ReasonCodes;
  selected: SelectedReason[];
  onChange: (reasons: SelectedReason[]) => void;
  /** The message about the reasons as a whole. */
  error?: string;
  /** The message about one selected reason's comment. */
  commentError: (reasonId: string) => string | undefined;
  /** appeal.appeal_reason_comment_maxlength */
  maxLength: number;
  hint: string;
  /** Who to contact when the reasons cannot be loaded. */
  contact: { office: string; phone: string };
}

/** The county's reasons (docs/product.md#appeal-steps, docs/product.md#estimation) as checkboxes, each selected one with an optional comment and its counter. */
export function ReasonList({ codes, selected, onChange, error, commentError, maxLength, hint, contact }: ReasonListProps) {
  const t = useT();
  const say = useMessageText();
  const { language } = useLanguage();
  const comment = (id: string, description: string) =>
    onChange(selected.map((reason) => (reason.id === id ? { ...reason, description: description.slice(0, maxLength) } : reason)));
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <fieldset className="usa-fieldset" aria-describedby={error ? `${ESTIMATION_IDS.reasons}-error` : 'estimation-reasons-hint'}>
        <legend className="usa-legend usa-legend--large">{t('appeal.estimation.reasonsLegend')}</legend>
        <div className="usa-hint" id="estimation-reasons-hint">
          {hint}
        </div>
        {error ? (
          <span className="usa-error-message" id={`${ESTIMATION_IDS.reasons}-error`}>
            {say(error)}
          </span>
        ) : null}
        {codes.status === 'loading' ? <Loading label={t('appeal.estimation.reasonsLoading')} /> : null}
        {codes.status === 'failed' ? <LoadFailed onRetry={codes.retry}>{t('appeal.estimation.reasonsFailed', { office: contact.office, phone: contact.phone })}</LoadFailed> : null}
        {codes.status === 'ready'
          ? codes.codes.map((code, index) => {
              const chosen = selected.find((reason) => reason.id === code.id);
              const commentId = ESTIMATION_IDS.comment(code.id);
              const problem = chosen ? commentError(code.id) : undefined;
              const label = reasonLabel(code, language);
              return (
                <div key={code.id}>
                  <CheckboxField
                    // The first box carries the list's id: the error summary's link for the reasons leads to it.
                    id={index === 0 ? ESTIMATION_IDS.reasons : `estimation-reason-${code.id}`}
                    label={label}
                    checked={Boolean(chosen)}
                    onChange={(event) => onChange(toggleReason(selected, code, event.target.checked))}
                  />
                  {chosen ? (
                    <div className={`usa-form-group portal-reason-comment${problem ? ' usa-form-group--error' : ''}`}>
                      <label className="usa-label" htmlFor={commentId}>
                        {problem ? t('appeal.estimation.comment', { reason: label }) : t('appeal.estimation.commentOptional', { reason: label })}
                      </label>
                      {problem ? (
                        <span className="usa-error-message" id={`${commentId}-error`}>
                          {say(problem)}
                        </span>
                      ) : null}
                      <textarea
                        id={commentId}
                        className="usa-textarea"
                        maxLength={maxLength}
                        value={chosen.description}
                        aria-describedby={`${commentId}-count${problem ? ` ${commentId}-error` : ''}`}
                        aria-invalid={problem ? true : undefined}
                        onChange={(event) => comment(code.id, event.target.value)}
                      />
                      <span className="usa-hint" id={`${commentId}-count`}>
                        {t('appeal.estimation.remaining', { count: maxLength - chosen.description.length })}
                      </span>
                    </div>
                  ) : null}
                </div>
              );
            })
          : null}
      </fieldset>
    </div>
  );
}
