import { useState } from 'react';
import { CheckboxField, ErrorSummary, TextField, useForm, zodResolver, type FieldError, type FieldErrors } from 'mfe-shared/forms';
import { Button } from 'mfe-shared/ui';
import { seasonFormSchema, type NewSeason, type SeasonForm } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { useConsoleMessage } from '../../../lib/console-message';
import { SeasonDayFields } from './season-day-fields';

const FIELDS = ['name', 'year', 'opensOn', 'closesOn', 'open'] as const;
const fieldId = (field: (typeof FIELDS)[number]) => `season-${field}`;
const EMPTY: SeasonForm = { name: '', year: String(new Date().getFullYear() + 1), open: false, opensOn: '', closesOn: '' };

/** Add a season: its name, its year, its first and last days if known, and whether it opens now (the API closes the one open). */
export function AddSeasonForm({ busy, onAdd }: { busy: boolean; onAdd: (season: NewSeason) => Promise<boolean> }) {
  const t = useT();
  const say = useConsoleMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SeasonForm>({ resolver: zodResolver(seasonFormSchema), defaultValues: EMPTY, shouldFocusError: false });
  const [summary, setSummary] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const summaryOf = (invalid: FieldErrors<SeasonForm>) =>
    FIELDS.flatMap((field) => {
      const message = invalid[field]?.message;
      return message ? [{ fieldId: fieldId(field), message: say(message) }] : [];
    });
  const errorOf = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return message ? say(message) : undefined;
  };
  const submit = handleSubmit(
    async (values) => {
      setSummary([]);
      const days = { opensOn: values.opensOn || null, closesOn: values.closesOn || null };
      if (await onAdd({ name: values.name, year: Number(values.year), open: values.open, ...days })) reset(EMPTY);
    },
    (invalid) => {
      setAttempt((n) => n + 1);
      setSummary(summaryOf(invalid));
    },
  );

  return (
    <form className="usa-form office-filters console-form" aria-labelledby="season-add-heading" noValidate onSubmit={submit}>
      <h2 id="season-add-heading" className="margin-top-2">
        {t('office.console.seasons.add')}
      </h2>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <TextField
        id={fieldId('name')}
        label={t('office.console.seasons.addName')}
        hint={t('office.console.seasons.addNameHint')}
        autoComplete="off"
        error={errorOf('name')}
        {...register('name')}
      />
      <TextField
        id={fieldId('year')}
        label={t('office.console.seasons.addYear')}
        hint={t('office.console.seasons.addYearHint')}
        inputMode="numeric"
        autoComplete="off"
        className="usa-input--small"
        error={errorOf('year')}
        {...register('year')}
      />
      <SeasonDayFields idPrefix="season" fields={{ opensOn: register('opensOn'), closesOn: register('closesOn') }} errorOf={errorOf} />
      <div className="margin-top-3">
        <CheckboxField id={fieldId('open')} label={t('office.console.seasons.addOpen')} {...register('open')} />
      </div>
      <div className="margin-top-3">
        <Button type="submit" aria-busy={busy || undefined}>
          {t('office.console.seasons.addButton')}
        </Button>
      </div>
    </form>
  );
}
