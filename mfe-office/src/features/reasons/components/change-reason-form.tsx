import { useEffect, useRef, useState } from 'react';
import { CheckboxField, ErrorSummary } from 'mfe-shared/forms';
import { Button } from 'mfe-shared/ui';
import type { CountyReason, ReasonChange } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { ReasonFields } from './reason-fields';
import { useReasonForm } from './use-reason-form';

/**
 * A reason's words and whether it is offered, changed in place under its row. Filed appeals keep the
 * words they were filed with. Opening it puts the focus on the English words; Cancel gives it back
 * to the button that opened it; once saved, the page closes it and says so.
 */
export function ChangeReasonForm({
  reason,
  busy,
  onSave,
  onCancel,
}: {
  reason: CountyReason;
  busy: boolean;
  onSave: (change: ReasonChange) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const idPrefix = `reason-${reason.id}`;
  const { form, fields, errorOf, summary, attempt, clearSummary, onInvalid } = useReasonForm(idPrefix, { description: reason.description, spanish: reason.spanish ?? '' });
  const [used, setUsed] = useState(reason.used);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    form.setFocus('description');
  }, [form]);
  const submit = form.handleSubmit(async (values) => {
    clearSummary();
    await onSave({ description: values.description, spanish: values.spanish || null, used });
  }, onInvalid);
  return (
    <form className="usa-form console-form console-rows__change" aria-label={t('office.console.reasons.changeOf', { reason: reason.description })} noValidate onSubmit={submit}>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <ReasonFields idPrefix={idPrefix} fields={fields} errorOf={errorOf} />
      <div className="margin-top-3">
        <CheckboxField id={`${idPrefix}-used`} label={t('office.console.reasons.offer')} checked={used} onChange={(event) => setUsed(event.target.checked)} />
      </div>
      <div className="console-rows__buttons">
        <Button type="submit" aria-busy={busy || undefined}>
          {t('office.console.reasons.save')}
        </Button>
        <Button type="button" variant="unstyled" onClick={onCancel}>
          {t('office.console.reasons.cancel')}
        </Button>
      </div>
    </form>
  );
}
