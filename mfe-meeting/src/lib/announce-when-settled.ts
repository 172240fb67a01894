import { announce } from 'mfe-shared';

const CHECK_EVERY_MS = 100;
const GIVE_UP_AFTER_MS = 15_000;

const busy = () => document.querySelector('[aria-busy="true"]') !== null;

/**
 * Says `message` once the page it leads to has finished loading. A message announced as we navigate
 * is lost: the next screen's loading lines ('Loading the property search' while the shell loads
 * another area, then that page's own) take the one live region after it. So wait until no loading
 * line (mfe-shared/ui Loading, `aria-busy`) has been on the page for two checks in a row, then
 * announce; after 15 s, announce anyway.
 */
export function announceWhenSettled(message: string): void {
  const started = Date.now();
  let quietChecks = 0;
  const check = () => {
    quietChecks = busy() ? 0 : quietChecks + 1;
    if (quietChecks >= 2 || Date.now() - started > GIVE_UP_AFTER_MS) {
      announce(message);
      return;
    }
    setTimeout(check, CHECK_EVERY_MS);
  };
  setTimeout(check, CHECK_EVERY_MS);
}
