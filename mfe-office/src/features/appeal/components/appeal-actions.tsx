import { useRef, useState, type FormEvent } from 'react';
import { announce, useIntlLocale, usePortal, useSettings } from 'mfe-shared';
import { ErrorSummary, FormGroup, SelectField, TextField, type FieldError } from 'mfe-shared/forms';
import { timeZoneName } from 'mfe-shared/format';
import { Alert, Button } from 'mfe-shared/ui';
import { isFinalStatus, OFFICE_MESSAGES, OFFICE_NOTE_MAX, OFFICE_REASON_MAX, type AppealStatus } from 'mfe-shared/schemas';
import { changeStatus, type StatusChange } from '../../../api/office-api';
import { useT } from '../../../i18n/catalogue';
import { countyInstant } from '../../../lib/zoned-time';
import { useStaffCallFailure } from '../../../lib/use-staff-call';
import { useFilerLabel, type CompetingAppeal } from './appeal-competing';

// The button of each move is 'office.actions.{status}' in the catalogue, in the words of the task;
// what the page and the live region say once it is recorded, 'office.actions.done.{status}'.

interface Values {
  note: string;
  decidedValue: string;
  hearingDate: string;
  hearingTime: string;
  reason: string;
  mergeInto: string;
}
const EMPTY: Values = { note: '', decidedValue: '', hearingDate: '', hearingTime: '', reason: '', mergeInto: '' };

/** The change a button asks for, or the messages of what is missing. */
function changeFor(status: AppealStatus, values: Values, timeZone: string): { change: StatusChange } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const change: StatusChange = { status };
  if (values.note.trim().length > OFFICE_NOTE_MAX) errors.push({ fieldId: 'office-note', message: OFFICE_MESSAGES.noteTooLong });
  if (values.note.trim()) change.note = values.note.trim();
  if (status === 'decided') {
    const digits = values.decidedValue.trim().replace(/,/g, '');
    if (!digits) errors.push({ fieldId: 'office-decided-value', message: OFFICE_MESSAGES.decidedValueRequired });
    else if (!/^\d{1,13}$/.test(digits)) errors.push({ fieldId: 'office-decided-value', message: OFFICE_MESSAGES.decidedValueInvalid });
    else change.decidedValue = { amount: Number(digits) };
  }
  if (status === 'hearing-scheduled' && (values.hearingDate || values.hearingTime)) {
    if (!values.hearingDate || !values.hearingTime)
      errors.push({ fieldId: values.hearingDate ? 'office-hearing-time' : 'office-hearing-date', message: OFFICE_MESSAGES.hearingIncomplete });
    else change.hearingAt = countyInstant(values.hearingDate, values.hearingTime, timeZone);
  }
  if (status === 'closed') {
    const reason = values.reason.trim();
    if (!reason) errors.push({ fieldId: 'office-reason', message: OFFICE_MESSAGES.reasonRequired });
    else if (reason.length > OFFICE_REASON_MAX) errors.push({ fieldId: 'office-reason', message: OFFICE_MESSAGES.reasonTooLong });
    else change.reason = reason;
    if (values.mergeInto) change.mergeInto = values.mergeInto;
  }
  return errors.length ? { errors } : { change };
}

/**
 * The moves the appeal may make now, one button each, with an optional note (and the decided value,
 * the hearing's time, or the reason for closing it and the appeal of the same parcel that takes its
 * documents). Each goes through POST /appeals/{reference}/status: the filer is e-mailed and the change
 * audited; a refusal (someone else moved it first) is shown as the API words it.
 */
