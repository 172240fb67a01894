import { useIntlLocale, useSettings } from 'mfe-shared';
import { formatDateTime } from 'mfe-shared/format';
import { useT } from '../i18n';

const DAY_MS = 86_400_000;

/**
 * A filed appeal still in the office's hands: what the office does with it and, where the county
 * promises it (`appeal.decision_days`), by when it decides (docs/product.md#appeal-steps).
 */
export function WhatHappensNext({ filedAt, timeZone }: { filedAt: string; timeZone: string }) {
  const t = useT();
  const locale = useIntlLocale();
  const days = useSettings()['appeal.decision_days'];
  const by = days > 0 ? formatDateTime(new Date(new Date(filedAt).getTime() + days * DAY_MS), timeZone, { dateStyle: 'long' }, locale) : null;
  return (
    <>
      <h2 id="appeal-next">{t('search.status.next.heading')}</h2>
      <ol className="usa-list" aria-labelledby="appeal-next">
        <li>{t('search.status.next.review')}</li>
        <li>{t('search.status.next.contact')}</li>
        <li>{by ? t('search.status.next.decideBy', { date: by }) : t('search.status.next.decide')}</li>
      </ol>
    </>
  );
}
