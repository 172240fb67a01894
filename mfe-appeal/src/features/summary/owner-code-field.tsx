import type { Ref } from 'react';
import { useT, type AppealMessageId } from '../../i18n/catalogue';

/** The API's words for a missing code (api/src/capabilities/appeals/owner-code-check.ts), said before the submit: their catalogue id. */
export const OWNER_CODE_REQUIRED = 'appeal.summary.ownerCodeRequired' satisfies AppealMessageId;

type Props = { ref: Ref<HTMLInputElement>; value: string; error: string | null; onChange: (value: string) => void };

/**
 * The owner code (appeal.require_owner_code): the code printed on the parcel's assessment notice. The
 * server checks it (a wrong one is refused and counted); here it is only asked for, with the error
 * tied to the field for screen readers.
 */
export function OwnerCodeField({ ref, value, error, onChange }: Props) {
  const t = useT();
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className="usa-label" htmlFor="owner-code">
        {t('appeal.summary.ownerCode')}
      </label>
      <div className="usa-hint" id="owner-code-hint">
        {t('appeal.summary.ownerCodeHint')}
      </div>
      {error ? (
        <span className="usa-error-message" id="owner-code-error" role="alert">
          {error}
        </span>
      ) : null}
      <input
        ref={ref}
        id="owner-code"
        name="ownerCode"
        className={`usa-input usa-input--medium${error ? ' usa-input--error' : ''}`}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={error ? 'owner-code-hint owner-code-error' : 'owner-code-hint'}
        aria-invalid={error ? true : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
