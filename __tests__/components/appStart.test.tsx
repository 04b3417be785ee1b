import { installAppStart } from '../../src/head/appStart';
import { APP_SCRIPTS_ATTRIBUTE } from '../../src/model/appStart';

/** The scripts the head script added to the page: its url and whether it runs in list order. */
const added = () => [...document.body.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({ src: script.getAttribute('src'), async: script.async }));

const setReadyState = (state: DocumentReadyState) => Object.defineProperty(document, 'readyState', { value: state, configurable: true });

describe('the app start (head script)', () => {
  beforeEach(() => {
    document.body.innerHTML = `<main><h1>Concepts</h1></main><script type="application/json" ${APP_SCRIPTS_ATTRIBUTE}>["/webpack-runtime-1.js","/template-2.js","/app-3.js"]</script>`;
  });

  afterEach(() => setReadyState('complete'));

  it('adds no script while the page is parsed; once it is, every listed one, to run in the list order, whatever the reader does meanwhile', () => {
    setReadyState('loading');
    installAppStart();
    window.dispatchEvent(new Event('touchstart'));
    window.dispatchEvent(new Event('scroll'));
    expect(added()).toEqual([]);
    setReadyState('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(added()).toEqual([
      { src: '/webpack-runtime-1.js', async: false },
      { src: '/template-2.js', async: false },
      { src: '/app-3.js', async: false },
    ]);
    window.dispatchEvent(new Event('load'));
    expect(added()).toHaveLength(3);
  });

  it('adds them at once when the page is parsed already (the script ran late)', () => {
    setReadyState('interactive');
    installAppStart();
    expect(added()).toHaveLength(3);
  });

  it('adds nothing to a page that kept its scripts (no list)', () => {
    document.body.innerHTML = '<main><h1>Vote</h1></main><script src="/app-3.js" async></script>';
    setReadyState('loading');
    installAppStart();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(added().map((script) => script.src)).toEqual(['/app-3.js']);
  });
});
