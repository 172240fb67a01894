import { useId } from 'react';
import { useIntlLocale, type Property } from 'mfe-shared';
import { formatMoney, formatPercent, type Currency } from 'mfe-shared/format';
import type { ParcelBreakdown } from 'mfe-shared/schemas';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { SMALLEST_SHARE, valueChange } from '../value-change';
import type { PropertyRecord } from '../api';
import { useT } from '../i18n';

/**
 * The split of this year's value to show: the county's own (an estimate is the portal's, not what the
 * county holds), and only when it adds up to this year's value (a stored split of an older value does not).
 */
function splitOfThisValue(breakdown: ParcelBreakdown | null, value: number): ParcelBreakdown | null {
  return breakdown && !breakdown.estimated && breakdown.total.amount === value ? breakdown : null;
}

/** This year's value beside last year's, the change in money and in percent, and the land and buildings where the roll splits it. */
export function ValueHistory({ value, record }: { value: NonNullable<Property['value']>; record: PropertyRecord }) {
  const t = useT();
  const locale = useIntlLocale();
  const headingId = useId();
  const money = (amount: number) => formatMoney(amount, value.currency as Currency);
  const prior = record.facts.priorValue?.amount ?? null;
  const change = valueChange(value.amount, prior);
  const split = splitOfThisValue(record.breakdown, value.amount);
  const changeText = () => {
    if (change.direction === 'none') return t('search.record.value.noChange');
    if (change.direction === 'unknown') return null;
    const amount = money(change.amount);
    if (change.share === null) return t(change.direction === 'up' ? 'search.record.value.upAmount' : 'search.record.value.downAmount', { amount });
    const share = change.share < SMALLEST_SHARE ? t('search.record.value.lessThan', { share: formatPercent(0.001, locale) }) : formatPercent(change.share, locale);
    return t(change.direction === 'up' ? 'search.record.value.up' : 'search.record.value.down', { amount, share });
  };
  const changed = changeText();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('search.record.value.heading')}</h2>
      <SummaryList>
        <SummaryRow name={t('search.record.value.thisYear')}>{money(value.amount)}</SummaryRow>
        <SummaryRow name={t('search.record.value.lastYear')}>{prior === null ? t('search.record.value.noLastYear') : money(prior)}</SummaryRow>
        {changed ? <SummaryRow name={t('search.record.value.change')}>{changed}</SummaryRow> : null}
        {split ? (
          <>
            <SummaryRow name={t('search.record.value.land')}>{money(split.land.amount)}</SummaryRow>
            <SummaryRow name={t('search.record.value.buildings')}>{money(split.improvements.amount)}</SummaryRow>
          </>
        ) : null}
      </SummaryList>
    </section>
  );
}
