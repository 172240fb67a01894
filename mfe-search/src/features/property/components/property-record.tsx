import { LoadFailed } from 'mfe-shared/ui';
import type { AvailabilityFacts } from '../availability';
import type { PropertyRecordState } from '../hooks/use-property-record';
import { useT } from '../i18n';
import { PropertyCharacteristics } from './property-characteristics';
import { SomethingWrong } from './something-wrong';
import { ValueHistory } from './value-history';

/**
 * What the county holds about the parcel, for an owner to check before deciding to appeal
 * (docs/product.md#property-page): the value beside last year's, the characteristics, and what to
 * do when something is wrong. A record that could not be read says so, with Try again; the
 * options below it stay usable.
 */
export function PropertyRecord({ facts, state }: { facts: AvailabilityFacts; state: PropertyRecordState }) {
  const t = useT();
  const { property } = facts;
  if (state.status === 'failed') return <LoadFailed onRetry={state.retry}>{t('search.record.loadFailed')}</LoadFailed>;
  if (state.status !== 'ready' || !property.value) return null;
  return (
    <>
      <ValueHistory value={property.value} record={state.record} />
      <PropertyCharacteristics type={property.type} characteristics={state.record.facts.characteristics} />
      <SomethingWrong facts={facts} />
    </>
  );
}
