/** What `run` answers instead of the task's result when every turn and every waiting place is taken. */
export const BUSY = Symbol('busy');

export interface PasswordCheckGate {
  run<T>(task: () => Promise<T>): Promise<T | typeof BUSY>;
  /** Every turn and every waiting place taken: a check asked for now would be turned away. */
  full(): boolean;
}

/**
 * At most `concurrent` password checks (argon2, 19 MiB and tens of milliseconds each) run at once
 * in this process, at most `queued` more wait, and the rest are turned away at once. argon2 runs
 * on libuv's thread pool (4 threads), which file reads and writes share: unbounded, 80 wrong
 * sign-ins a second took every thread and an upload waited ~1 s. This bounds the CPU
 * of this process, so it is kept in this process's memory, unlike the limits (in the database).
 */
export function passwordCheckGate({ concurrent, queued }: { concurrent: number; queued: number }): PasswordCheckGate {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    full: () => running >= concurrent && waiting.length >= queued,
    async run(task) {
      if (running < concurrent) running++;
      else if (waiting.length < queued) await new Promise<void>((resolve) => waiting.push(resolve));
      else return BUSY;
      try {
        return await task();
      } finally {
        // The turn passes straight to the next waiting check, if any.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
