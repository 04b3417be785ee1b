import { getRegisterWorkerScript, OFFLINE_READY_ATTRIBUTE } from '../../src/browser/registerWorker';
import { MessageChannel } from 'node:worker_threads';
import { APP_SCRIPTS_ATTRIBUTE } from '../../src/model/appStart';

// The inline script as the page runs it: its text, in a page with the data the build writes.

interface FakeWorkers {
  controller: object | null;
  register: jest.Mock;
  ready: Promise<{ active: { postMessage: jest.Mock } }>;
}

function pageWith(controller: object | null) {
  const postMessage = jest.fn();
  const workers: FakeWorkers = {
    controller,
    register: jest.fn(() => Promise.resolve({})),
    ready: Promise.resolve({ active: { postMessage } }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: workers, configurable: true });
  document.body.innerHTML = `<script type="application/json" ${APP_SCRIPTS_ATTRIBUTE}>["/app-1.js","/component---doc-2.js"]</script>`;
  Object.assign(window, { pageData: { result: { data: { docPage: { bodyRef: 'body-7' } } } }, MessageChannel });
  // What the page loaded (jsdom keeps no resource timing).
  Object.assign(performance, { getEntriesByType: (type: string) => (type === 'resource' ? [{ name: 'http://localhost/styles-3.css' }] : []) });
  return { workers, postMessage };
}

const run = (path: string) => new Function(getRegisterWorkerScript(path))();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  document.documentElement.removeAttribute(OFFLINE_READY_ATTRIBUTE);
});

describe('the service worker registration script', () => {
  it('registers /sw.js without the app, and on a first visit hands the active worker every file the page needs', async () => {
    const { workers, postMessage } = pageWith(null);
    run('/migrate/');
    await settle();
    expect(workers.register).toHaveBeenCalledWith('/sw.js');
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [message, [port]] = postMessage.mock.calls[0] as [{ type: string; urls: string[]; withSearch: boolean }, MessagePort[]];
    expect(message.type).toBe('webpack-docs:keep');
    expect(message.withSearch).toBe(true);
    expect(message.urls).toEqual(
      expect.arrayContaining([location.href, '/page-data/migrate/page-data.json', '/page-data/app-data.json', '/app-1.js', '/component---doc-2.js', '/page-data/sq/d/body-7.json', 'http://localhost/styles-3.css']),
    );
    // The worker's answer marks the page as ready for an offline reload.
    port.postMessage({ kept: 9 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    port.close();
    expect(document.documentElement.getAttribute(OFFLINE_READY_ATTRIBUTE)).toBe('9');
  });

  it('on a later visit (a worker controls the page) registers only: the worker has the files', async () => {
    const { workers, postMessage } = pageWith({});
    run('/migrate/');
    await settle();
    expect(workers.register).toHaveBeenCalledWith('/sw.js');
    expect(postMessage).not.toHaveBeenCalled();
  });
});
