import { useState } from 'react';
import { usePortal, useSettings, useStaff } from 'mfe-shared';
import type { FieldError } from 'mfe-shared/forms';
import { timeZoneName, zonedDateKey } from 'mfe-shared/format';
import { Alert, Button, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { roleRefusal, type AvailabilityPattern, type AvailabilityResult } from 'mfe-shared/schemas';
import { changeAvailability } from '../../../api/office-api';
import { shiftDay } from '../../../lib/meetings-params';
import { useMay } from '../../../lib/use-may';
import { usePlaces } from '../../../lib/use-places';
import { useOfficeAction } from '../../../lib/use-office-action';
import { AvailabilityForm, checkPattern, type PatternValues } from './availability-form';
import { availabilitySpan, availabilitySummary } from './availability-summary';
import '../../../office.css';

const TITLE = 'Meeting times';

/**
 * `#/office/availability` (administrators): add or remove the county's time slots by a weekly pattern
 * on the county's clock. "Check what this does" previews the counts; only then is the change offered.
 */
export function AvailabilityPage() {
  usePageTitle(TITLE);
  const { api } = usePortal();
  const { me } = useStaff();
  const zone = useSettings()['general.timezone'];
  const may = useMay('availability.change');
  const { places, error: placesError } = usePlaces(may);
  const today = zonedDateKey(new Date(), zone);
  const [values, setValues] = useState<PatternValues>({ action: 'add', places: [], from: today, to: shiftDay(today, 13), weekdays: [2, 4], start: '09:00', end: '12:00', every: '30' });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [checked, setChecked] = useState<{ pattern: AvailabilityPattern; result: AvailabilityResult } | null>(null);
  const { busy, outcome, focusRef: panel, run } = useOfficeAction();

  if (!may) {
    return (
      <>
        <PageHeading>{TITLE}</PageHeading>
        <Alert type="info" headingLevel="h2" heading="For administrators">
          <p>{roleRefusal('availability.change', me.role)}</p>
        </Alert>
      </>
    );
  }

  const call = (pattern: AvailabilityPattern, apply: boolean) =>
    run(async () => {
      const result = await changeAvailability(api, pattern, apply);
      const text = availabilitySummary(result);
      setChecked(apply ? null : { pattern, result });
      return { say: text, outcome: apply ? { ok: true, text, detail: availabilitySpan(result, zone) } : undefined };
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
  const verb = checked?.result.action === 'add' ? 'Add' : 'Remove';
  const count = checked ? (checked.result.action === 'add' ? checked.result.added : checked.result.removed) : 0;

  return (
    <>
      <PageHeading>{TITLE}</PageHeading>
      <p>
        Add or remove the time slots visitors can book, at the county’s meeting places, by a weekly pattern. Times are on the county’s clock ({timeZoneName(zone)}): on a day
        the clocks change, 9:00 stays 9:00.
      </p>
      {placesError ? (
        <Alert type="error" role="alert" headingLevel="h2" heading="The places could not be loaded">
          <p>{placesError}</p>
        </Alert>
      ) : null}
      <AvailabilityForm values={values} places={places} errors={errors} attempt={attempt} onChange={change} onPreview={preview} />
      <div tabIndex={-1} ref={panel} className="margin-top-2">
        {checked ? (
          <Alert type="info" headingLevel="h2" heading="What this does">
            <p>{availabilitySummary(checked.result)}</p>
            {availabilitySpan(checked.result, zone) ? <p>{availabilitySpan(checked.result, zone)}</p> : null}
            {count ? (
              <Button aria-busy={busy || undefined} onClick={() => void call(checked.pattern, true)}>
                {verb} {count.toLocaleString('en-US')} time {count === 1 ? 'slot' : 'slots'}
              </Button>
            ) : (
              <p>Nothing to change.</p>
            )}
          </Alert>
        ) : null}
        {outcome ? (
          <Alert type={outcome.ok ? 'success' : 'error'} headingLevel="h2" heading={outcome.ok ? 'Meeting times changed' : 'Nothing was changed'}>
            <p>{outcome.text}</p>
            {outcome.detail ? <p>{outcome.detail}</p> : null}
          </Alert>
        ) : null}
      </div>
    </>
  );
}
