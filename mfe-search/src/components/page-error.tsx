import { useSettings } from 'mfe-shared';
import { Link } from 'mfe-shared/router';
import { formatPhone } from 'mfe-shared/format';
import { LoadFailed } from 'mfe-shared/ui';
import { useT } from '../i18n/common';

/**
 * The page-level error, with the office to call and the way back to search (docs/product.md#property-page);
 * `onRetry` where reading again may mend it (not for a property whose own record is the problem).
 */
export function PageError({ reason, onRetry }: { reason?: string; onRetry?: () => void }) {
  const t = useT();
  const settings = useSettings();
  const phone = formatPhone(settings['general.phone_number']);
  return (
    <LoadFailed heading={t('search.pageError.heading')} onRetry={onRetry}>
      {reason ? <p>{reason}</p> : null}
      <p>{t('search.pageError.body', { office: settings['general.display_name'], phone })}</p>
      <p>
        <Link to="/">{t('search.anotherProperty')}</Link>
      </p>
    </LoadFailed>
  );
}
