import type { Reporter } from 'gatsby';

/**
 * Content problems reach the terminal as Gatsby structured errors of our own, so the header names
 * them ("ERROR #default-site-plugin_content") instead of "ERROR UNKNOWN", and the text is ours:
 * one line a problem, `content/path.mdx:line:column: …` (describeContentError).
 *
 * Gatsby files the error map a site's gatsby-node registers under "default-site-plugin_<id>", but
 * the reporter of a running API call drops the plugin name on its way to panicOnBuild, so an id
 * given as "<id>" is looked up as is and not found ("There was an unhandled error"). The error is
 * therefore raised with the id as it is filed (docs/gatsby-internals.md).
 */
const CONTENT_ERROR_KEY = 'content';
export const CONTENT_ERROR_ID = `default-site-plugin_${CONTENT_ERROR_KEY}`;
/** A content file whose rendering failed for a reason of the build code's, not the file's. */
const RENDER_ERROR_KEY = 'render';
export const RENDER_ERROR_ID = `default-site-plugin_${RENDER_ERROR_KEY}`;

type ErrorMap = Parameters<Reporter['setErrorMap']>[0];

/** What the terminal and the `npm start` page say of a file the build code failed to render. */
export function describeRenderFailure(file: string, message: string): string {
  return `${file} could not be rendered: ${message}\nThis is a fault of the site's build code, not of the content file.`;
}

export const CONTENT_ERROR_MAP: ErrorMap = {
  [CONTENT_ERROR_KEY]: {
    text: (context: { message: string }) => context.message,
    level: 'ERROR',
    category: 'USER',
  },
  [RENDER_ERROR_KEY]: {
    text: (context: { file: string; message: string }) => describeRenderFailure(context.file, context.message),
    level: 'ERROR',
    category: 'SYSTEM',
  },
} as unknown as ErrorMap;

/** Registers the content error with Gatsby's reporter; called before anything is read (onPreInit). */
export function registerContentErrors(reporter: Reporter): void {
  reporter.setErrorMap(CONTENT_ERROR_MAP);
}

/** Fails the build (in `npm start`, reports and goes on) with content problems already described for the writer. */
export function reportContentProblems(reporter: Reporter, message: string): void {
  reporter.panicOnBuild({ id: CONTENT_ERROR_ID, context: { message } });
}

/**
 * Fails the build (in `npm start`, reports and goes on) for a content file that the build code
 * failed to render: named as such, with the error's stack, never passed off as a content problem.
 */
export function reportRenderFailure(reporter: Reporter, file: string, error: Error): void {
  // The error goes inside the meta: as a second argument Gatsby would print the meta as "[object Object]".
  reporter.panicOnBuild({ id: RENDER_ERROR_ID, context: { file, message: error.message }, error });
}
