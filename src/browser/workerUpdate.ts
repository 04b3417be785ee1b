// A new service worker taking control (a deploy) reloads the page once, so no old chunks are
// mixed in. Only a replaced worker counts: the first one taking control changes nothing.

/** What this needs of `navigator.serviceWorker`. */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;

/**
 * Reloads the page when a worker other than the one in control now takes over. The worker is
 * compared, not merely the event counted: the first worker claims the page while it loads, and
 * when the app starts between that claim (`controller` already set) and its `controllerchange`
 * event (dispatched in a later task), that event is the first worker's own and must not reload
 * the page under the reader's first press.
 */
export function reloadWhenWorkerReplaced(container: WorkerContainer | undefined, reload: () => void): void {
  const current = container?.controller;
  if (!container || !current) return;
  let reloaded = false;
  container.addEventListener('controllerchange', () => {
    if (reloaded || !container.controller || container.controller === current) return;
    reloaded = true;
    reload();
  });
}
