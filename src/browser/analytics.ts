// Analytics: only with an id configured at build time (GATSBY_ANALYTICS_ID), and only
// after the page is interactive and idle, so it never delays a reader.

import { ANALYTICS } from '../config/site';

type Gtag = (...args: unknown[]) => void;

function whenIdle(callback: () => void): void {
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
  const start = () => (idle ? idle(callback) : window.setTimeout(callback, 1));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Loads the tracker once, after load and idle; does nothing without an id. */
export function startAnalytics(id: string = ANALYTICS.id): boolean {
  if (!id) return false;
  whenIdle(() => {
    const dataLayer = ((window as Window & { dataLayer?: unknown[] }).dataLayer ??= []);
    const gtag: Gtag = (...args) => {
      dataLayer.push(args);
    };
    (window as Window & { gtag?: Gtag }).gtag = gtag;
    gtag('js', new Date());
    gtag('config', id, { anonymize_ip: true });
    const script = document.createElement('script');
    script.async = true;
    script.src = `${ANALYTICS.scriptUrl}?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  });
  return true;
}
