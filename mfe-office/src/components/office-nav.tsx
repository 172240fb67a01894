import { Link, useLocation } from 'mfe-shared/router';
import { useT } from '../i18n/catalogue';
import { useLettersToCheck } from '../lib/use-letters';
import { useMay } from '../lib/use-may';

type Area = 'appeals' | 'letters' | 'meetings' | 'hearings' | 'availability' | 'change-requests' | 'county';

/** Which area an office address is in: `/office/meetings?...` is Meetings; the queue and an appeal are Appeals. */
const areaOf = (pathname: string): Area => {
  const parts = pathname.split('/');
  const area = (['letters', 'meetings', 'hearings', 'availability', 'change-requests', 'county'] as const).find((name) => parts.includes(name));
  return area ?? 'appeals';
};

/**
 * The office desk's own areas, above every office screen; what the role may not do is not offered.
 * Its links are relative to the route it is rendered in: `up` is '.' in the office's index route and
 * '..' in the others (one route below it), so the office works at whatever path the registry mounts it.
 */
export function OfficeNav({ up }: { up: '.' | '..' }) {
  const t = useT();
  const { pathname } = useLocation();
  const mayChangeTimes = useMay('availability.change');
  const maySeeRequests = useMay('change-requests.read');
  const mayAdminister = useMay('county.administer');
  // How many letters wait for their check, once read; a failed read leaves the link without a number.
  const waiting = useLettersToCheck().value?.total;
  const links: Array<{ area: Area; to: string; label: string }> = [
    { area: 'appeals', to: up, label: t('office.nav.appeals') },
    { area: 'letters', to: `${up}/letters`, label: waiting ? t('office.nav.lettersWaiting', { count: waiting }) : t('office.nav.letters') },
    { area: 'meetings', to: `${up}/meetings`, label: t('office.nav.meetings') },
    { area: 'hearings', to: `${up}/hearings`, label: t('office.nav.hearings') },
    ...(mayChangeTimes ? [{ area: 'availability' as const, to: `${up}/availability`, label: t('office.nav.availability') }] : []),
    ...(maySeeRequests ? [{ area: 'change-requests' as const, to: `${up}/change-requests`, label: t('office.nav.changeRequests') }] : []),
    ...(mayAdminister ? [{ area: 'county' as const, to: `${up}/county/settings`, label: t('office.nav.console') }] : []),
  ];
  const current = areaOf(pathname);
  return (
    <nav className="office-nav" aria-label={t('office.nav.label')}>
      <ul>
        {links.map((link) => (
          <li key={link.area}>
            <Link to={link.to} aria-current={link.area === current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
