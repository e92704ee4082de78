/**
 * Lets the browser run whatever waits (input, paint, the rest of a long task) before the next step:
 * resolves in a task of its own. `scheduler.yield()` where the browser has it; else a message, not a
 * timer (a tab opened in the background runs timers only once a second).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
