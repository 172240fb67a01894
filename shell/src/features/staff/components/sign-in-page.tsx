import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'mfe-shared/router';
import { announce, ApiError, usePortal, useSettings, useStaff } from 'mfe-shared';
import { ErrorSummary, TextField, type FieldError } from 'mfe-shared/forms';
import { Alert, Button, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { signIn } from '../api';
import { EMAIL_FIELD_ID, PASSWORD_FIELD_ID, validateCredentials } from '../validation';

const SIGN_IN_TITLE = 'Staff sign in';

const UNAVAILABLE = 'Signing in is not possible at the moment. Please try again in a few minutes.';

/** The API's answers are written for people (401 'Email or password is incorrect', 429 'Too many ...'); a lost connection is not. */
const failureMessage = (error: unknown): string => (error instanceof ApiError ? error.message : UNAVAILABLE);

/** `#/staff/sign-in`: office staff sign in to file appeals on someone's behalf. */
export function SignInPage() {
  usePageTitle(SIGN_IN_TITLE);
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
    announce('Signing in');
    try {
      const result = await signIn(api, { email: email.trim(), password });
      // The role (API 2.4.0 on) lets the areas hide what it may not do; an older API sends none.
      setMe({ accountId: result.accountId, name: result.name, ...(result.role ? { role: result.role } : {}) });
      announce(`Signed in as ${result.name}`);
      navigate('/');
    } catch (error) {
      setPassword('');
      setSigningIn(false);
      fail([{ fieldId: EMAIL_FIELD_ID, message: failureMessage(error) }]);
    }
  };

  const errorOf = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;

  if (isStaff && !signingIn) {
    return (
      <>
        <PageHeading>{SIGN_IN_TITLE}</PageHeading>
        <Alert type="info" headingLevel="h2" heading={`You are signed in as ${me.name ?? 'a member of staff'}`}>
          <p>
            <Link to="/">Go to the home page</Link> to find a property and file an appeal on someone's behalf.
          </p>
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeading>{SIGN_IN_TITLE}</PageHeading>
      <ErrorSummary key={attempt} errors={errors} />
      <p>For staff of {office}. Members of the public do not need to sign in to search, appeal or book a meeting.</p>
      <form className="usa-form" noValidate onSubmit={submit} aria-label={SIGN_IN_TITLE}>
        <TextField
          id={EMAIL_FIELD_ID}
          label="Email address"
          type="email"
          autoComplete="username"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errorOf(EMAIL_FIELD_ID)}
        />
        <TextField
          id={PASSWORD_FIELD_ID}
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errorOf(PASSWORD_FIELD_ID)}
        />
        <Button type="submit" disabled={signingIn}>
          Sign in
        </Button>
      </form>
    </>
  );
}
