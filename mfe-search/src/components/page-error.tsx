import { useSettings } from 'mfe-shared';
import { Link } from 'mfe-shared/router';
import { formatPhone } from 'mfe-shared/format';
import { Alert } from 'mfe-shared/ui';
import { useT } from '../i18n/common';

/** The page-level error, with the office to call and the way back to search (docs/product.md#property-page). */
export function PageError({ reason }: { reason?: string }) {
  const t = useT();
  const settings = useSettings();
  const phone = formatPhone(settings['general.phone_number']);
  return (
    <Alert type="error" role="alert" heading={t('search.pageError.heading')}>
      {reason ? <p>{reason}</p> : null}
      <p>{t('search.pageError.body', { office: settings['general.display_name'], phone })}</p>
      <p>
        <Link to="/">{t('search.anotherProperty')}</Link>
      </p>
    </Alert>
  );
}
