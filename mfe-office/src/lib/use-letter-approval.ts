import { useQueryClient } from '@tanstack/react-query';
import { usePortal } from 'mfe-shared';
import { approveLetter } from '../api/office-api';
import { useT } from '../i18n/catalogue';
import { officeKeys } from './office-query';
import { useOfficeAction } from './use-office-action';

/**
 * The second person's approval of a decision letter (POST /office/appeals/{appeal}/letter/approve),
 * which sends the filer the decision with the letter. Then every appeal read (the letters to check,
 * the nav's count, the appeal's page) is read again, and the outcome takes the focus.
 */
export function useLetterApproval() {
  const t = useT();
  const { api } = usePortal();
  const client = useQueryClient();
  const action = useOfficeAction();
  const approve = (reference: string) =>
    action.run(async () => {
      await approveLetter(api, reference);
      await client.invalidateQueries({ queryKey: officeKeys.appeals() });
      const text = t('office.letters.approved', { reference });
      return { say: text, outcome: { ok: true, text } };
    });
  return { ...action, approve };
}
