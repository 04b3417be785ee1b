/**
 * How every Chromium this project starts runs (browser tests, benchmarks, Lighthouse): headless
 * on a machine without a display or a sandbox, and making no request of its own (this machine
 * reaches only the package registries).
 */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];
