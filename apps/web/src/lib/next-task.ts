/**
 * Resolves in a later task: what the main thread does next starts a task of its own (a long task is what a
 * visitor's first tap waits behind). A message rather than a timer: never clamped, and left alone by fake timers
 * in tests.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
