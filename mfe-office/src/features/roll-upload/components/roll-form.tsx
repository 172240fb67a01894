import { useState, type FormEvent } from 'react';
import { CheckboxField, ErrorSummary, FormGroup, RadioGroup, TextField, type FieldError } from 'mfe-shared/forms';
import { Button } from 'mfe-shared/ui';
import { CONSOLE_ROLL_LAYOUTS, maxRejectsSchema, type RollUploadQuery } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { useConsoleMessage } from '../../../lib/console-message';

/** As the API's ROLL_UPLOAD_MAX_BYTES: a larger file is refused before it is sent. */
const MAX_BYTES = 512 * 1024 * 1024;

const IDS = { file: 'roll-file', layout: 'roll-layout', maxRejects: 'roll-max-rejects' } as const;

export interface RollChoice {
  file: File;
  query: RollUploadQuery;
}

/** The roll's file, its layout, a check-only run and the share of rows that may be refused. */
export function RollForm({ busy, another, onUpload }: { busy: boolean; another: boolean; onUpload: (choice: RollChoice) => void }) {
  const t = useT();
  const say = useConsoleMessage();
  const [file, setFile] = useState<File | null>(null);
  const [layout, setLayout] = useState<(typeof CONSOLE_ROLL_LAYOUTS)[number]>('florida-nal');
  const [dryRun, setDryRun] = useState(false);
  const [maxRejects, setMaxRejects] = useState('1');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const errorOf = (id: string) => errors.find((error) => error.fieldId === id)?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldError[] = [];
    if (!file) found.push({ fieldId: IDS.file, message: t('office.console.roll.error.file') });
    else if (!/\.(csv|txt)$/i.test(file.name)) found.push({ fieldId: IDS.file, message: t('office.console.roll.error.csv') });
    else if (file.size > MAX_BYTES) found.push({ fieldId: IDS.file, message: t('office.console.roll.error.tooLarge') });
    const share = maxRejectsSchema.safeParse(maxRejects);
    if (!share.success) found.push({ fieldId: IDS.maxRejects, message: say(share.error.issues[0].message) });
    setErrors(found);
    setAttempt((n) => n + 1);
    if (found.length === 0 && file) onUpload({ file, query: { layout, dryRun: dryRun ? 'true' : 'false', maxRejects: Number(maxRejects) } });
  };

  return (
    <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
      {/* Below the last upload's outcome, the form needs a name of its own. */}
      {another ? <h2>{t('office.console.roll.another')}</h2> : null}
      <ErrorSummary errors={errors} focusKey={attempt} />
      <FormGroup id={IDS.file} label={t('office.console.roll.file')} hint={t('office.console.roll.fileHint')} error={errorOf(IDS.file)}>
        {(a11y) => (
          <input id={IDS.file} className="usa-file-input" type="file" accept=".csv,.txt,text/csv" {...a11y} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        )}
      </FormGroup>
      <RadioGroup
        id={IDS.layout}
        name="roll-layout"
        legend={t('office.console.roll.layout')}
        selected={layout}
        onChange={(event) => setLayout(event.target.value as typeof layout)}
        options={CONSOLE_ROLL_LAYOUTS.map((name) => ({ value: name, label: t(`office.console.roll.layout.${name}`), hint: t(`office.console.roll.layoutHint.${name}`) }))}
      />
      <div className="margin-top-3">
        <CheckboxField id="roll-dry-run" label={t('office.console.roll.dryRun')} checked={dryRun} onChange={(event) => setDryRun(event.target.checked)} />
      </div>
      <TextField
        id={IDS.maxRejects}
        label={t('office.console.roll.maxRejects')}
        hint={t('office.console.roll.maxRejectsHint')}
        inputMode="decimal"
        autoComplete="off"
        className="usa-input--small"
        value={maxRejects}
        onChange={(event) => setMaxRejects(event.target.value)}
        error={errorOf(IDS.maxRejects)}
      />
      <div className="margin-top-3">
        <Button type="submit" aria-busy={busy || undefined}>
          {t('office.console.roll.upload')}
        </Button>
      </div>
    </form>
  );
}
