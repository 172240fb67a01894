import { useRef, useState } from 'react';
import { announce } from 'mfe-shared';
import { useStaffCallFailure } from './use-staff-call';

/** What an office action did (shown in a success alert), or the API's refusal. */
export interface Outcome {
  ok: boolean;
  text: string;
  detail?: string | null;
}

/**
 * One office write at a time (not by disabling its button: a disabled button drops the keyboard
 * focus). `run`'s work answers what to say (and what to show); a refusal is shown in the API's words;
 * either way the focus then moves to `focusRef`, where the answer stands.
 */
export function useOfficeAction() {
  const failure = useStaffCallFailure();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const focusRef = useRef<HTMLDivElement>(null);
  const run = async (work: () => Promise<{ say: string; outcome?: Outcome }>) => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const done = await work();
      if (done.outcome) setOutcome(done.outcome);
      announce(done.say);
    } catch (problem) {
      const message = failure(problem);
      if (message !== null) setOutcome({ ok: false, text: message });
    } finally {
      setBusy(false);
      requestAnimationFrame(() => focusRef.current?.focus());
    }
  };
  return { busy, outcome, setOutcome, focusRef, run };
}
