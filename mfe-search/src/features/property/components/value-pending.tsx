import { useSettings } from 'mfe-shared';
import { Link } from 'mfe-shared/router';
import { Alert } from 'mfe-shared/ui';
import { OfficeContact } from '../../../components/office-contact';
import { VALUE_MISSING } from '../availability';
import { useT } from '../i18n';
import { useT as useCommonT } from '../../../i18n/common';

export const VALUE_PENDING_HEADING = 'The value of this property is not available yet';

/**
 * A parcel without an assessed value (docs/product.md#no-dead-ends): SPEC's reason, then why nothing
 * can be done online yet and whom to ask. No "reload": reloading cannot bring a value that is not there.
 */
export function ValuePending({ reason }: { reason: string }) {
  const t = useT();
  const common = useCommonT();
  const office = useSettings()['general.display_name'];
  return (
    <Alert type="info" heading={t('search.valuePending.heading')}>
      <p>{reason === VALUE_MISSING ? t('search.valuePending.reason') : reason}</p>
      <p>{t('search.valuePending.body', { office })}</p>
      <OfficeContact />
      <p>
        <Link to="/">{common('search.anotherProperty')}</Link>
      </p>
    </Alert>
  );
}
