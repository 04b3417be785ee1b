import { getRegisterWorkerScript, OFFLINE_READY_ATTRIBUTE } from '../../src/browser/registerWorker';
import { MessageChannel } from 'node:worker_threads';
import { APP_SCRIPTS_ATTRIBUTE } from '../../src/model/appStart';

// The inline script as the page runs it: its text, in a page with the data the build writes.

interface FakeWorkers extends EventTarget {
  controller: object | null;
  register: jest.Mock;
  ready: Promise<{ active: { postMessage: jest.Mock } }>;
}

/** The resource timing observers the script made, and a way to end a fetch for them. */
let observers: Array<(entries: { getEntries: () => Array<{ name: string; workerStart: number }> }) => void> = [];
/** A fetch ends: `workerStart` is 0 when no worker handled it. */
const fetchEnds = (name: string, workerStart: number) => observers.forEach((notify) => notify({ getEntries: () => [{ name, workerStart }] }));

function pageWith(controller: object | null) {
  const postMessage = jest.fn();
  const active = { postMessage };
  const workers = Object.assign(new EventTarget(), {
    controller,
    register: jest.fn(() => Promise.resolve({})),
    ready: Promise.resolve({ active }),
  }) as FakeWorkers;
  Object.defineProperty(navigator, 'serviceWorker', { value: workers, configurable: true });
  document.body.innerHTML = `<script type="application/json" ${APP_SCRIPTS_ATTRIBUTE}>["/app-1.js","/component---doc-2.js"]</script>`;
  Object.assign(window, { pageData: { result: { data: { docPage: { bodyRef: 'body-7' } } } }, MessageChannel });
  // What the page loaded (jsdom keeps no resource timing).
  Object.assign(performance, { getEntriesByType: (type: string) => (type === 'resource' ? [{ name: 'http://localhost/styles-3.css' }] : []) });
  observers = [];
  Object.assign(window, {
    PerformanceObserver: class {
      constructor(notify: (typeof observers)[number]) {
        observers.push(notify);
      }
      observe() {}
    },
  });
  /** The worker claims the page, as it does when it activates. */
  const claim = () => {
    workers.controller = active;
    workers.dispatchEvent(new Event('controllerchange'));
  };
  return { workers, postMessage, claim };
}

const answer = async (postMessage: jest.Mock, call: number, kept: number) => {
  const [, [port]] = postMessage.mock.calls[call] as [unknown, MessagePort[]];
  port.postMessage({ kept });
  await new Promise((resolve) => setTimeout(resolve, 50));
  port.close();
};

const run = (path: string) => new Function(getRegisterWorkerScript(path))();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  document.documentElement.removeAttribute(OFFLINE_READY_ATTRIBUTE);
});

describe('the service worker registration script', () => {
  it('registers /sw.js without the app, and once the worker controls the page hands it every file the page needs', async () => {
    const { workers, postMessage, claim } = pageWith(null);
    run('/migrate/');
    await settle();
    expect(workers.register).toHaveBeenCalledWith('/sw.js');
    // Active, not yet in control: a fetch the page makes now passes the worker by, so none is kept yet.
    expect(postMessage).not.toHaveBeenCalled();
    claim();
    await settle();
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [message] = postMessage.mock.calls[0] as [{ type: string; urls: string[]; withSearch: boolean }];
    expect(message.type).toBe('webpack-docs:keep');
    expect(message.withSearch).toBe(true);
    expect(message.urls).toEqual(
      expect.arrayContaining([location.href, '/page-data/migrate/page-data.json', '/page-data/app-data.json', '/app-1.js', '/component---doc-2.js', '/page-data/sq/d/body-7.json', 'http://localhost/styles-3.css']),
    );
    // The worker's answer marks the page as ready for an offline reload.
    await answer(postMessage, 0, 9);
    expect(document.documentElement.getAttribute(OFFLINE_READY_ATTRIBUTE)).toBe('9');
  });

  it('hands over a fetch that was under way when the worker took control, once it ends, and is ready again only when that is kept', async () => {
    const { postMessage, claim } = pageWith(null);
    run('/configuration/checker/');
    await settle();
    claim();
    await settle();
    await answer(postMessage, 0, 9);
    // The checker's option data: asked for before the worker took control, received after.
    fetchEnds('http://localhost/config-checker/options.1.json', 0);
    // A fetch made under the worker's control went through it, and another site's is not kept: nothing to hand over.
    fetchEnds('http://localhost/config-checker/manifest.json', 812.5);
    fetchEnds('https://avatars.githubusercontent.com/u/1?s=64', 0);
    expect(postMessage).toHaveBeenCalledTimes(2);
    expect(postMessage.mock.calls[1][0]).toEqual({ type: 'webpack-docs:keep', urls: ['http://localhost/config-checker/options.1.json'], withSearch: false });
    expect(document.documentElement.hasAttribute(OFFLINE_READY_ATTRIBUTE)).toBe(false);
    await answer(postMessage, 1, 1);
    expect(document.documentElement.getAttribute(OFFLINE_READY_ATTRIBUTE)).toBe('10');
  });

  it('on a later visit (a worker controls the page) registers only: the worker has the files', async () => {
    const { workers, postMessage } = pageWith({});
    run('/migrate/');
    await settle();
    expect(workers.register).toHaveBeenCalledWith('/sw.js');
    expect(postMessage).not.toHaveBeenCalled();
  });
});
