import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSettings } from 'mfe-shared';
import { ErrorSummary, TextField, type FieldError } from 'mfe-shared/forms';
import { Button } from 'mfe-shared/ui';
import type { Panel } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { checkSession, sessionSummary, type SessionField, type SessionFormValues } from './session-form';

const START: SessionFormValues = { date: '', start: '09:00', end: '12:00' };

/**
 * A session of one panel, added under its row: the day and the times on the county's clock. Opening
 * it puts the focus on the date; Cancel gives it back to the button that opened it.
 */
export function AddSessionForm({
  panel,
  busy,
  onAdd,
  onCancel,
}: {
  panel: Panel;
  busy: boolean;
  onAdd: (session: { startsAt: string; endsAt: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const zone = useSettings()['general.timezone'];
  const idPrefix = `session-${panel.id}`;
  const [values, setValues] = useState(START);
  const [errors, setErrors] = useState<Partial<Record<SessionField, string>>>({});
  const [summary, setSummary] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const date = useRef<HTMLInputElement>(null);
  useEffect(() => date.current?.focus(), []);
  const set = (field: SessionField) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSession(values, zone);
    if (checked.errors) {
      setErrors(checked.errors);
      setSummary(sessionSummary(idPrefix, checked.errors));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setSummary([]);
    await onAdd(checked.session);
  };
  const timeHint = t('office.console.panels.sessionTimeHint', { zone });

  return (
    <form
      className="usa-form console-form console-rows__change"
      aria-label={t('office.console.panels.sessionFormOf', { name: panel.name })}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <ErrorSummary errors={summary} focusKey={attempt} />
      <TextField
        ref={date}
        id={`${idPrefix}-date`}
        type="date"
        className="usa-input--medium"
        label={t('office.console.panels.sessionDate')}
        hint={t('office.console.panels.sessionDateHint')}
        value={values.date}
        error={errors.date}
        onChange={set('date')}
      />
      <div className="hearings-times">
        <TextField
          id={`${idPrefix}-start`}
          type="time"
          className="usa-input--medium"
          label={t('office.console.panels.sessionStart')}
          hint={timeHint}
          value={values.start}
          error={errors.start}
          onChange={set('start')}
        />
        <TextField
          id={`${idPrefix}-end`}
          type="time"
          className="usa-input--medium"
          label={t('office.console.panels.sessionEnd')}
          hint={timeHint}
          value={values.end}
          error={errors.end}
          onChange={set('end')}
        />
      </div>
      <div className="console-rows__buttons">
        <Button type="submit" aria-busy={busy || undefined}>
          {t('office.console.panels.saveSession')}
        </Button>
        <Button type="button" variant="unstyled" onClick={onCancel}>
          {t('office.console.panels.cancel')}
        </Button>
      </div>
    </form>
  );
}
