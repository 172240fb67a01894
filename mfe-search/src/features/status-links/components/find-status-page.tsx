import { useState, type FormEvent } from 'react';
import { announce, usePortal } from 'mfe-shared';
import { ErrorSummary, TextField } from 'mfe-shared/forms';
import { Link } from 'mfe-shared/router';
import { filerEmailSchema } from 'mfe-shared/schemas';
import { Alert, Button, PageHeading, serverMessage, usePageTitle } from 'mfe-shared/ui';
import { askForStatusLinks } from '../api';
import { useT } from '../i18n';

const EMAIL_ID = 'status-links-email';
const TITLE = 'search.statusLinks.title';
const SENT_TITLE = 'search.statusLinks.sent.title';

/**
 * `#/status` (docs/product.md#finding-an-appeal-or-meeting-again): a person who filed or booked
 * asks for the links to their appeals and meetings by e-mail. The page then says the same whatever
 * the address has here, so it tells nobody whether an address filed; the address goes in the
 * request's body, never in the page's address.
 */
export function FindStatusPage() {
  const t = useT();
  const { api } = usePortal();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  usePageTitle({ id: sent ? SENT_TITLE : TITLE });

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
      await askForStatusLinks(api, checked.data.trim());
      setSent(true);
      // The new heading takes focus (PageHeading); this says what happened.
      announce(t('search.statusLinks.sent.body'));
    } catch (problem) {
      setFailure(serverMessage(problem) ?? t('search.statusLinks.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div>
        <PageHeading key="sent">{t(SENT_TITLE)}</PageHeading>
        <p className="usa-intro">{t('search.statusLinks.sent.body')}</p>
        <p>{t('search.statusLinks.sent.spam')}</p>
        <p>{t('search.statusLinks.sent.none')}</p>
        <p>
          <Button
            variant="unstyled"
            onClick={() => {
              setEmail('');
              setSent(false);
            }}
          >
            {t('search.statusLinks.sent.again')}
          </Button>
        </p>
        <p>
          <Link to="/">{t('search.statusLinks.home')}</Link>
        </p>
      </div>
    );
  }
  return (
    <div>
      <ErrorSummary errors={error ? [{ fieldId: EMAIL_ID, message: error }] : []} focusKey={attempts} />
      <PageHeading>{t(TITLE)}</PageHeading>
      <p className="usa-intro">{t('search.statusLinks.intro')}</p>
      {failure ? (
        <Alert type="error" role="alert">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <form className="usa-form usa-form--large" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id={EMAIL_ID}
          label={t('search.statusLinks.emailLabel')}
          hint={t('search.statusLinks.emailHint')}
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
        <Button type="submit" aria-disabled={busy || undefined} className={busy ? 'portal-button--disabled' : undefined}>
          {busy ? t('search.statusLinks.sending') : t('search.statusLinks.send')}
        </Button>
      </form>
      <p>
        <Link to="/">{t('search.statusLinks.home')}</Link>
      </p>
    </div>
  );
}
