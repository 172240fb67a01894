import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSettings } from 'mfe-shared';
import { ErrorSummary, FormGroup, type FieldError } from 'mfe-shared/forms';
import { formatDateTime } from 'mfe-shared/format';
import { Button } from 'mfe-shared/ui';
import { OFFICE_MESSAGES, OFFICE_NOTE_MAX, type OfficeMeeting } from 'mfe-shared/schemas';

interface CancelPanelProps {
  meeting: OfficeMeeting;
  busy: boolean;
  onConfirm: (note: string) => void;
  onKeep: () => void;
}

/** Asks before cancelling: the attendee is e-mailed, so a slip of the keyboard must not do it. Takes focus. */
export function CancelPanel({ meeting, busy, onConfirm, onKeep }: CancelPanelProps) {
  const zone = useSettings()['general.timezone'];
  const heading = useRef<HTMLHeadingElement>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  useEffect(() => heading.current?.focus(), [meeting.id]);
  const when = formatDateTime(meeting.startTime, zone, { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
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
        Cancel the meeting {meeting.reference}?
      </h2>
      <p>
        {meeting.attendee.name}, {when}. The slot becomes free for others, and {meeting.attendee.name} is e-mailed that the office cancelled it.
      </p>
      <ErrorSummary errors={errors} />
      <FormGroup id="office-cancel-note" label="Note" optional hint={`For the audit trail only, never sent to the attendee. At most ${OFFICE_NOTE_MAX} characters.`} error={errors[0]?.message}>
        {(a11y) => <textarea id="office-cancel-note" className="usa-textarea" rows={2} value={note} onChange={(event) => setNote(event.target.value)} {...a11y} />}
      </FormGroup>
      <div className="office-filters__actions">
        <Button type="submit" aria-busy={busy || undefined}>
          Yes, cancel the meeting
        </Button>
        <Button variant="outline" onClick={onKeep}>
          Keep the meeting
        </Button>
      </div>
    </form>
  );
}
