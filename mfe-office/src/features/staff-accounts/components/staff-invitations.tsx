import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntlLocale, usePortal, useSettings } from 'mfe-shared';
import { ErrorSummary, RadioGroup, TextField, useController, useForm, zodResolver, type FieldError, type FieldErrors } from 'mfe-shared/forms';
import { formatDateTime } from 'mfe-shared/format';
import { Alert, Button, LoadFailed, Loading } from 'mfe-shared/ui';
import { invitationFormSchema, STAFF_ROLES, type InvitationForm, type StaffInvitation } from 'mfe-shared/schemas';
import { fetchStaffInvitations, inviteStaff, withdrawStaffInvitation } from '../../../api/office-api';
import { useT } from '../../../i18n/catalogue';
import { useConsoleMessage } from '../../../lib/console-message';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';
import { useOfficeAction } from '../../../lib/use-office-action';

const FIELDS = ['name', 'email', 'role'] as const;
const fieldId = (field: (typeof FIELDS)[number]) => `invite-${field}`;
const EMPTY = { name: '', email: '', role: undefined as unknown as InvitationForm['role'] };

/**
 * Invitations to the office desk: who is invited and until when, each with Withdraw, then the form
 * that sends one. Its own answers stand above the list, where the focus goes after each.
 */
export function StaffInvitations() {
  const t = useT();
  const say = useConsoleMessage();
  const locale = useIntlLocale();
  const { api } = usePortal();
  const zone = useSettings()['general.timezone'];
  const client = useQueryClient();
  const { value, error, retry } = useOfficeRead(officeKeys.staffInvitations(), (signal) => fetchStaffInvitations(api, signal));
  const { busy, outcome, focusRef, run } = useOfficeAction();
  const { register, handleSubmit, reset, formState, control } = useForm<InvitationForm>({
    resolver: zodResolver(invitationFormSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  // The radios are controlled: the group hands its one ref to the first radio only.
  const { field: role } = useController({ name: 'role', control });
  const [summary, setSummary] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const until = (invitation: StaffInvitation) => formatDateTime(invitation.expiresAt, zone, { dateStyle: 'long' }, locale);
  const roleLabel = (role: string) => t(`office.console.staff.role.${role as (typeof STAFF_ROLES)[number]}`);
  const refresh = () => client.invalidateQueries({ queryKey: officeKeys.staffInvitations() });
  const errorOf = (field: (typeof FIELDS)[number]) => {
    const message = formState.errors[field]?.message;
    return message ? say(message) : undefined;
  };
  const submit = handleSubmit(
    (values) =>
      run(async () => {
        setSummary([]);
        const sent = await inviteStaff(api, values);
        await refresh();
        reset(EMPTY);
        const text = t('office.console.staff.invited', { email: sent.email, until: until(sent) });
        return { say: text, outcome: { ok: true, text } };
      }),
    (invalid: FieldErrors<InvitationForm>) => {
      setAttempt((n) => n + 1);
      setSummary(FIELDS.flatMap((field) => (invalid[field]?.message ? [{ fieldId: fieldId(field), message: say(invalid[field]!.message!) }] : [])));
    },
  );
  const withdraw = (invitation: StaffInvitation) =>
    run(async () => {
      await withdrawStaffInvitation(api, invitation.id);
      await refresh();
      const text = t('office.console.staff.withdrawn', { email: invitation.email });
      return { say: text, outcome: { ok: true, text } };
    });

  return (
    <section aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">{t('office.console.staff.invitationsHeading')}</h2>
      <div tabIndex={-1} ref={focusRef} className="console-outcome">
        {outcome ? (
          <Alert
            type={outcome.ok ? 'success' : 'error'}
            headingLevel="h3"
            heading={outcome.ok ? t('office.console.staff.invitationChanged') : t('office.console.staff.invitationNotChanged')}
          >
            <p>{outcome.text}</p>
          </Alert>
        ) : null}
      </div>
      {error ? (
        <LoadFailed headingLevel="h3" heading={t('office.console.staff.invitationsLoadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      ) : null}
      {!value && !error ? <Loading label={t('office.console.staff.invitationsLoading')} /> : null}
      {value && value.results.length === 0 ? <p>{t('office.console.staff.invitationsNone')}</p> : null}
      {value && value.results.length > 0 ? (
        <ul className="console-rows">
          {value.results.map((invitation) => (
            <li key={invitation.id}>
              <div className="console-rows__what">
                <div className="console-rows__name">{invitation.name}</div>
                <div>{invitation.email}</div>
                <div>{t('office.console.staff.invitationUntil', { role: roleLabel(invitation.role), until: until(invitation) })}</div>
              </div>
              <div className="console-rows__buttons console-rows__buttons--inline">
                <Button variant="outline" aria-busy={busy || undefined} onClick={() => void withdraw(invitation)}>
                  {t('office.console.staff.withdraw')}
                  <span className="usa-sr-only"> {t('office.console.staff.withdrawWhich', { email: invitation.email })}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="usa-form office-filters console-form" aria-labelledby="invite-heading" noValidate onSubmit={submit}>
        <h3 id="invite-heading" className="margin-top-2">
          {t('office.console.staff.invite')}
        </h3>
        <p>{t('office.console.staff.inviteIntro')}</p>
        <ErrorSummary errors={summary} focusKey={attempt} />
        <TextField id={fieldId('name')} label={t('office.console.staff.inviteName')} autoComplete="off" error={errorOf('name')} {...register('name')} />
        <TextField
          id={fieldId('email')}
          type="email"
          spellCheck={false}
          autoComplete="off"
          label={t('office.console.staff.inviteEmail')}
          hint={t('office.console.staff.inviteEmailHint')}
          error={errorOf('email')}
          {...register('email')}
        />
        <RadioGroup
          id={fieldId('role')}
          legend={t('office.console.staff.inviteRole')}
          error={errorOf('role')}
          options={STAFF_ROLES.map((value) => ({ value, label: roleLabel(value), hint: t(`office.console.staff.roleHint.${value}`) }))}
          name={role.name}
          selected={role.value ?? ''}
          onChange={(event) => role.onChange(event.target.value)}
          onBlur={role.onBlur}
        />
        <div className="margin-top-3">
          <Button type="submit" aria-busy={busy || undefined}>
            {t('office.console.staff.inviteButton')}
          </Button>
        </div>
      </form>
    </section>
  );
}
