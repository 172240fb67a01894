import { Link } from 'mfe-shared/router';
import { useSettings } from 'mfe-shared';
import { StaffBar } from '../features/staff/components/staff-bar';
import { LanguageSwitch } from 'mfe-shared/ui';

export function SiteHeader() {
  const settings = useSettings();
  return (
    <header className="portal-header">
      <div className="grid-container">
        <div className="portal-header__bar">
          <Link className="portal-header__name" to="/">
            {settings['general.display_name']}
          </Link>
          <LanguageSwitch />
        </div>
        <StaffBar />
      </div>
    </header>
  );
}
