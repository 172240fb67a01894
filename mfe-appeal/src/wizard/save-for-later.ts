import { useCallback } from 'react';
import { usePortal, usePortalState, type AppealDraft } from 'mfe-shared';
import { filerEmailSchema, type AppealDraftSave, type Appellant } from 'mfe-shared/schemas';
import { saveAppealDraft } from '../api/appeal-api';
import { newIdempotencyKey } from '../lib/idempotency-key';
import type { AppealStepId } from './appeal-flow';
import { useAppealWizard } from './use-appeal-wizard';

/** Where "E-mail me a link to finish later" leads (docs/product.md#saving-an-appeal-to-finish-later). */
export const SAVE_PATH = '/appeal/save';
export const SAVED_PATH = '/appeal/saved';

/**
 * The address the link can go to without asking: the one the last link went to, else the filer's,
 * else one typed in the details form and confirmed there. Null: the save page asks for it.
 */
export function knownEmail(draft: AppealDraft, appellant: Appellant | null): string | null {
  if (draft.savedOnServer?.email) return draft.savedOnServer.email;
  if (appellant?.email) return appellant.email;
  const typed = draft.filerForm;
  const email = typed?.email.trim() ?? '';
  return email && email === typed?.confirmEmail.trim() && filerEmailSchema.safeParse(email).success ? email : null;
}

/**
 * Saves the wizard's draft on the server and e-mails its link: the stores' appeal draft, filer and
 * documents, the parcel and `step` (where the link reopens it). A draft saved before is updated
 * (its token goes along), so every link already sent opens the newest answers. The draft gets its
 * Idempotency-Key now if it had none: an appeal filed from it on any device then carries the same
 * key, by which the link knows the appeal was filed from it.
 */
export function useSaveForLater(step: AppealStepId) {
  const { api, embedded } = usePortal();
  const { property, appellant, draft, updateDraft, staff } = useAppealWizard(step);
  const [documents] = usePortalState('documentation');

  const save = useCallback(
    async (email: string) => {
      if (!property) throw new Error('There is no property to save an appeal for.');
      const submissionKey = draft.submissionKey ?? newIdempotencyKey();
      const body: AppealDraftSave = {
        token: draft.savedOnServer?.token ?? null,
        email,
        draft: {
          parcelId: property.id,
          step,
          submissionKey,
          window: draft.window,
          appellant,
          filerForm: draft.filerForm ?? null,
          estimatedValue: draft.estimatedValue,
          allegedReasons: draft.allegedReasons,
          comparables: draft.comparables,
          comparablesPdf: draft.comparablesPdf,
          documents,
        },
      };
      const saved = await saveAppealDraft(api, body);
      updateDraft({ submissionKey, savedOnServer: { token: saved.token, email, expiresAt: saved.expiresAt, days: saved.days, step } });
      return saved;
    },
    [api, property, appellant, draft, documents, step, updateDraft],
  );

  // Staff file in the office, on someone's behalf: nothing to finish later from another device.
  // Nor in an embed: its drafts live only as long as the county's page, and the e-mailed
  // link would open the portal's own site, not the county's page the visitor started on.
  return { save, email: knownEmail(draft, appellant), available: Boolean(property) && !staff && !embedded };
}
