/** A job repeated on a timer; `stop` ends the timer and waits for a run still in progress. */
export interface RepeatedJob {
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs` (never when 0 or less), one run at a time: a tick that comes while a run is still in
 * progress is skipped, so a slow database never piles runs up. The timer does not keep the process alive.
 */
export function repeatEvery(
  everyMs: number,
  run: () => Promise<unknown>,
  onError?: (error: unknown) => void,
): RepeatedJob {
  if (everyMs <= 0) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
