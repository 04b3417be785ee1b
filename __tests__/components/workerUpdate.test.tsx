import { reloadWhenWorkerReplaced, type WorkerContainer } from '../../src/browser/workerUpdate';

/** A container whose worker takes control as the browser does: `controller` first, the event in a later task. */
function container(controller: ServiceWorker | null) {
  const target = new EventTarget();
  const fake = {
    controller,
    addEventListener: target.addEventListener.bind(target),
    takeControl(worker: ServiceWorker) {
      fake.controller = worker;
      target.dispatchEvent(new Event('controllerchange'));
    },
  };
  return fake;
}

const worker = (name: string) => ({ scriptURL: `/sw.js#${name}` }) as unknown as ServiceWorker;

describe('reloadWhenWorkerReplaced', () => {
  it('reloads once when a new release’s worker replaces the one in control', () => {
    const workers = container(worker('old'));
    const reload = jest.fn();
    reloadWhenWorkerReplaced(workers as WorkerContainer, reload);
    workers.takeControl(worker('new'));
    workers.takeControl(worker('newer'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for the first worker’s own claim when the app started between the claim and its event', () => {
    const first = worker('first');
    const workers = container(first);
    const reload = jest.fn();
    reloadWhenWorkerReplaced(workers as WorkerContainer, reload);
    workers.takeControl(first);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when no worker controlled the page as the app started (a first visit)', () => {
    const workers = container(null);
    const reload = jest.fn();
    reloadWhenWorkerReplaced(workers as WorkerContainer, reload);
    workers.takeControl(worker('first'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', () => {
    expect(() => reloadWhenWorkerReplaced(undefined, jest.fn())).not.toThrow();
  });
});
