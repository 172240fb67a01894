import { useRef, useState, type FormEvent } from 'react';
import { announce, useIntlLocale, usePortal, useSettings } from 'mfe-shared';
import { ErrorSummary, FormGroup, RadioGroup, SelectField, TextField, type FieldError } from 'mfe-shared/forms';
import { timeZoneName } from 'mfe-shared/format';
import { Alert, Button, Loading } from 'mfe-shared/ui';
import { isFinalStatus, OFFICE_NOTE_MAX, OFFICE_REASON_MAX, type AppealStatus, type OfficeStatus } from 'mfe-shared/schemas';
import { changeStatus } from '../../../api/office-api';
import { useT } from '../../../i18n/catalogue';
import { useStaffCallFailure } from '../../../lib/use-staff-call';
import { useHearingPanels } from '../../../lib/use-hearing-panels';
import { useScheduleHearing } from '../hooks/use-schedule-hearing';
import { useFilerLabel, type CompetingAppeal } from './appeal-competing';
import { DecisionFields } from './decision-fields';
import { hearingChoiceErrors, NO_HEARING_CHOICE, type HearingChoice } from '../hooks/hearing-choice';
import { HearingFields } from './hearing-fields';
import { useHearingWords } from './hearing-words';
import { OfferFields } from './offer-fields';
import { changeFor, EMPTY_MOVE, MOVE_FIELDS, type MoveValues } from './status-change';

// Each move is 'office.actions.{status}' in the catalogue, in the words of the task (the choice and
// the button that makes it); what the page and the live region say once it is recorded,
// 'office.actions.done.{status}'.

/**
 * The moves the appeal may make now, as one choice ("What happens next"), with the chosen move's
 * fields (an offer's value, note and last day; a hearing's time; a decision's value, reasons,
 * explanation and who decided; the reason for closing it and the appeal of the same parcel that
 * takes its documents) and an optional note for the office. The button makes the chosen move
 * through POST /appeals/{reference}/status: the filer is e-mailed and the change audited; what is
 * missing is said first in an error summary, in the API's words; a refusal (someone else moved it
 * first) is shown as the API words it.
 */
