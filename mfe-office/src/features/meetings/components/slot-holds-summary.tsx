import { usePortal } from 'mfe-shared';
import { formatNumber } from 'mfe-shared/format';
import { Alert } from 'mfe-shared/ui';
import { fetchSlotHolds } from '../../../api/office-api';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';
import { useT } from '../../../i18n/catalogue';

/**
 * The time slots visitors hold while they book, and how many of them the busiest network holds:
 * a network at its cap is refused further holds, and is more often a script keeping others from
 * booking than an office (docs/security.md#meeting-slots-cannot-be-hoarded). Counts only, no address.
 * Left out when they cannot be loaded: the meetings are what the page is for.
 */
export function SlotHoldsSummary() {
  const t = useT();
  const { api } = usePortal();
  const { value: holds } = useOfficeRead(officeKeys.slotHolds(), (signal) => fetchSlotHolds(api, signal));
  if (!holds) return null;
  const { held, heldFromBusiestRange: busiest, perRangeCap: cap } = holds;
  return (
    <section aria-labelledby="office-slot-holds-heading">
      <h2 id="office-slot-holds-heading" className="font-body-md">
        {t('office.meetings.holds.heading')}
      </h2>
      <p>{t('office.meetings.holds.held', { count: held, n: formatNumber(held) })}</p>
      {held ? <p>{t('office.meetings.holds.busiest', { n: formatNumber(busiest), cap: formatNumber(cap) })}</p> : null}
      {busiest >= cap ? (
        <Alert type="warning" headingLevel="h3" heading={t('office.meetings.holds.atCap')}>
          <p>{t('office.meetings.holds.atCapText')}</p>
        </Alert>
      ) : null}
    </section>
  );
}
