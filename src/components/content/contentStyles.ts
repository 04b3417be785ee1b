// Content components are rendered to HTML in Node at build time, where a CSS module cannot be
// imported; the browser bundle imports the stylesheets (contentStylesheets.ts). Both sides agree
// on the class names: onCreateWebpackConfig names every rule of these modules with this function.

/** "Badge", "badge" -> "Badge-module--badge": rule `.badge` of content/Badge/Badge.module.css. */
export function getContentClassName(component: string, local: string): string {
  return `${component}-module--${local}`;
}

/** The class names of one content component's CSS module, read as `styles.badge`. */
export function getContentStyles<Name extends string>(component: string, locals: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(locals.map((local) => [local, getContentClassName(component, local)])) as Record<Name, string>;
}
