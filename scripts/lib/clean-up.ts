// What a benchmark started (servers, folders, child processes), stopped on every way out, Ctrl-C
// included: each step is pushed as it starts, and they run once, the last pushed first.
export const cleanups: Array<() => void> = [];

export const cleanUp = () =>
  cleanups
    .splice(0)
    .reverse()
    .forEach((step) => step());

process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