export function AppealActions({
  reference,
  status: current,
  nextStatuses,
  competing = [],
  onChanged,
}: {
  reference: string;
  /** Where the appeal stands: a hearing already scheduled is moved, not scheduled again. */
  status?: OfficeStatus;
  nextStatuses: AppealStatus[];
  competing?: CompetingAppeal[];
  onChanged: () => Promise<void>;
}) {
  const t = useT();
  const filerLabel = useFilerLabel();
  const mergeTargets = competing.filter((appeal) => !isFinalStatus(appeal.status));
  const locale = useIntlLocale();
  const { api } = usePortal();
  const settings = useSettings();
  const zone = settings['general.timezone'];
  const letterCheck = settings['appeal.letter_check'];
  const failure = useStaffCallFailure();
  const [move, setMove] = useState<AppealStatus | ''>('');
  const [values, setValues] = useState<MoveValues>(EMPTY_MOVE);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const [hearing, setHearing] = useState<HearingChoice>(NO_HEARING_CHOICE);
  const schedule = useScheduleHearing(reference);
  const { when } = useHearingWords();
  // A county with hearing panels schedules on them; one without any still types the time by hand.
  // Read once a hearing is chosen, as the decision's reasons are.
  const panelRead = useHearingPanels(move === 'hearing-scheduled');
  const panels = panelRead.panels?.filter((panel) => panel.active) ?? (panelRead.error ? [] : null);
  // A move no longer open (someone else moved the appeal on) is no longer chosen.
  const chosen = move && nextStatuses.includes(move) ? move : '';
  const set = (key: keyof MoveValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));
  const errorOf = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;
  const moving = (status: AppealStatus) => status === 'hearing-scheduled' && current === 'hearing-scheduled';
  const moveLabel = (status: AppealStatus) => (moving(status) ? t('office.actions.hearing-moved') : t(`office.actions.${status}`));
  const onPanel = chosen === 'hearing-scheduled' && panels !== null && panels.length > 0;
  const choose = (status: AppealStatus) => {
    setMove(status);
    // The messages were about the fields of the move chosen before, which are gone.
    setErrors([]);
  };

  const act = async (event: FormEvent) => {
    event.preventDefault();
    // Not by disabling the button: a disabled button drops the keyboard focus.
    if (busy) return;
    setAttempt((n) => n + 1);
    setRefusal(null);
    setDone(null);
    if (!chosen) return setErrors([{ fieldId: MOVE_FIELDS.move, message: t('office.actions.moveRequired') }]);
    if (chosen === 'hearing-scheduled' && panels === null) return undefined;
    if (onPanel) return scheduleOnPanel(chosen);
    const asked = changeFor(chosen, values, zone);
    if ('errors' in asked) return setErrors(asked.errors);
    setErrors([]);
    setBusy(true);
    try {
      await changeStatus(api, reference, asked.change);
      // With the county's check of letters, the filer is told only once a second person approves the letter.
      const message = moving(chosen)
        ? t('office.actions.done.hearing-moved', { reference })
        : chosen === 'decided' && letterCheck
          ? t('office.actions.done.decided-check', { reference })
          : t(`office.actions.done.${chosen}`, { reference });
      setValues(EMPTY_MOVE);
      setMove('');
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

  const scheduleOnPanel = async (status: AppealStatus) => {
    const missing = hearingChoiceErrors(hearing, t);
    if (missing.length) return setErrors(missing);
    setErrors([]);
    setBusy(true);
    try {
      const outcome = await schedule(hearing);
      if (!outcome.ok) {
        if ('errors' in outcome) {
          setErrors(outcome.errors);
          setHearing((current) => ({ ...current, time: '' }));
        } else if (outcome.refusal !== null) setRefusal(outcome.refusal);
        return;
      }
      const message = t(moving(status) ? 'office.hearing.moved' : 'office.hearing.scheduled', { reference, when: when(outcome.startsAt) });
      setHearing(NO_HEARING_CHOICE);
      setMove('');
      await onChanged();
      setDone(message);
      announce(message);
      requestAnimationFrame(() => doneRef.current?.focus());
    } finally {
      setBusy(false);
    }
  };

  const fields = { values, set, errorOf };
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
        <form className="usa-form office-actions" aria-labelledby="office-actions-heading" onSubmit={(event) => void act(event)} noValidate>
          <h3 id="office-actions-heading" className="margin-top-2">
            {t('office.actions.heading')}
          </h3>
          <ErrorSummary errors={errors} focusKey={attempt} />
          {refusal ? (
            <Alert type="error" role="alert" headingLevel="h4" heading={t('office.action.notRecorded')}>
              <p>{refusal}</p>
            </Alert>
          ) : null}
          <RadioGroup
            id={MOVE_FIELDS.move}
            name="office-move"
            legend={t('office.actions.move')}
            options={nextStatuses.map((status) => ({ value: status, label: moveLabel(status) }))}
            selected={chosen}
            onChange={(event) => choose(event.target.value as AppealStatus)}
            error={errorOf(MOVE_FIELDS.move)}
          />
          {chosen === 'offer-made' ? <OfferFields {...fields} /> : null}
          {chosen === 'hearing-scheduled' && panels === null ? <Loading label={t('office.hearing.panelsLoading')} /> : null}
          {onPanel ? (
            <HearingFields
              panels={panels}
              choice={hearing}
              onChange={(next) => {
                setHearing(next);
                // The messages were about the choice made before.
                setErrors([]);
              }}
              errorOf={errorOf}
            />
          ) : null}
          {chosen === 'hearing-scheduled' && panels !== null && !onPanel ? (
            <fieldset className="usa-fieldset office-actions__fields">
              <legend className="usa-legend office-actions__legend">{t('office.actions.hearing', { zone: timeZoneName(zone, new Date(), locale) })}</legend>
              <TextField
                id={MOVE_FIELDS.hearingDate}
                label={t('office.actions.date')}
                type="date"
                value={values.hearingDate}
                onChange={set('hearingDate')}
                error={errorOf(MOVE_FIELDS.hearingDate)}
              />
              <TextField
                id={MOVE_FIELDS.hearingTime}
                label={t('office.actions.time')}
                type="time"
                value={values.hearingTime}
                onChange={set('hearingTime')}
                error={errorOf(MOVE_FIELDS.hearingTime)}
              />
            </fieldset>
          ) : null}
          {chosen === 'decided' ? <DecisionFields {...fields} onReasons={(reasons) => setValues((current) => ({ ...current, reasons }))} /> : null}
          {chosen === 'closed' ? (
            <>
              <FormGroup
                id={MOVE_FIELDS.reason}
                label={t('office.actions.reason')}
                hint={t('office.actions.reasonHint', { max: OFFICE_REASON_MAX })}
                error={errorOf(MOVE_FIELDS.reason)}
              >
                {(a11y) => <textarea id={MOVE_FIELDS.reason} className="usa-textarea" rows={3} value={values.reason} onChange={set('reason')} {...a11y} />}
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
          {/* A hearing on a panel carries no note: its step is the filer's notice. */}
          {onPanel ? null : (
            <FormGroup
              id={MOVE_FIELDS.note}
              label={t('office.actions.note')}
              optional
              hint={t('office.actions.noteHint', { max: OFFICE_NOTE_MAX })}
              error={errorOf(MOVE_FIELDS.note)}
            >
              {(a11y) => <textarea id={MOVE_FIELDS.note} className="usa-textarea" rows={3} value={values.note} onChange={set('note')} {...a11y} />}
            </FormGroup>
          )}
          <div className="office-actions__buttons">
            <Button type="submit" aria-busy={busy || undefined}>
              {chosen ? moveLabel(chosen) : t('office.actions.record')}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
