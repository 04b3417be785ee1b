// Pages with tab groups (<Tabs>, <PackageManagers>). Only their <html> carries
// PAGE_TAB_GROUPS_ATTRIBUTE, and only there does the head script watch the parser to apply the
// reader's tab choice before each paint (src/head/tabs.ts). A page-wide MutationObserver makes
// the browser record every element the parser adds: on /configuration/output/ (4,000 elements, no
// tabs) parsing took a median 630 ms with it and 327 ms without, with the CPU slowed four times.

/** Attribute of a tab group's element (empty), which the tabs scripts find groups by. */
export const TAB_GROUP_ATTRIBUTE = 'data-tabs';

/** Attribute of <html> on a page whose body has a tab group. */
export const PAGE_TAB_GROUPS_ATTRIBUTE = 'data-tab-groups';

/**
 * Whether a page body rendered to HTML has a tab group. Body text showing such markup (an escaped
 * code example) counts too; that costs only the observer, never a tab choice shown late.
 */
export function hasTabGroups(html: string): boolean {
  return html.includes(`${TAB_GROUP_ATTRIBUTE}=""`);
}
