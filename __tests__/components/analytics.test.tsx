import { startAnalytics } from '../../src/browser/analytics';

describe('analytics', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('makes no request at all without an id', () => {
    expect(startAnalytics('')).toBe(false);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('loads the tracker only once the page has loaded and is idle', () => {
    jest.useFakeTimers();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    expect(startAnalytics('G-TEST')).toBe(true);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    const script = document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(script?.src).toContain('id=G-TEST');
    expect(script?.async).toBe(true);
    jest.useRealTimers();
  });
});
