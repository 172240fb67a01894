import { useRef, useState } from 'react';
import { announce } from 'mfe-shared';
import { CheckboxField, ErrorSummary, TextField, useForm, zodResolver, type FieldError, type FieldErrors } from 'mfe-shared/forms';
import { Alert, Button } from 'mfe-shared/ui';
import { countySettingsFormSchema, type CountySetting, type CountySettingsChanged } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { useConsoleMessage } from '../../../lib/console-message';
import { useStaffCallFailure } from '../../../lib/use-staff-call';
import { changesOf, FIELD_ORDER, fieldId, fieldOfRefusal, formValuesOf, SETTING_FIELDS, type SettingField, type SettingsForm } from './settings-fields';

/** Each field's label and hint: ids of the office's catalogue. */
const LABELS = {
  displayName: ['office.console.settings.displayName', 'office.console.settings.displayNameHint'],
  phone: ['office.console.settings.phone', 'office.console.settings.phoneHint'],
  email: ['office.console.settings.email', 'office.console.settings.emailHint'],
  buttonColor: ['office.console.settings.buttonColor', 'office.console.settings.buttonColorHint'],
  timeZone: ['office.console.settings.timeZone', 'office.console.settings.timeZoneHint'],
  commentLength: ['office.console.settings.commentLength', undefined],
  maxFiles: ['office.console.settings.maxFiles', undefined],
  requireOwnerCode: ['office.console.settings.requireOwnerCode', undefined],
  allowUnlisted: ['office.console.settings.allowUnlisted', undefined],
  hidePrc: ['office.console.settings.hidePrc', undefined],
} as const satisfies Record<SettingField, readonly [string, string | undefined]>;

interface Outcome {
  ok: boolean;
  heading: string;
  text: string;
}

/**
 * The settings form: checked in the browser first (mfe-shared's countySettingsFormSchema), then by
 * the API with the settings schema itself; only the keys it changed are sent. A refusal of the API
 * names its key, so its message stands beside that field and in the error summary.
 */
export function SettingsFormView({ settings, onSave }: { settings: CountySetting[]; onSave: (values: Record<string, unknown>) => Promise<CountySettingsChanged> }) {
  const t = useT();
  const say = useConsoleMessage();
  const failure = useStaffCallFailure();
  const before = formValuesOf(settings);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SettingsForm>({
    resolver: zodResolver(countySettingsFormSchema),
    defaultValues: before,
    // The error summary takes focus instead, so every problem is heard first.
    shouldFocusError: false,
  });
  const [summary, setSummary] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const summaryOf = (invalid: FieldErrors<SettingsForm>): FieldError[] =>
    FIELD_ORDER.flatMap((field) => {
      const message = invalid[field]?.message;
      return message ? [{ fieldId: fieldId(field), message: say(message) }] : [];
    });
  const showOutcome = (next: Outcome) => {
    setOutcome(next);
    announce(`${next.heading}. ${next.text}`);
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  const onValid = async (values: SettingsForm) => {
    setSummary([]);
    setOutcome(null);
    const changes = changesOf(before, values);
    if (Object.keys(changes).length === 0) {
      showOutcome({ ok: true, heading: t('office.console.settings.saved'), text: t('office.console.settings.nothingChanged') });
      return;
    }
    try {
      const answer = await onSave(changes);
      const labels = FIELD_ORDER.filter((field) => answer.changed.includes(SETTING_FIELDS[field])).map((field) => t(LABELS[field][0]));
      showOutcome({
        ok: true,
        heading: t('office.console.settings.saved'),
        text: t('office.console.settings.savedList', { count: answer.changed.length, n: answer.changed.length, keys: labels.join(', ') }),
      });
    } catch (problem) {
      const message = failure(problem);
      if (message === null) return;
      const field = fieldOfRefusal(message);
      if (field) {
        // Beside its field, and in the summary that takes the focus.
        setError(field, { message });
        setAttempt((n) => n + 1);
        setSummary([{ fieldId: fieldId(field), message }]);
      } else showOutcome({ ok: false, heading: t('office.console.settings.notSaved'), text: message });
    }
  };

  const errorOf = (field: SettingField) => {
    const message = errors[field]?.message;
    return message ? say(message) : undefined;
  };
  const text = (field: SettingField, extra: { autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel'; type?: string; className?: string } = {}) => (
    <TextField
      id={fieldId(field)}
      label={t(LABELS[field][0])}
      hint={LABELS[field][1] ? t(LABELS[field][1]) : undefined}
      error={errorOf(field)}
      autoComplete={extra.autoComplete ?? 'off'}
      {...extra}
      {...register(field)}
    />
  );
  const flag = (field: SettingField) => <CheckboxField id={fieldId(field)} label={t(LABELS[field][0])} {...register(field)} />;

  return (
    <>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <div tabIndex={-1} ref={outcomeRef} className="console-outcome">
        {outcome ? (
          <Alert type={outcome.ok ? 'success' : 'error'} headingLevel="h2" heading={outcome.heading}>
            <p>{outcome.text}</p>
          </Alert>
        ) : null}
      </div>
      <form
        className="usa-form usa-form--large"
        noValidate
        onSubmit={handleSubmit(onValid, (invalid) => {
          setOutcome(null);
          setAttempt((n) => n + 1);
          setSummary(summaryOf(invalid));
        })}
      >
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">{t('office.console.settings.office')}</legend>
          {text('displayName', { autoComplete: 'organization' })}
          {text('phone', { autoComplete: 'tel', type: 'tel' })}
          {text('email', { autoComplete: 'email', type: 'email' })}
          {text('buttonColor', { className: 'usa-input--medium' })}
          {text('timeZone')}
        </fieldset>
        <fieldset className="usa-fieldset margin-top-4">
          <legend className="usa-legend usa-legend--large">{t('office.console.settings.appeals')}</legend>
          {text('commentLength', { inputMode: 'numeric', className: 'usa-input--small' })}
          {text('maxFiles', { inputMode: 'numeric', className: 'usa-input--small' })}
          {/* USWDS's form rules outweigh a margin utility on a fieldset or a button: a wrapper keeps the space. */}
          <div className="margin-top-4">
            <fieldset className="usa-fieldset">
              <legend className="usa-legend">{t('office.console.settings.rules')}</legend>
              {flag('requireOwnerCode')}
              {flag('allowUnlisted')}
              {flag('hidePrc')}
            </fieldset>
          </div>
        </fieldset>
        <div className="margin-top-4">
          <Button type="submit" aria-busy={isSubmitting || undefined}>
            {t('office.console.settings.save')}
          </Button>
        </div>
      </form>
    </>
  );
}
