import { resolve } from 'node:path';

/** The content folder; WEBPACK_DOCS_CONTENT points the build at another one (benchmarks). */
export const CONTENT_DIR = resolve(process.env.WEBPACK_DOCS_CONTENT ?? resolve(process.cwd(), 'content'));
