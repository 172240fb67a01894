import { useLanguage } from 'mfe-shared';
import { CheckboxField, FormGroup, TextField, useMessageText } from 'mfe-shared/forms';
import { Alert, LoadFailed, Loading } from 'mfe-shared/ui';
import { DECISION_EXPLANATION_MAX, DECISION_REASONS_MAX, type DecisionReason } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { useDecisionReasons } from '../hooks/use-decision-reasons';
import { MOVE_FIELDS, type MoveFieldsProps } from './status-change';

/** A reason in the page's language: the county's Spanish words where it gave them, else its English. */
const reasonLabel = (reason: DecisionReason, language: string) => (language === 'es' && reason.spanish ? reason.spanish : reason.description);

/**
 * "Record the decision": the decided value, the county's reasons (GET /office/decision-reasons, the
 * ones in use), the explanation the filer reads, and who decided (a panel or an officer's title;
 * left empty, the filer is told no name and the office's timeline shows the staff member's).
 */
export function DecisionFields({ values, set, errorOf, onReasons }: MoveFieldsProps & { onReasons: (ids: string[]) => void }) {
  const t = useT();
  const say = useMessageText();
  const { language } = useLanguage();
  const reasons = useDecisionReasons(true);
  const reasonsError = errorOf(MOVE_FIELDS.reasons);
  const hintId = `${MOVE_FIELDS.reasons}-hint`;
  const errorId = `${MOVE_FIELDS.reasons}-error`;
  const toggle = (id: string) => onReasons(values.reasons.includes(id) ? values.reasons.filter((chosen) => chosen !== id) : [...values.reasons, id]);

  return (
    <fieldset className="usa-fieldset office-actions__fields">
      <legend className="usa-legend office-actions__legend">{t('office.actions.decision')}</legend>
      <TextField
        id={MOVE_FIELDS.decidedValue}
        label={t('office.actions.decidedValue')}
        hint={t('office.actions.decidedValueHint')}
        inputMode="numeric"
        autoComplete="off"
        value={values.decidedValue}
        onChange={set('decidedValue')}
        error={errorOf(MOVE_FIELDS.decidedValue)}
      />
      <div className={`usa-form-group${reasonsError ? ' usa-form-group--error' : ''}`}>
        <fieldset className="usa-fieldset" aria-describedby={reasonsError ? `${hintId} ${errorId}` : hintId}>
          <legend className="usa-legend">{t('office.actions.decisionReasons')}</legend>
          <div className="usa-hint" id={hintId}>
            {t('office.actions.decisionReasonsHint', { max: DECISION_REASONS_MAX })}
          </div>
          {reasonsError ? (
            <span className="usa-error-message" id={errorId}>
              {say(reasonsError)}
            </span>
          ) : null}
          {reasons.value ? (
            reasons.value.length ? (
              reasons.value.map((reason, index) => {
                return (
                  <CheckboxField
                    key={reason.id}
                    // The first takes the group's id, so the error summary's link lands on the group.
                    id={index === 0 ? MOVE_FIELDS.reasons : `${MOVE_FIELDS.reasons}-${reason.id}`}
                    name="office-decision-reasons"
                    value={reason.id}
                    label={reasonLabel(reason, language)}
                    checked={values.reasons.includes(reason.id)}
                    onChange={() => toggle(reason.id)}
                  />
                );
              })
            ) : (
              <Alert type="info" slim>
                <p>{t('office.actions.decisionReasonsNone')}</p>
              </Alert>
            )
          ) : reasons.error !== null ? (
            <LoadFailed heading={t('office.actions.decisionReasonsFailed')} headingLevel="h4" onRetry={reasons.retry}>
              <p>{reasons.error}</p>
            </LoadFailed>
          ) : (
            <Loading label={t('office.actions.decisionReasonsLoading')} />
          )}
        </fieldset>
      </div>
      <FormGroup
        id={MOVE_FIELDS.explanation}
        label={t('office.actions.explanation')}
        optional
        hint={t('office.actions.explanationHint', { max: DECISION_EXPLANATION_MAX })}
        error={errorOf(MOVE_FIELDS.explanation)}
      >
        {(a11y) => <textarea id={MOVE_FIELDS.explanation} className="usa-textarea" rows={4} value={values.explanation} onChange={set('explanation')} {...a11y} />}
      </FormGroup>
      <TextField
        id={MOVE_FIELDS.decidedBy}
        label={t('office.actions.decidedBy')}
        optional
        hint={t('office.actions.decidedByHint')}
        value={values.decidedBy}
        onChange={set('decidedBy')}
        error={errorOf(MOVE_FIELDS.decidedBy)}
      />
    </fieldset>
  );
}
