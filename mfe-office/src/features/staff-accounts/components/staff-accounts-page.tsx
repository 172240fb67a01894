import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePortal, useStaff } from 'mfe-shared';
import { SelectField } from 'mfe-shared/forms';
import { Alert, Button, LoadFailed, Loading } from 'mfe-shared/ui';
import { isStaffRole, STAFF_ROLES, type ConsoleStaffAccount, type StaffRole } from 'mfe-shared/schemas';
import { changeStaffAccount, fetchStaffAccounts } from '../../../api/office-api';
import { ConsoleFrame } from '../../../components/console-frame';
import { useT } from '../../../i18n/catalogue';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';
import { useOfficeAction } from '../../../lib/use-office-action';
import { StaffInvitations } from './staff-invitations';

/** `#/office/county/staff` (administrators): the county's staff accounts; another role, or disabled; invitations by e-mail. */
export function StaffAccountsPage() {
  return (
    <ConsoleFrame screen="staff">
      <StaffAccounts />
    </ConsoleFrame>
  );
}

function StaffAccounts() {
  const t = useT();
  const { api } = usePortal();
  const { me } = useStaff();
  const client = useQueryClient();
  const { value, error, retry } = useOfficeRead(officeKeys.staffAccounts(), (signal) => fetchStaffAccounts(api, signal));
  const { busy, outcome, focusRef, run } = useOfficeAction();
  // The account whose "Disable" was pressed: it asks once more before it signs someone out.
  const [confirming, setConfirming] = useState<string | null>(null);
  const [roles, setRoles] = useState<Record<string, StaffRole>>({});

  const change = (account: ConsoleStaffAccount, next: { role: StaffRole } | { active: false }) =>
    run(async () => {
      await changeStaffAccount(api, account.id, next);
      await client.invalidateQueries({ queryKey: officeKeys.staffAccounts() });
      setConfirming(null);
      const text = 'role' in next ? t('office.console.staff.roleChanged', { name: account.name, role: next.role }) : t('office.console.staff.disabledNow', { name: account.name });
      return { say: text, outcome: { ok: true, text } };
    });
  const roleLabel = (role: string) => (isStaffRole(role) ? t(`office.console.staff.role.${role}`) : role);

  return (
    <>
      <p>{t('office.console.staff.intro')}</p>
      <div tabIndex={-1} ref={focusRef} className="console-outcome">
        {outcome ? (
          <Alert type={outcome.ok ? 'success' : 'error'} headingLevel="h2" heading={outcome.ok ? t('office.console.staff.changed') : t('office.console.staff.notChanged')}>
            <p>{outcome.text}</p>
          </Alert>
        ) : null}
      </div>
      {error ? (
        <LoadFailed headingLevel="h2" heading={t('office.console.staff.loadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      ) : null}
      {!value && !error ? <Loading label={t('office.console.staff.loading')} /> : null}
      {value ? (
        <>
          <h2>{t('office.console.staff.listHeading')}</h2>
          <ul className="console-rows">
            {value.results.map((account) => {
              const chosen = roles[account.id] ?? (isStaffRole(account.role) ? account.role : 'clerk');
              const yours = account.id === me.accountId;
              return (
                <li key={account.id}>
                  <div className="console-rows__what">
                    <div className="console-rows__name">{account.name}</div>
                    <div>{account.email}</div>
                    <div>{roleLabel(account.role)}</div>
                  </div>
                  <div className="console-rows__state">
                    <span className={`usa-tag${account.active ? ' console-tag--on' : ''}`}>
                      {account.active ? t('office.console.staff.active') : t('office.console.staff.disabled')}
                    </span>
                  </div>
                  {yours ? <p className="console-rows__actions">{t('office.console.staff.you')}</p> : null}
                  {!yours && account.active ? (
                    <div className="console-rows__actions">
                      <SelectField
                        id={`staff-role-${account.id}`}
                        label={t('office.console.staff.roleFor', { name: account.name })}
                        value={chosen}
                        onChange={(event) => setRoles({ ...roles, [account.id]: event.target.value as StaffRole })}
                        options={STAFF_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
                      />
                      <div className="console-rows__buttons">
                        <Button variant="outline" aria-busy={busy || undefined} onClick={() => chosen !== account.role && void change(account, { role: chosen })}>
                          {t('office.console.staff.saveRole', { name: account.name })}
                        </Button>
                        {/* It stays while the question below is asked, so the focus stays on it. */}
                        <Button variant="secondary" aria-expanded={confirming === account.id} aria-busy={busy || undefined} onClick={() => setConfirming(account.id)}>
                          {t('office.console.staff.disable', { name: account.name })}
                        </Button>
                      </div>
                      {confirming === account.id ? (
                        <Alert type="warning" headingLevel="h3" heading={t('office.console.staff.disable', { name: account.name })}>
                          <p>{t('office.console.staff.confirmText', { name: account.name })}</p>
                          <div className="console-rows__buttons">
                            <Button variant="secondary" aria-busy={busy || undefined} onClick={() => void change(account, { active: false })}>
                              {t('office.console.staff.confirmDisable', { name: account.name })}
                            </Button>
                            <Button variant="outline" onClick={() => setConfirming(null)}>
                              {t('office.console.staff.keep')}
                            </Button>
                          </div>
                        </Alert>
                      ) : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {value ? <StaffInvitations /> : null}
    </>
  );
}
