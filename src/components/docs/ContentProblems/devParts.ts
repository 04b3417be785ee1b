// What only `npm start` shows in a page template: a page's content problems (ContentProblems) and
// the page of a file that cannot be rendered (UnrenderablePage). Loaded in development only: a
// build replaces NODE_ENV, webpack drops the require of a branch that can never run, and the
// production bundle carries none of it (an import would ship it, used or not).
import type * as Parts from './parts';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a require is what a constant condition can drop
export const devParts: typeof Parts | null = process.env.NODE_ENV === 'development' ? (require('./parts') as typeof Parts) : null;
