import { ErrorSummary } from 'mfe-shared/forms';
import { Button } from 'mfe-shared/ui';
import type { NewReason } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { ReasonFields } from './reason-fields';
import { useReasonForm } from './use-reason-form';

const EMPTY = { description: '', spanish: '' };

/** Add a reason: its words in English and, if the office has them, in Spanish; the reasons step offers it before Other. */
export function AddReasonForm({ busy, onAdd }: { busy: boolean; onAdd: (reason: NewReason) => Promise<boolean> }) {
  const t = useT();
  const { form, fields, errorOf, summary, attempt, clearSummary, onInvalid } = useReasonForm('reason-new', EMPTY);
  const submit = form.handleSubmit(async (values) => {
    clearSummary();
    if (await onAdd({ description: values.description, spanish: values.spanish || null })) form.reset(EMPTY);
  }, onInvalid);
  return (
    <form className="usa-form office-filters console-form" aria-labelledby="reason-add-heading" noValidate onSubmit={submit}>
      <h2 id="reason-add-heading" className="margin-top-2">
        {t('office.console.reasons.add')}
      </h2>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <ReasonFields idPrefix="reason-new" fields={fields} errorOf={errorOf} />
      <div className="margin-top-3">
        <Button type="submit" aria-busy={busy || undefined}>
          {t('office.console.reasons.addButton')}
        </Button>
      </div>
    </form>
  );
}
