import type { FieldError } from 'mfe-shared/forms';

/** A panel and one of its free times (an ISO instant), or 'next': the panel's next free time, taken by the API under the panel's lock. */
export interface HearingChoice {
  panel: string;
  time: string;
}

export const NO_HEARING_CHOICE: HearingChoice = { panel: '', time: '' };

export const HEARING_FIELDS = { panel: 'office-hearing-panel', time: 'office-hearing-slot' } as const;

/** What is missing from the choice, in the words of the error summary (message ids of the catalogue). */
export function hearingChoiceErrors(choice: HearingChoice, t: (id: 'office.hearing.panelRequired' | 'office.hearing.timeRequired') => string): FieldError[] {
  if (!choice.panel) return [{ fieldId: HEARING_FIELDS.panel, message: t('office.hearing.panelRequired') }];
  if (!choice.time) return [{ fieldId: HEARING_FIELDS.time, message: t('office.hearing.timeRequired') }];
  return [];
}
