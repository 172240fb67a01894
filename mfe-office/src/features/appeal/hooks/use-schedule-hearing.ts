import { useQueryClient } from '@tanstack/react-query';
import { ApiError, usePortal } from 'mfe-shared';
import type { FieldError } from 'mfe-shared/forms';
import { scheduleHearing } from '../../../api/office-api';
import { officeKeys } from '../../../lib/office-query';
import { useStaffCallFailure } from '../../../lib/use-staff-call';
import { HEARING_FIELDS, type HearingChoice } from './hearing-choice';

export type ScheduleOutcome = { ok: true; startsAt: string } | { ok: false; errors: FieldError[] } | { ok: false; refusal: string | null };

/**
 * Schedules (or moves) the appeal's hearing as chosen. A refusal of the choice (the time was taken
 * meanwhile, the panel has no free time left) is a field's error, for the error summary, and the
 * panel's free times are read again so the list offers what is still free.
 */
export function useScheduleHearing(reference: string): (choice: HearingChoice) => Promise<ScheduleOutcome> {
  const { api } = usePortal();
  const client = useQueryClient();
  const failure = useStaffCallFailure();
  return async (choice) => {
    try {
      const scheduled = await scheduleHearing(api, { appeal: reference, panel: choice.panel, ...(choice.time === 'next' ? {} : { startsAt: choice.time }) });
      void client.invalidateQueries({ queryKey: officeKeys.hearings() });
      return { ok: true, startsAt: scheduled.startsAt };
    } catch (error) {
      const message = failure(error);
      if (error instanceof ApiError && error.status === 409 && message !== null) {
        await client.invalidateQueries({ queryKey: officeKeys.freeTimes(choice.panel) });
        // A time someone else took: the list read again offers the next free one.
        return { ok: false, errors: [{ fieldId: HEARING_FIELDS.time, message }] };
      }
      return { ok: false, refusal: message };
    }
  };
}
