import { useEffect, useRef, useState, type FormEvent } from 'react';
import { usePortal } from 'mfe-shared';
import { ErrorSummary, TextField } from 'mfe-shared/forms';
import { filerEmailSchema } from 'mfe-shared/schemas';
import { Alert, Button, serverMessage } from 'mfe-shared/ui';
import { changeConfirmationAddress } from '../../api/appeal-api';
import { useT } from '../../i18n/catalogue';

const EMAIL_ID = 'confirmation-email';

type Props = { filerToken: string; current: string; onChanged: (email: string) => void; onCancel: () => void };

/**
 * The corrected address of a pending appeal (docs/product.md#confirming-a-public-appeal): checked
 * here by the filer form's rule, then sent with the filing tab's token; the e-mail goes there.
 * Opened, it puts focus in the field.
 */
export function ChangeEmailForm({ filerToken, current, onChanged, onCancel }: Props) {
  const t = useT();
  const { api } = usePortal();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = filerEmailSchema.safeParse(email);
    if (!checked.success) {
      setError(checked.error.issues[0].message);
      setAttempts((count) => count + 1);
      return;
    }
    setError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      onChanged((await changeConfirmationAddress(api, filerToken, checked.data.trim())).email);
    } catch (problem) {
      setFailure(serverMessage(problem) ?? t('appeal.confirmation.sendFailed'));
      setBusy(false);
    }
  };

  return (
    <form className="usa-form usa-form--large margin-bottom-4" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="change-email-heading">
      <h2 id="change-email-heading">{t('appeal.confirmation.changeHeading')}</h2>
      <ErrorSummary errors={error ? [{ fieldId: EMAIL_ID, message: error }] : []} focusKey={attempts} />
      {failure ? (
        <Alert type="error" role="alert">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <TextField
        ref={field}
        id={EMAIL_ID}
        label={t('appeal.confirmation.changeLabel')}
        hint={t('appeal.confirmation.changeHint', { email: current })}
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <div className="portal-wizard-nav">
        <Button type="submit" aria-disabled={busy || undefined} className={busy ? 'portal-button--disabled' : undefined}>
          {busy ? t('appeal.confirmation.sending') : t('appeal.confirmation.changeSend')}
        </Button>
        <Button variant="unstyled" onClick={onCancel}>
          {t('appeal.confirmation.changeCancel')}
        </Button>
      </div>
    </form>
  );
}
