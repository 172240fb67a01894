import { Link } from 'mfe-shared/router';
import { useSettings } from 'mfe-shared';
import { StaffBar } from '../features/staff/components/staff-bar';

export function SiteHeader() {
  const settings = useSettings();
  return (
    <header className="portal-header">
      <div className="grid-container">
        <Link className="portal-header__name" to="/">
          {settings['general.display_name']}
        </Link>
        <StaffBar />
      </div>
    </header>
  );
}
