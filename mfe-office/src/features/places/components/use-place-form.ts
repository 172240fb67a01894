import { useState } from 'react';
import { useForm, zodResolver, type FieldError, type FieldErrors } from 'mfe-shared/forms';
import { placeFormSchema, type PlaceForm } from 'mfe-shared/schemas';
import { useConsoleMessage } from '../../../lib/console-message';

export const PLACE_FIELDS = ['name', 'address', 'location'] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];

/** A location's form checked in the browser first: its messages in the desk's language, and the error summary's links to `idPrefix-<field>`. */
export function usePlaceForm(idPrefix: string, defaultValues: PlaceForm) {
  const say = useConsoleMessage();
  const form = useForm<PlaceForm>({ resolver: zodResolver(placeFormSchema), defaultValues, shouldFocusError: false });
  const [summary, setSummary] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const errorOf = (field: PlaceField) => {
    const message = form.formState.errors[field]?.message;
    return message ? say(message) : undefined;
  };
  const onInvalid = (invalid: FieldErrors<PlaceForm>) => {
    setAttempt((n) => n + 1);
    setSummary(
      PLACE_FIELDS.flatMap((field) => {
        const message = invalid[field]?.message;
        return message ? [{ fieldId: `${idPrefix}-${field}`, message: say(message) }] : [];
      }),
    );
  };
  const fields = { name: form.register('name'), address: form.register('address'), location: form.register('location') };
  return { form, fields, errorOf, summary, attempt, clearSummary: () => setSummary([]), onInvalid };
}
