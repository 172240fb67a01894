import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'mfe-shared/router';
import { announce, ApiError, useIntlLocale, usePortal, useSettings, useStaff } from 'mfe-shared';
import { ErrorSummary, TextField, type FieldError } from 'mfe-shared/forms';
import { formatDateTime } from 'mfe-shared/format';
import { Button, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { STAFF_PASSWORD_MIN, type InvitationView } from 'mfe-shared/schemas';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { acceptInvitation, fetchInvitation } from '../api';
import { useT } from '../sign-in-i18n';

const PASSWORD_ID = 'invitation-password';
const TITLE = 'shell.invitation.title';

type Read = { state: 'loading' } | { state: 'ready'; invitation: InvitationView } | { state: 'refused'; message: string };

/**
 * `#/staff/invitation/{token}`: the person an administrator invited chooses their password (once,
 * before the link expires) and is signed in to the office desk. A link that no longer works says so
 * in the API's words, with what to do.
 */
export function InvitationPage() {
  const t = useT();
  usePageTitle({ id: TITLE });
  const { token = '' } = useParams();
  const { api } = usePortal();
  const settings = useSettings();
  const locale = useIntlLocale();
  const { setMe } = useStaff();
  const navigate = useNavigate();
  const [read, setRead] = useState<Read>({ state: 'loading' });
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchInvitation(api, token, controller.signal).then(
      (invitation) => setRead({ state: 'ready', invitation }),
      (error: unknown) => {
        if (!controller.signal.aborted) setRead({ state: 'refused', message: error instanceof ApiError ? error.message : t('shell.invitation.unavailable') });
      },
    );
    return () => controller.abort();
  }, [api, token, t]);

  const fail = (message: string) => {
    setErrors([{ fieldId: PASSWORD_ID, message }]);
    setAttempt((n) => n + 1);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (password.length < STAFF_PASSWORD_MIN) return fail(t('shell.invitation.tooShort', { count: STAFF_PASSWORD_MIN }));
    setSending(true);
    try {
      const result = await acceptInvitation(api, token, password);
      setMe({ accountId: result.accountId, name: result.name, ...(result.role ? { role: result.role } : {}) });
      announce(t('shell.invitation.done', { name: result.name }));
      navigate('/office');
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && error.status === 410) setRead({ state: 'refused', message: error.message });
      else fail(error instanceof ApiError ? error.message : t('shell.invitation.unavailable'));
    }
  };

  if (read.state === 'loading') return <Loading label={t('shell.invitation.loading')} />;
  if (read.state === 'refused') {
    return (
      <>
        <PageHeading>{t('shell.invitation.notWorking')}</PageHeading>
        <p>{read.message}</p>
      </>
    );
  }
  const { invitation } = read;
  return (
    <>
      <PageHeading>{t(TITLE)}</PageHeading>
      <ErrorSummary key={attempt} errors={errors} />
      <p>{t('shell.invitation.intro', { office: settings['general.display_name'], role: t(`shell.invitation.role.${invitation.role}`) })}</p>
      <SummaryList>
        <SummaryRow name={t('shell.invitation.name')}>{invitation.name}</SummaryRow>
        <SummaryRow name={t('shell.invitation.email')}>{invitation.email}</SummaryRow>
      </SummaryList>
      <form className="usa-form" noValidate onSubmit={submit} aria-label={t(TITLE)}>
        {/* The address as a username, so a password manager stores the two together. */}
        <input type="hidden" autoComplete="username" value={invitation.email} readOnly />
        <TextField
          id={PASSWORD_ID}
          label={t('shell.invitation.password')}
          hint={t('shell.invitation.passwordHint', { count: STAFF_PASSWORD_MIN })}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors[0]?.message}
        />
        <p>{t('shell.invitation.until', { until: formatDateTime(invitation.expiresAt, settings['general.timezone'], { dateStyle: 'long', timeStyle: 'short' }, locale) })}</p>
        <Button type="submit" aria-busy={sending || undefined}>
          {t('shell.invitation.submit')}
        </Button>
      </form>
    </>
  );
}
