import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'mfe-shared/router';
import { announce, ApiError, usePortal, useSettings, useStaff } from 'mfe-shared';
import { ErrorSummary, TextField, type FieldError } from 'mfe-shared/forms';
import { Alert, Button, PageHeading, richText, usePageTitle } from 'mfe-shared/ui';
import { signIn } from '../api';
import { EMAIL_FIELD_ID, PASSWORD_FIELD_ID, validateCredentials } from '../validation';
import { useT } from '../sign-in-i18n';

/** The API's answers are written for people (401 'Email or password is incorrect', 429 'Too many ...'), in the visitor's language; a lost connection is not. */
const failureMessage = (error: unknown, unavailable: string): string => (error instanceof ApiError ? error.message : unavailable);

/** The page's title: its catalogue id. */
const SIGN_IN_TITLE = 'shell.signIn.title';

/** `#/staff/sign-in`: office staff sign in to file appeals on someone's behalf. */
export function SignInPage() {
  const t = useT();
  usePageTitle({ id: SIGN_IN_TITLE });
  const { api } = usePortal();
  const office = useSettings()['general.display_name'];
  const { me, isStaff, setMe } = useStaff();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  // A new summary for every failed attempt, so it takes focus again even with the same message.
  const [attempt, setAttempt] = useState(0);
  const [signingIn, setSigningIn] = useState(false);

  const fail = (found: FieldError[]) => {
    setErrors(found);
    setAttempt((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (signingIn) return;
    const found = validateCredentials({ email, password });
    if (found.length) return fail(found);
    setSigningIn(true);
    announce(t('shell.signIn.signingIn'));
    try {
      const result = await signIn(api, { email: email.trim(), password });
      // The role (API 2.4.0 on) lets the areas hide what it may not do; an older API sends none.
      setMe({ accountId: result.accountId, name: result.name, ...(result.role ? { role: result.role } : {}) });
      announce(t('shell.signIn.signedIn', { name: result.name }));
      navigate('/');
    } catch (error) {
      setPassword('');
      setSigningIn(false);
      fail([{ fieldId: EMAIL_FIELD_ID, message: failureMessage(error, t('shell.signIn.unavailable')) }]);
    }
  };

  const errorOf = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;

  if (isStaff && !signingIn) {
    return (
      <>
        <PageHeading>{t(SIGN_IN_TITLE)}</PageHeading>
        <Alert type="info" headingLevel="h2" heading={me.name ? t('shell.signIn.alreadyHeading', { name: me.name }) : t('shell.signIn.alreadyHeadingNoName')}>
          <p>{richText(t('shell.signIn.alreadyBody'), { link: (text) => <Link to="/">{text}</Link> })}</p>
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeading>{t(SIGN_IN_TITLE)}</PageHeading>
      <ErrorSummary key={attempt} errors={errors} />
      <p>{t('shell.signIn.intro', { office })}</p>
      <form className="usa-form" noValidate onSubmit={submit} aria-label={t(SIGN_IN_TITLE)}>
        <TextField
          id={EMAIL_FIELD_ID}
          label={t('shell.signIn.email')}
          type="email"
          autoComplete="username"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errorOf(EMAIL_FIELD_ID)}
        />
        <TextField
          id={PASSWORD_FIELD_ID}
          label={t('shell.signIn.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errorOf(PASSWORD_FIELD_ID)}
        />
        <Button type="submit" disabled={signingIn}>
          {t('shell.signIn.submit')}
        </Button>
      </form>
    </>
  );
}
