import { useState } from 'react';
import { useForm, zodResolver, type FieldError, type FieldErrors } from 'mfe-shared/forms';
import { reasonFormSchema, type ReasonForm } from 'mfe-shared/schemas';
import { useConsoleMessage } from '../../../lib/console-message';

const FIELDS = ['description', 'spanish'] as const;

/** A reason's form checked in the browser first: its messages in the desk's language, and the error summary's links to `idPrefix-<field>`. */
export function useReasonForm(idPrefix: string, defaultValues: ReasonForm) {
  const say = useConsoleMessage();
  const form = useForm<ReasonForm>({ resolver: zodResolver(reasonFormSchema), defaultValues, shouldFocusError: false });
  const [summary, setSummary] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const errorOf = (field: (typeof FIELDS)[number]) => {
    const message = form.formState.errors[field]?.message;
    return message ? say(message) : undefined;
  };
  const onInvalid = (invalid: FieldErrors<ReasonForm>) => {
    setAttempt((n) => n + 1);
    setSummary(
      FIELDS.flatMap((field) => {
        const message = invalid[field]?.message;
        return message ? [{ fieldId: `${idPrefix}-${field}`, message: say(message) }] : [];
      }),
    );
  };
  const fields = { description: form.register('description'), spanish: form.register('spanish') };
  return { form, fields, errorOf, summary, attempt, clearSummary: () => setSummary([]), onInvalid };
}
