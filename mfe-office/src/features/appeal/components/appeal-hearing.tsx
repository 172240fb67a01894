import { useRef, useState, type FormEvent } from 'react';
import { announce, usePortal } from 'mfe-shared';
import { ErrorSummary, FormGroup, RadioGroup, type FieldError } from 'mfe-shared/forms';
import { Alert, Button, Loading, richText } from 'mfe-shared/ui';
import { hearingMoveRefusalSchema, type OfficeHearing } from 'mfe-shared/schemas';
import { refuseHearingMove } from '../../../api/office-api';
import { Section } from '../../../components/facts';
import { useT } from '../../../i18n/catalogue';
import { useMay } from '../../../lib/use-may';
import { useStaffCallFailure } from '../../../lib/use-staff-call';
import { useHearingPanels } from '../../../lib/use-hearing-panels';
import { useScheduleHearing } from '../hooks/use-schedule-hearing';
import { hearingChoiceErrors, type HearingChoice } from '../hooks/hearing-choice';
import { HearingFields } from './hearing-fields';
import { useHearingWords } from './hearing-words';

const NOTE_MAX = 500;
const FIELDS = { answer: 'office-move-answer', note: 'office-move-note' } as const;
type Answer = 'give' | 'refuse';

/**
 * The appeal's hearing on a panel (docs/product.md#hearings): when, on which panel and how it
 * meets; and the filer's request to move it, with their reason, which staff who may move appeals
 * answer here: a new time (the hearing is moved, which answers the request) or a refusal with a
 * note the filer is e-mailed. Missing answers and the API's refusals are in an error summary that
 * takes focus; what was done is announced and focused.
 */
export function AppealHearing({ reference, hearing, onChanged }: { reference: string; hearing: OfficeHearing; onChanged: () => Promise<void> }) {
  const t = useT();
  const canAnswer = useMay('appeals.move');
  const { when, sentence } = useHearingWords();
  const request = hearing.moveRequest;
  const asked = request?.state === 'asked';
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const answered = (message: string) => {
    setDone(message);
    announce(message);
    requestAnimationFrame(() => doneRef.current?.focus());
  };
  return (
    <Section id="office-hearing-heading" title={t('office.hearing.heading')}>
      {done ? (
        <div className="margin-top-2" tabIndex={-1} ref={doneRef}>
          <Alert type="success" headingLevel="h3" heading={t('office.action.recorded')}>
            <p>{done}</p>
          </Alert>
        </div>
      ) : null}
      <p>
        <time dateTime={hearing.startsAt}>{sentence(hearing)}</time>
      </p>
      {hearing.videoUrl ? (
        <p>
          {t('office.hearing.videoLink')}: <a href={hearing.videoUrl}>{hearing.videoUrl}</a>
        </p>
      ) : null}
      {request ? (
        <Alert type={asked ? 'warning' : 'info'} headingLevel="h3" heading={t('office.hearing.request.heading')}>
          <p>{t('office.hearing.request.reason', { reason: request.reason })}</p>
          <p>
            {richText(t('office.hearing.request.asked', { when: when(request.askedAt) }), {
              time: (text) => <time dateTime={request.askedAt}>{text}</time>,
            })}
          </p>
          {request.state === 'refused' && request.note ? <p>{t('office.hearing.request.refusedState', { note: request.note })}</p> : null}
        </Alert>
      ) : null}
      {asked && canAnswer ? <MoveRequestAnswer reference={reference} hearing={hearing} onChanged={onChanged} onAnswered={answered} /> : null}
    </Section>
  );
}

function MoveRequestAnswer({
  reference,
  hearing,
  onChanged,
  onAnswered,
}: {
  reference: string;
  hearing: OfficeHearing;
  onChanged: () => Promise<void>;
  onAnswered: (message: string) => void;
}) {
  const t = useT();
  const { api } = usePortal();
  const failure = useStaffCallFailure();
  const { when } = useHearingWords();
  const schedule = useScheduleHearing(reference);
  const panelRead = useHearingPanels();
  const panels = panelRead.panels?.filter((panel) => panel.active) ?? null;
  const [answer, setAnswer] = useState<Answer | ''>('');
  const [choice, setChoice] = useState<HearingChoice>({ panel: hearing.panel.id, time: '' });
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const errorOf = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Not by disabling the button: a disabled button drops the keyboard focus.
    if (busy) return;
    setAttempt((n) => n + 1);
    if (!answer) return setErrors([{ fieldId: FIELDS.answer, message: t('office.hearing.request.choiceRequired') }]);
    if (answer === 'give') {
      const missing = hearingChoiceErrors(choice, t);
      if (missing.length) return setErrors(missing);
    } else {
      const checked = hearingMoveRefusalSchema.safeParse({ note });
      if (!checked.success) return setErrors([{ fieldId: FIELDS.note, message: checked.error.issues[0].message }]);
    }
    setErrors([]);
    setBusy(true);
    try {
      if (answer === 'give') {
        const outcome = await schedule(choice);
        if (!outcome.ok) {
          if ('errors' in outcome) {
            setErrors(outcome.errors);
            setChoice((current) => ({ ...current, time: '' }));
          } else if (outcome.refusal !== null) setErrors([{ fieldId: FIELDS.answer, message: outcome.refusal }]);
          return;
        }
        await onChanged();
        onAnswered(t('office.hearing.moved', { reference, when: when(outcome.startsAt) }));
      } else {
        try {
          await refuseHearingMove(api, hearing.id, note.trim());
        } catch (error) {
          const message = failure(error);
          if (message !== null) setErrors([{ fieldId: FIELDS.answer, message }]);
          return;
        }
        await onChanged();
        onAnswered(t('office.hearing.request.refused', { reference }));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="usa-form office-actions" aria-labelledby="office-move-answer-heading" onSubmit={(event) => void submit(event)} noValidate>
      <h3 id="office-move-answer-heading">{t('office.hearing.request.answer')}</h3>
      <ErrorSummary errors={errors} focusKey={attempt} />
      <RadioGroup
        id={FIELDS.answer}
        name="office-move-answer"
        legend={t('office.hearing.request.choice')}
        options={[
          { value: 'give', label: t('office.hearing.request.give') },
          { value: 'refuse', label: t('office.hearing.request.refuse') },
        ]}
        selected={answer}
        onChange={(event) => {
          setAnswer(event.target.value as Answer);
          setErrors([]);
        }}
        error={errorOf(FIELDS.answer)}
      />
      {answer === 'give' ? (
        panels === null ? (
          <Loading label={t('office.hearing.panelsLoading')} />
        ) : (
          <HearingFields
            panels={panels}
            choice={choice}
            onChange={(next) => {
              setChoice(next);
              setErrors([]);
            }}
            errorOf={errorOf}
          />
        )
      ) : null}
      {answer === 'refuse' ? (
        <FormGroup id={FIELDS.note} label={t('office.hearing.request.note')} hint={t('office.hearing.request.noteHint', { max: NOTE_MAX })} error={errorOf(FIELDS.note)}>
          {(a11y) => <textarea id={FIELDS.note} className="usa-textarea" rows={3} value={note} onChange={(event) => setNote(event.target.value)} {...a11y} />}
        </FormGroup>
      ) : null}
      <div className="office-actions__buttons">
        <Button type="submit" aria-busy={busy || undefined}>
          {answer === 'refuse' ? t('office.hearing.request.refuse') : t('office.hearing.request.move')}
        </Button>
      </div>
    </form>
  );
}
