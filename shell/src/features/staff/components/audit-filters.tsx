import { useEffect, useState, type FormEvent } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_NO_ACCOUNT, AUDIT_QUERY_MESSAGES } from 'mfe-shared/schemas';
import { ErrorSummary, SelectField, TextField, type FieldError } from 'mfe-shared/forms';
import { Button } from 'mfe-shared/ui';
import { useT } from '../audit-i18n';
import { useActionLabel } from './audit-table';

/** The filters as the form holds them: '' is "all". Dates are YYYY-MM-DD, days in the county's zone. */
export interface AuditFilterValues {
  action: string;
  account: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterValues = { action: '', account: '', from: '', to: '' };

export const isFiltered = (filters: AuditFilterValues) => Object.values(filters).some(Boolean);

const TO_FIELD_ID = 'audit-to';

interface AuditFiltersProps {
  /** The county's staff accounts (the answer's `accounts`). */
  accounts: ReadonlyArray<{ id: string; name: string }>;
  /** What the page shows now; the form starts from it and follows it (after Clear filters). */
  applied: AuditFilterValues;
  /** The county's zone, in words, for the dates. */
  zoneName: string;
  onApply: (filters: AuditFilterValues) => void;
}

/** The audit page's filter form: action, staff member, and a span of days (docs/product.md#staff-pages). */
export function AuditFilters({ accounts, applied, zoneName, onApply }: AuditFiltersProps) {
  const t = useT();
  const say = useActionLabel();
  const ACTION_OPTIONS = [{ value: '', label: t('shell.audit.filters.allActions') }, ...Object.keys(AUDIT_ACTION_LABELS).map((value) => ({ value, label: say(value) }))];
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => setDraft(applied), [applied]);

  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draft.from && draft.to && draft.from > draft.to ? [{ fieldId: TO_FIELD_ID, message: AUDIT_QUERY_MESSAGES.dateOrder }] : [];
    setErrors(found);
    setAttempt((n) => n + 1);
    if (found.length === 0) onApply(draft);
  };

  const clear = () => {
    setErrors([]);
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };

  const accountOptions = [
    { value: '', label: t('shell.audit.filters.allStaff') },
    { value: AUDIT_NO_ACCOUNT, label: t('shell.audit.unknownAccount') },
    ...accounts.map((account) => ({ value: account.id, label: account.name })),
  ];

  return (
    <form className="usa-form portal-audit-filters" aria-labelledby="audit-filters-heading" onSubmit={submit} noValidate>
      <h2 id="audit-filters-heading" className="portal-audit-filters__heading">
        {t('shell.audit.filters.heading')}
      </h2>
      <ErrorSummary errors={errors} focusKey={attempt} />
      <div className="portal-audit-filters__fields">
        <SelectField id="audit-action" label={t('shell.audit.filters.action')} options={ACTION_OPTIONS} value={draft.action} onChange={set('action')} />
        <SelectField id="audit-account" label={t('shell.audit.filters.staff')} options={accountOptions} value={draft.account} onChange={set('account')} />
        <fieldset className="usa-fieldset portal-audit-filters__dates">
          <legend className="usa-legend">{t('shell.audit.filters.dates', { zone: zoneName })}</legend>
          <TextField id="audit-from" type="date" label={t('shell.audit.filters.from')} value={draft.from} onChange={set('from')} />
          <TextField
            id={TO_FIELD_ID}
            type="date"
            label={t('shell.audit.filters.to')}
            value={draft.to}
            onChange={set('to')}
            error={errors.find((error) => error.fieldId === TO_FIELD_ID)?.message}
          />
        </fieldset>
      </div>
      <div className="portal-audit-filters__actions">
        <Button type="submit">{t('shell.audit.filters.apply')}</Button>
        <Button variant="outline" onClick={clear}>
          {t('shell.audit.filters.clear')}
        </Button>
      </div>
    </form>
  );
}
