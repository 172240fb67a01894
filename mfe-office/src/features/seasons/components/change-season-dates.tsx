import { useEffect, useRef, useState } from 'react';
import { ErrorSummary, useForm, zodResolver, type FieldError, type FieldErrors } from 'mfe-shared/forms';
import { Button } from 'mfe-shared/ui';
import { seasonDatesFormSchema, type CountySeason, type SeasonDates, type SeasonDatesForm } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { useConsoleMessage } from '../../../lib/console-message';
import { SeasonDayFields } from './season-day-fields';

const DAYS = ['opensOn', 'closesOn'] as const;

/**
 * A season's first and last days, changed in place under its row: the public sees them on the home
 * page, the property page and the appeal's first step. Opening it puts the focus on the first day;
 * Cancel puts it back on the button that opened it; once saved, the page closes it and says so.
 */
export function ChangeSeasonDates({ season, busy, onSave, onDone }: { season: CountySeason; busy: boolean; onSave: (dates: SeasonDates) => Promise<void>; onDone: () => void }) {
  const t = useT();
  const say = useConsoleMessage();
  const idPrefix = `season-${season.id}`;
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<SeasonDatesForm>({
    resolver: zodResolver(seasonDatesFormSchema),
    defaultValues: { opensOn: season.opensOn ?? '', closesOn: season.closesOn ?? '' },
    shouldFocusError: false,
  });
  const [summary, setSummary] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    setFocus('opensOn');
  }, [setFocus]);
  const errorOf = (day: (typeof DAYS)[number]) => {
    const message = errors[day]?.message;
    return message ? say(message) : undefined;
  };
  const summaryOf = (invalid: FieldErrors<SeasonDatesForm>) =>
    DAYS.flatMap((day) => {
      const message = invalid[day]?.message;
      return message ? [{ fieldId: `${idPrefix}-${day}`, message: say(message) }] : [];
    });
  const submit = handleSubmit(
    async (values) => {
      setSummary([]);
      await onSave({ opensOn: values.opensOn || null, closesOn: values.closesOn || null });
    },
    (invalid) => {
      setAttempt((n) => n + 1);
      setSummary(summaryOf(invalid));
    },
  );
  return (
    <form className="usa-form console-form console-rows__change" aria-label={t('office.console.seasons.changeDatesOf', { name: season.name })} noValidate onSubmit={submit}>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <SeasonDayFields idPrefix={idPrefix} fields={{ opensOn: register('opensOn'), closesOn: register('closesOn') }} errorOf={errorOf} />
      <div className="console-rows__buttons">
        <Button type="submit" aria-busy={busy || undefined}>
          {t('office.console.seasons.saveDates')}
        </Button>
        <Button type="button" variant="unstyled" onClick={onDone}>
          {t('office.console.seasons.cancel')}
        </Button>
      </div>
    </form>
  );
}
