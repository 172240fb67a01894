import { useRef, useState } from 'react';
import { ApiError, useSettings } from 'mfe-shared';
import { formatPhone } from 'mfe-shared/format';
import { useNavigate } from 'mfe-shared/router';
import { Alert, Button } from 'mfe-shared/ui';
import type { AppealStepId } from './appeal-flow';
import { SAVE_PATH, SAVED_PATH, useSaveForLater } from './save-for-later';

export const SAVE_FOR_LATER_TEXT = 'E-mail me a link to finish later';

/** Why a save failed, then whom to ask (the server's message, or "Unknown error"). */
export function saveFailure(error: unknown, office: string, phone: string): string {
  const reason = error instanceof ApiError ? error.message : 'Unknown error';
  return `We could not save your appeal: ${reason} Please try again, or contact ${office} on ${formatPhone(phone)}.`;
}

/**
 * The secondary action under a step's Next (GOV.UK "save and come back later"): with an address
 * already known it saves at once and shows the confirmation; without one it asks for it first.
 * Nothing for staff (useSaveForLater).
 */
export function SaveForLaterButton({ step }: { step: AppealStepId }) {
  const navigate = useNavigate();
  const settings = useSettings();
  const { save, email, available } = useSaveForLater(step);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
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
      setFailure(saveFailure(error, settings['general.display_name'], settings['general.phone_number']));
      setBusy(false);
      inFlight.current = false;
    }
  };

  return (
    <>
      <Button variant="outline" aria-disabled={busy || undefined} onClick={() => void onClick()}>
        {busy ? 'Saving…' : SAVE_FOR_LATER_TEXT}
      </Button>
      {failure ? (
        <Alert type="error" role="alert" slim>
          {failure}
        </Alert>
      ) : null}
    </>
  );
}
