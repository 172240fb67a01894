import { useRef, useState, type FormEvent } from 'react';
import { usePortalState, useStaff } from 'mfe-shared';
import { ErrorSummary, TextField } from 'mfe-shared/forms';
import { Link, Navigate, useNavigate, useSearchParams } from 'mfe-shared/router';
import { filerEmailSchema } from 'mfe-shared/schemas';
import { Alert, Button, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { sayText } from 'mfe-shared/wizard';
import { useT, type AppealMessageId } from '../../i18n/catalogue';
import { appealFlow, type AppealStepId } from '../../wizard/appeal-flow';
import { SAVED_PATH, useSaveForLater } from '../../wizard/save-for-later';
import { useSaveFailure } from '../../wizard/save-for-later-button';

/** The step's title inside the link's sentence ('Back to your details'), as the wizard's own back link says it. */
const inSentence = (title: string) => (/^\p{Lu}\p{Ll}/u.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title);

/** The page's title: its catalogue id. */
export const SAVE_TITLE = 'appeal.save.title' satisfies AppealMessageId;
const EMAIL_ID = 'save-email';

/** The step a visitor came from (`?from=estimation`), for the save and Back; the filer details when it names none. */
export function useFromStep(): AppealStepId {
  const [params] = useSearchParams();
  const named = appealFlow.stepNamed(params.get('from'));
  return named && named !== 'welcome' && named !== 'confirmation' ? named : 'details';
}

/**
 * `#/appeal/save?from={step}` (docs/product.md#saving-an-appeal-to-finish-later): asks where to send
 * the link when the draft has no address yet (or the filer wants another one), then saves and shows
 * the confirmation. Without a selected parcel there is nothing to save: back to the wizard's start.
 */
export function SavePage() {
  const t = useT();
  usePageTitle({ id: SAVE_TITLE });
  const from = useFromStep();
  const navigate = useNavigate();
  const saveFailure = useSaveFailure();
  const { isStaff } = useStaff();
  const [property] = usePortalState('selectedParcel');
  const [params] = useSearchParams();
  const { save, email: known } = useSaveForLater(from);
  const [email, setEmail] = useState(params.get('change') ? '' : (known ?? ''));
  const [error, setError] = useState<string | undefined>();
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (!property || isStaff) return <Navigate to="/appeal" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = filerEmailSchema.safeParse(email);
    if (!checked.success) {
      setError(checked.error.issues[0].message);
      setAttempts((count) => count + 1);
      return;
    }
    setError(undefined);
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await save(checked.data);
      navigate(SAVED_PATH);
    } catch (problem) {
      setFailure({ error: problem });
      setBusy(false);
      inFlight.current = false;
    }
  };

  return (
    <div className="portal-save-later">
      <ErrorSummary errors={error ? [{ fieldId: EMAIL_ID, message: error }] : []} focusKey={attempts} />
      <PageHeading>{t(SAVE_TITLE)}</PageHeading>
      <p className="usa-intro">{t('appeal.save.intro')}</p>
      <p>{t('appeal.save.notFiled')}</p>
      {failure ? (
        <Alert type="error" role="alert">
          {saveFailure(failure.error)}
        </Alert>
      ) : null}
      <form className="usa-form usa-form--large" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          id={EMAIL_ID}
          label={t('appeal.save.emailLabel')}
          hint={t('appeal.save.emailHint')}
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
            {busy ? t('appeal.save.sending') : t('appeal.save.send')}
          </Button>
          <p>
            <Link to={appealFlow.url(from)}>{t('appeal.save.back', { title: inSentence(sayText(appealFlow.title(from))) })}</Link>
          </p>
        </div>
      </form>
    </div>
  );
}
