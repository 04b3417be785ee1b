import { IDLE_START_TIMEOUT_MS, installAppStart } from '../../src/head/appStart';
import { APP_SCRIPTS_ATTRIBUTE } from '../../src/model/appStart';

/** The scripts the head script added to the page: its url and whether it runs in list order. */
const added = () => [...document.body.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({ src: script.getAttribute('src'), async: script.async }));

describe('the app start (head script)', () => {
  let idle: Array<{ callback: () => void; timeout?: number }>;

  beforeEach(() => {
    idle = [];
    document.body.innerHTML = `<main><h1>Concepts</h1></main><script type="application/json" ${APP_SCRIPTS_ATTRIBUTE}>["/webpack-runtime-1.js","/template-2.js","/app-3.js"]</script>`;
    Object.assign(window, {
      requestIdleCallback: (callback: () => void, options?: { timeout?: number }) => idle.push({ callback, timeout: options?.timeout }),
    });
  });

  it('adds no script while the page loads; once it has loaded and the browser is idle, every listed one, to run in the list order', () => {
    installAppStart();
    expect(added()).toEqual([]);
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(added()).toEqual([]);
    expect(idle).toHaveLength(1);
    expect(idle[0].timeout).toBe(IDLE_START_TIMEOUT_MS);
    idle[0].callback();
    expect(added()).toEqual([
      { src: '/webpack-runtime-1.js', async: false },
      { src: '/template-2.js', async: false },
      { src: '/app-3.js', async: false },
    ]);
  });

  it("starts at once on the reader's first input before that, and only once", () => {
    installAppStart();
    window.dispatchEvent(new Event('touchstart'));
    expect(added()).toHaveLength(3);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('load'));
    idle.forEach((one) => one.callback());
    expect(added()).toHaveLength(3);
  });
});
