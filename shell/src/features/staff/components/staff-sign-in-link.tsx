import { Link } from 'mfe-shared/router';
import { useStaff } from 'mfe-shared';
import { useT } from '../../../i18n/site';

/** The footer's way in for office staff; hidden while someone is signed in (the header has Sign out). */
export function StaffSignInLink() {
  const t = useT();
  const { isStaff } = useStaff();
  if (isStaff) return null;
  return (
    <p>
      <Link to="/staff/sign-in">{t('shell.footer.staffSignIn')}</Link>
    </p>
  );
}
