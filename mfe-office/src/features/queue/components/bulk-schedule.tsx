import { useEffect, useRef, useState, type FormEvent } from 'react';
import { announce, usePortal } from 'mfe-shared';
import { CheckboxField, ErrorSummary, SelectField, type FieldError } from 'mfe-shared/forms';
import { Alert, Button } from 'mfe-shared/ui';
import { scheduleHearings, type BulkScheduleResult } from '../../../api/office-api';
import { useT } from '../../../i18n/catalogue';
import { useStaffCallFailure } from '../../../lib/use-staff-call';

const PANEL_ID = 'office-bulk-panel';
const SELECT_ALL_ID = 'office-select-all';

/** "Select all on this page", above the queue's table: ticks or clears every row of the page. */
export function SelectAll({ references, selected, onChange }: { references: string[]; selected: ReadonlySet<string>; onChange: (references: string[]) => void }) {
  const t = useT();
  const all = references.length > 0 && references.every((reference) => selected.has(reference));
  return <CheckboxField id={SELECT_ALL_ID} label={t('office.queue.select.all')} checked={all} onChange={(event) => onChange(event.target.checked ? references : [])} />;
}

/**
 * Schedules the ticked appeals of the page on one panel (POST /office/hearings/bulk): each at the
 * panel's next free time. What happened is said in one place, focused and announced: how many were
 * scheduled, and each one the API could not schedule with its words why. The queue then reads again.
 */
export function BulkSchedule({
  selected,
  panels,
  onScheduled,
  reading,
}: {
  selected: string[];
  panels: Array<{ id: string; name: string }>;
  /** Reads again what the scheduling changed. */
  onScheduled: (result: BulkScheduleResult) => void;
  /** Whether the queue is being read: the result is said once it is read, after the queue's own "{n} appeals found." */
  reading: boolean;
}) {
  const t = useT();
  const { api } = usePortal();
  const failure = useStaffCallFailure();
  const [panel, setPanel] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BulkScheduleResult | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!pending || reading) return;
    setPending(null);
    // After this render's effects, the queue's announcement among them.
    requestAnimationFrame(() => {
      announce(pending);
      resultRef.current?.focus();
    });
  }, [pending, reading]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Not by disabling the button: a disabled button drops the keyboard focus.
    if (busy) return;
    setAttempt((n) => n + 1);
    const found: FieldError[] = [];
    if (!selected.length) found.push({ fieldId: SELECT_ALL_ID, message: t('office.queue.bulk.noneSelected') });
    if (!panel) found.push({ fieldId: PANEL_ID, message: t('office.queue.bulk.panelRequired') });
    setErrors(found);
    if (found.length) return;
    setBusy(true);
    setResult(null);
    try {
      const answer = await scheduleHearings(api, selected, panel);
      setResult(answer);
      onScheduled(answer);
      const said = [t('office.queue.bulk.doneHeading', { count: answer.scheduled.length })];
      if (answer.refused.length) said.push(t('office.queue.bulk.refusedHeading', { count: answer.refused.length }));
      setPending(said.join(' '));
    } catch (error) {
      const message = failure(error);
      if (message !== null) setErrors([{ fieldId: PANEL_ID, message }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="office-bulk" aria-labelledby="office-bulk-heading">
      {result ? (
        <div tabIndex={-1} ref={resultRef} className="margin-bottom-2">
          <Alert type={result.refused.length ? 'warning' : 'success'} headingLevel="h3" heading={t('office.queue.bulk.doneHeading', { count: result.scheduled.length })}>
            {result.refused.length ? (
              <>
                <p>{t('office.queue.bulk.refusedHeading', { count: result.refused.length })}</p>
                <ul>
                  {result.refused.map((refusal) => (
                    <li key={refusal.appeal}>
                      {refusal.appeal}: {refusal.message}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t('office.queue.bulk.doneBody')}</p>
            )}
          </Alert>
        </div>
      ) : null}
      <form className="usa-form" aria-labelledby="office-bulk-heading" onSubmit={(event) => void submit(event)} noValidate>
        <h3 id="office-bulk-heading">{t('office.queue.bulk.heading')}</h3>
        <ErrorSummary errors={errors} focusKey={attempt} />
        <p>{t('office.queue.bulk.selected', { count: selected.length })}</p>
        <SelectField
          id={PANEL_ID}
          label={t('office.queue.bulk.panel')}
          hint={t('office.queue.bulk.panelHint')}
          value={panel}
          onChange={(event) => setPanel(event.target.value)}
          error={errors.find((error) => error.fieldId === PANEL_ID)?.message}
          options={[{ value: '', label: t('office.queue.bulk.choosePanel') }, ...panels.map((item) => ({ value: item.id, label: item.name }))]}
        />
        <Button type="submit" aria-busy={busy || undefined}>
          {t('office.queue.bulk.submit')}
        </Button>
      </form>
    </section>
  );
}
