import { Link } from 'react-router-dom';
import { useSettings } from 'mfe-shared';

export function SiteHeader() {
  const settings = useSettings();
  return (
    <header className="portal-header">
      <div className="grid-container">
        <Link className="portal-header__name" to="/">
          {settings['general.display_name']}
        </Link>
      </div>
    </header>
  );
}
