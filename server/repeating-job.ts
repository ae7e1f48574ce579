/**
 * Runs `pass` now and then `intervalMs` after each pass ends (never two at once); stop() waits for the
 * pass under way (a long pass may ask `stopped()` between its steps). The timer does not keep the process alive.
 */
export function repeatEvery(intervalMs: number, pass: (stopped: () => boolean) => Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = pass(() => stopped).finally(() => {
        if (!stopped) schedule(intervalMs);
      });
    }, delayMs);
    timer.unref();
  };
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
