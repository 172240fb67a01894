import { say, type LocalText } from '../../infrastructure/i18n/local-text';

/** Whole seconds under a minute, else whole minutes (rounded up): how long a person is asked to wait. */
function waitIn(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? { unit: 'seconds', count: whole } : { unit: 'minutes', count: Math.ceil(whole / 60) };
}

/** "45 seconds", "1 minute", "15 minutes": a wait as a person reads it (whole minutes from a minute up, rounded up). */
export function waitInWords(seconds: number): string {
  const { unit, count } = waitIn(seconds);
  return `${count} ${count === 1 ? unit.slice(0, -1) : unit}`;
}

/** The same wait in any language ('15 minutos'), for a message said in the reader's. */
export function waitText(seconds: number): LocalText {
  const { unit, count } = waitIn(seconds);
  return { english: waitInWords(seconds), in: (language) => say(language, `api.wait.${unit}`, { count }) };
}