export function AppealActions({
  reference,
  nextStatuses,
  competing = [],
  onChanged,
}: {
  reference: string;
  nextStatuses: AppealStatus[];
  competing?: CompetingAppeal[];
  onChanged: () => Promise<void>;
}) {
  const t = useT();
  const filerLabel = useFilerLabel();
  const mergeTargets = competing.filter((appeal) => !isFinalStatus(appeal.status));
  const locale = useIntlLocale();
  const { api } = usePortal();
  const zone = useSettings()['general.timezone'];
  const failure = useStaffCallFailure();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const set = (key: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));
  const errorOf = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;

  const act = async (status: AppealStatus) => {
    // Not by disabling the buttons: a disabled button drops the keyboard focus.
    if (busy) return;
    setAttempt((n) => n + 1);
    setRefusal(null);
    setDone(null);
    const asked = changeFor(status, values, zone);
    if ('errors' in asked) return setErrors(asked.errors);
    setErrors([]);
    setBusy(true);
    try {
      await changeStatus(api, reference, asked.change);
      const message = t(`office.actions.done.${status}`, { reference });
      setValues(EMPTY);
      await onChanged();
      setDone(message);
      announce(message);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      const message = failure(error);
      if (message !== null) setRefusal(message);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => event.preventDefault();

  return (
    <>
      {done ? (
        <div className="margin-top-2" tabIndex={-1} ref={doneRef}>
          <Alert type="success" headingLevel="h3" heading={t('office.action.recorded')}>
            <p>{done}</p>
          </Alert>
        </div>
      ) : null}
      {nextStatuses.length === 0 ? (
        <p>{t('office.actions.final')}</p>
      ) : (
        <form className="usa-form office-actions" aria-labelledby="office-actions-heading" onSubmit={submit} noValidate>
          <h3 id="office-actions-heading" className="margin-top-2">
            {t('office.actions.heading')}
          </h3>
          <ErrorSummary errors={errors} focusKey={attempt} />
          {refusal ? (
            <Alert type="error" role="alert" headingLevel="h4" heading={t('office.action.notRecorded')}>
              <p>{refusal}</p>
            </Alert>
          ) : null}
          <FormGroup id="office-note" label={t('office.note.label')} optional hint={t('office.actions.noteHint', { max: OFFICE_NOTE_MAX })} error={errorOf('office-note')}>
            {(a11y) => <textarea id="office-note" className="usa-textarea" rows={3} value={values.note} onChange={set('note')} {...a11y} />}
          </FormGroup>
          {nextStatuses.includes('decided') ? (
            <TextField
              id="office-decided-value"
              label={t('office.actions.decidedValue')}
              hint={t('office.actions.decidedValueHint')}
              inputMode="numeric"
              value={values.decidedValue}
              onChange={set('decidedValue')}
              error={errorOf('office-decided-value')}
            />
          ) : null}
          {nextStatuses.includes('hearing-scheduled') ? (
            <fieldset className="usa-fieldset">
              <legend className="usa-legend">{t('office.actions.hearing', { zone: timeZoneName(zone, new Date(), locale) })}</legend>
              <TextField
                id="office-hearing-date"
                label={t('office.actions.date')}
                type="date"
                value={values.hearingDate}
                onChange={set('hearingDate')}
                error={errorOf('office-hearing-date')}
              />
              <TextField
                id="office-hearing-time"
                label={t('office.actions.time')}
                type="time"
                value={values.hearingTime}
                onChange={set('hearingTime')}
                error={errorOf('office-hearing-time')}
              />
            </fieldset>
          ) : null}
          {nextStatuses.includes('closed') ? (
            <>
              <FormGroup id="office-reason" label={t('office.actions.reason')} hint={t('office.actions.reasonHint', { max: OFFICE_REASON_MAX })} error={errorOf('office-reason')}>
                {(a11y) => <textarea id="office-reason" className="usa-textarea" rows={3} value={values.reason} onChange={set('reason')} {...a11y} />}
              </FormGroup>
              {mergeTargets.length ? (
                <SelectField
                  id="office-merge-into"
                  label={t('office.actions.mergeInto')}
                  value={values.mergeInto}
                  onChange={set('mergeInto')}
                  options={[
                    { value: '', label: t('office.actions.mergeNone') },
                    ...mergeTargets.map((appeal) => ({
                      value: appeal.reference,
                      label: t(appeal.takesPlace ? 'office.actions.mergeOptionPlace' : 'office.actions.mergeOption', { reference: appeal.reference, name: filerLabel(appeal) }),
                    })),
                  ]}
                />
              ) : null}
            </>
          ) : null}
          <div className="office-actions__buttons">
            {nextStatuses.map((status) => (
              <Button key={status} variant={status === 'withdrawn' || status === 'closed' ? 'outline' : 'primary'} aria-busy={busy || undefined} onClick={() => void act(status)}>
                {t(`office.actions.${status}`)}
              </Button>
            ))}
          </div>
        </form>
      )}
    </>
  );
}
