// One question to a service worker over a MessageChannel, answered on its port.

/** Posts `message` to `worker` and resolves with its answer; with a timeout, undefined when none comes in time. */
export function askWorker<T>(worker: ServiceWorker, message: object, timeoutMs?: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => resolve(undefined), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<T>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}
