/**
 * How every Chromium this project starts runs (browser tests, benchmarks, Lighthouse): headless
 * on a machine without a display or a sandbox, and making no request of its own (this machine
 * reaches only the package registries).
 */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

/**
 * For the browser tests: every host but localhost fails to resolve, as on a machine whose only
 * network is the local server. The site must work with every third party unreachable, and this
 * needs no request interception (a route pauses each request, the service worker's included, until
 * the test process answers it).
 */
export const THIRD_PARTIES_UNREACHABLE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost';
