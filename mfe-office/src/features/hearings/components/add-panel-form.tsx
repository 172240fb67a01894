import { useState, type FormEvent } from 'react';
import { ErrorSummary, FormGroup, TextField, type FieldError } from 'mfe-shared/forms';
import { Button } from 'mfe-shared/ui';
import type { NewPanel } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { checkPanel, EMPTY_PANEL, panelFieldId, panelSummary, type PanelField, type PanelFormValues } from './panel-form';
import { PanelModeField } from './panel-mode-field';

/** Add a panel: its name, its members, and whether it sits in a room or by video (with the link its filers are sent). */
export function AddPanelForm({ busy, onAdd }: { busy: boolean; onAdd: (panel: NewPanel) => Promise<boolean> }) {
  const t = useT();
  const [values, setValues] = useState<PanelFormValues>(EMPTY_PANEL);
  const [errors, setErrors] = useState<Partial<Record<PanelField, string>>>({});
  const [summary, setSummary] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const set = (field: PanelField) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPanel(values);
    if (checked.errors) {
      setErrors(checked.errors);
      setSummary(panelSummary(checked.errors));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setSummary([]);
    // Refused by the API, what was typed stays for another try.
    if (await onAdd(checked.panel)) setValues(EMPTY_PANEL);
  };

  return (
    <form className="usa-form office-filters console-form" aria-labelledby="panel-add-heading" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="panel-add-heading" className="margin-top-2">
        {t('office.console.panels.add')}
      </h2>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <TextField
        id={panelFieldId('name')}
        label={t('office.console.panels.name')}
        hint={t('office.console.panels.nameHint')}
        autoComplete="off"
        value={values.name}
        error={errors.name}
        onChange={set('name')}
      />
      <FormGroup id={panelFieldId('members')} label={t('office.console.panels.membersLabel')} hint={t('office.console.panels.membersHint')} error={errors.members} optional>
        {(a11y) => (
          <textarea
            id={panelFieldId('members')}
            className={`usa-textarea hearings-members${errors.members ? ' usa-input--error' : ''}`}
            rows={4}
            value={values.members}
            onChange={set('members')}
            {...a11y}
          />
        )}
      </FormGroup>
      <PanelModeField
        id={panelFieldId('mode')}
        value={values.mode}
        error={errors.mode}
        onChange={(mode) => setValues((current) => ({ ...current, mode }))}
        reveal={{
          'in-person': (
            <TextField
              id={panelFieldId('room')}
              label={t('office.console.panels.room')}
              hint={t('office.console.panels.roomHint')}
              autoComplete="off"
              value={values.room}
              error={errors.room}
              onChange={set('room')}
            />
          ),
          video: (
            <TextField
              id={panelFieldId('videoUrl')}
              type="url"
              inputMode="url"
              spellCheck={false}
              label={t('office.console.panels.videoUrl')}
              hint={t('office.console.panels.videoUrlHint')}
              autoComplete="off"
              value={values.videoUrl}
              error={errors.videoUrl}
              onChange={set('videoUrl')}
            />
          ),
        }}
      />
      <div className="margin-top-3">
        <Button type="submit" aria-busy={busy || undefined}>
          {t('office.console.panels.addButton')}
        </Button>
      </div>
    </form>
  );
}
