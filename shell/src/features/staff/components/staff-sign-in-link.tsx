import { Link } from 'mfe-shared/router';
import { useStaff } from 'mfe-shared';

/** The footer's way in for office staff; hidden while someone is signed in (the header has Sign out). */
export function StaffSignInLink() {
  const { isStaff } = useStaff();
  if (isStaff) return null;
  return (
    <p>
      <Link to="/staff/sign-in">Staff sign in</Link>
    </p>
  );
}
