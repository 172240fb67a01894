import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntlLocale, useSettings } from 'mfe-shared';
import { ErrorSummary, FormGroup, type FieldError } from 'mfe-shared/forms';
import { formatDateTime } from 'mfe-shared/format';
import { Button } from 'mfe-shared/ui';
import { OFFICE_MESSAGES, OFFICE_NOTE_MAX, type OfficeMeeting } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';

interface CancelPanelProps {
  meeting: OfficeMeeting;
  busy: boolean;
  onConfirm: (note: string) => void;
  onKeep: () => void;
}

/** Asks before cancelling: the attendee is e-mailed, so a slip of the keyboard must not do it. Takes focus. */
export function CancelPanel({ meeting, busy, onConfirm, onKeep }: CancelPanelProps) {
  const t = useT();
  const locale = useIntlLocale();
  const zone = useSettings()['general.timezone'];
  const heading = useRef<HTMLHeadingElement>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  useEffect(() => heading.current?.focus(), [meeting.id]);
  const when = formatDateTime(meeting.startTime, zone, { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }, locale);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (note.trim().length > OFFICE_NOTE_MAX) return setErrors([{ fieldId: 'office-cancel-note', message: OFFICE_MESSAGES.noteTooLong }]);
    setErrors([]);
    onConfirm(note.trim());
  };
  return (
    <form className="usa-form office-filters office-confirm" aria-labelledby="office-cancel-heading" onSubmit={submit} noValidate>
      <h2 id="office-cancel-heading" tabIndex={-1} ref={heading}>
        {t('office.cancel.heading', { reference: meeting.reference })}
      </h2>
      <p>{t('office.cancel.body', { name: meeting.attendee.name, when })}</p>
      <ErrorSummary errors={errors} />
      <FormGroup id="office-cancel-note" label={t('office.note.label')} optional hint={t('office.cancel.noteHint', { max: OFFICE_NOTE_MAX })} error={errors[0]?.message}>
        {(a11y) => <textarea id="office-cancel-note" className="usa-textarea" rows={2} value={note} onChange={(event) => setNote(event.target.value)} {...a11y} />}
      </FormGroup>
      <div className="office-filters__actions">
        <Button type="submit" aria-busy={busy || undefined}>
          {t('office.cancel.confirm')}
        </Button>
        <Button variant="outline" onClick={onKeep}>
          {t('office.cancel.keep')}
        </Button>
      </div>
    </form>
  );
}
