import { useState } from 'react';
import { useIntlLocale, usePortal, useSettings, useStaff } from 'mfe-shared';
import type { FieldError } from 'mfe-shared/forms';
import { formatNumber, timeZoneName, zonedDateKey } from 'mfe-shared/format';
import { Alert, Button, PageHeading, usePageTitle } from 'mfe-shared/ui';
import type { AvailabilityPattern, AvailabilityResult } from 'mfe-shared/schemas';
import { changeAvailability } from '../../../api/office-api';
import { useT } from '../../../i18n/catalogue';
import { shiftDay } from '../../../lib/meetings-params';
import { useMay } from '../../../lib/use-may';
import { usePlaces } from '../../../lib/use-places';
import { useOfficeAction } from '../../../lib/use-office-action';
import { AvailabilityForm, checkPattern, type PatternValues } from './availability-form';
import { availabilitySpan, availabilitySummary } from './availability-summary';
import '../../../components/office.css';

/**
 * `#/office/availability` (administrators): add or remove the county's time slots by a weekly pattern
 * on the county's clock. "Check what this does" previews the counts; only then is the change offered.
 */
export function AvailabilityPage() {
  const t = useT();
  const locale = useIntlLocale();
  usePageTitle({ id: 'office.availability.title' });
  const { api } = usePortal();
  const { me } = useStaff();
  const zone = useSettings()['general.timezone'];
  const may = useMay('availability.change');
  const { places, error: placesError } = usePlaces(may);
  const today = zonedDateKey(new Date(), zone);
  const [values, setValues] = useState<PatternValues>({
    action: 'add',
    places: [],
    from: today,
    to: shiftDay(today, 13),
    weekdays: [2, 4],
    start: '09:00',
    end: '12:00',
    every: '30',
  });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [checked, setChecked] = useState<{ pattern: AvailabilityPattern; result: AvailabilityResult } | null>(null);
  const { busy, outcome, focusRef: panel, run } = useOfficeAction();

  if (!may) {
    return (
      <>
        <PageHeading>{t('office.availability.title')}</PageHeading>
        <Alert type="info" headingLevel="h2" heading={t('office.availability.forAdministrators')}>
          {/* mfe-shared's roleRefusal('availability.change', role), in the staff member's language. */}
          <p>{t('office.availability.refusal', { role: me.role ?? 'none' })}</p>
        </Alert>
      </>
    );
  }

  const call = (pattern: AvailabilityPattern, apply: boolean) =>
    run(async () => {
      const result = await changeAvailability(api, pattern, apply);
      const text = availabilitySummary(t, result);
      setChecked(apply ? null : { pattern, result });
      return { say: text, outcome: apply ? { ok: true, text, detail: availabilitySpan(t, result, zone, locale) } : undefined };
    });
  const preview = () => {
    setAttempt((n) => n + 1);
    const checkedPattern = checkPattern(values);
    setErrors('errors' in checkedPattern ? checkedPattern.errors : []);
    if ('pattern' in checkedPattern) void call(checkedPattern.pattern, false);
  };
  const change = (next: PatternValues) => {
    setValues(next);
    // A preview holds for the pattern it checked only.
    setChecked(null);
  };
  const count = checked ? (checked.result.action === 'add' ? checked.result.added : checked.result.removed) : 0;

  return (
    <>
      <PageHeading>{t('office.availability.title')}</PageHeading>
      <p>{t('office.availability.intro', { zone: timeZoneName(zone, new Date(), locale) })}</p>
      {placesError ? (
        <Alert type="error" role="alert" headingLevel="h2" heading={t('office.availability.placesFailed')}>
          <p>{placesError}</p>
        </Alert>
      ) : null}
      <AvailabilityForm values={values} places={places} errors={errors} attempt={attempt} onChange={change} onPreview={preview} />
      <div tabIndex={-1} ref={panel} className="margin-top-2">
        {checked ? (
          <Alert type="info" headingLevel="h2" heading={t('office.availability.whatItDoes')}>
            <p>{availabilitySummary(t, checked.result)}</p>
            {availabilitySpan(t, checked.result, zone, locale) ? <p>{availabilitySpan(t, checked.result, zone, locale)}</p> : null}
            {count ? (
              <Button aria-busy={busy || undefined} onClick={() => void call(checked.pattern, true)}>
                {t('office.availability.apply', { action: checked.result.action, count, n: formatNumber(count) })}
              </Button>
            ) : (
              <p>{t('office.availability.nothing')}</p>
            )}
          </Alert>
        ) : null}
        {outcome ? (
          <Alert type={outcome.ok ? 'success' : 'error'} headingLevel="h2" heading={outcome.ok ? t('office.availability.changed') : t('office.availability.notChanged')}>
            <p>{outcome.text}</p>
            {outcome.detail ? <p>{outcome.detail}</p> : null}
          </Alert>
        ) : null}
      </div>
    </>
  );
}
