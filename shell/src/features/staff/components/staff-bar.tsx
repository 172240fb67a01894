import { useState } from 'react';
import { Link, useNavigate } from 'mfe-shared/router';
import { announce, remoteText, usePortal, useLanguage, useStaff } from 'mfe-shared';
import { Button } from 'mfe-shared/ui';
import { useSiteRemotes } from '../../../lib/site-remotes';
import { signOut } from '../api';
import '../staff.css';
import { useT } from '../../../i18n/site';

/**
 * In the header while staff are signed in: who, a link to each staff-only area the registry names
 * (its entry's staffLink), the audit trail and Sign out. Nothing for the public.
 */
export function StaffBar() {
  const t = useT();
  const { language } = useLanguage();
  const { api } = usePortal();
  const { me, isStaff, setMe } = useStaff();
  const staffAreas = useSiteRemotes().filter((remote) => remote.staffOnly && remote.staffLink);
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!isStaff) return null;

  const onSignOut = async () => {
    setSigningOut(true);
    setFailed(false);
    try {
      await signOut(api);
      setMe({ accountId: null });
      announce(t('shell.staff.signedOut'));
      navigate('/');
    } catch {
      setFailed(true);
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div className="portal-staff-bar">
      <p className="portal-staff-bar__who">{t('shell.staff.signedInAs', { name: me.name })}</p>
      {staffAreas.map((remote) => (
        <Link key={remote.name} className="portal-staff-bar__link" to={remote.path}>
          {remoteText(remote, 'staffLink', language)}
        </Link>
      ))}
      <Link className="portal-staff-bar__link" to="/staff/audit">
        {t('shell.staff.audit')}
      </Link>
      <Button variant="outline" className="usa-button--inverse portal-staff-bar__button" onClick={onSignOut} disabled={signingOut}>
        {t('shell.staff.signOut')}
      </Button>
      {failed ? (
        <p className="portal-staff-bar__error" role="alert">
          {t('shell.staff.signOutFailed')}
        </p>
      ) : null}
    </div>
  );
}
