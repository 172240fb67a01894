import { useRef, useState } from 'react';
import { useSettings } from 'mfe-shared';
import { formatPhone } from 'mfe-shared/format';
import { useNavigate } from 'mfe-shared/router';
import { Alert, Button, serverMessage } from 'mfe-shared/ui';
import { useT, type AppealMessageId } from '../i18n/catalogue';
import type { AppealStepId } from './appeal-flow';
import { SAVE_PATH, SAVED_PATH, useSaveForLater } from './save-for-later';

/** The button's catalogue id. */
export const SAVE_FOR_LATER_TEXT = 'appeal.saveLater.button' satisfies AppealMessageId;

/**
 * Why a save failed, then whom to ask: the server's message (already in the visitor's language), or,
 * with no answer, that none came. Said at render, so a switch of language says it again in the new one.
 */
export function useSaveFailure(): (error: unknown) => string {
  const t = useT();
  const settings = useSettings();
  return (error) =>
    t('appeal.saveLater.failed', {
      reason: serverMessage(error) ?? t('appeal.wizard.unknownError'),
      office: settings['general.display_name'],
      phone: formatPhone(settings['general.phone_number']),
    });
}

/**
 * The secondary action under a step's Next (GOV.UK "save and come back later"): with an address
 * already known it saves at once and shows the confirmation; without one it asks for it first.
 * Nothing for staff (useSaveForLater).
 */
export function SaveForLaterButton({ step }: { step: AppealStepId }) {
  const t = useT();
  const navigate = useNavigate();
  const saveFailure = useSaveFailure();
  const { save, email, available } = useSaveForLater(step);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (!available) return null;

  const onClick = async () => {
    if (inFlight.current) return;
    if (!email) {
      navigate(`${SAVE_PATH}?from=${step}`);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await save(email);
      navigate(SAVED_PATH);
    } catch (error) {
      setFailure({ error });
      setBusy(false);
      inFlight.current = false;
    }
  };

  return (
    <>
      <Button variant="outline" aria-disabled={busy || undefined} onClick={() => void onClick()}>
        {busy ? t('appeal.saveLater.saving') : t(SAVE_FOR_LATER_TEXT)}
      </Button>
      {failure ? (
        <Alert type="error" role="alert" slim>
          {saveFailure(failure.error)}
        </Alert>
      ) : null}
    </>
  );
}
