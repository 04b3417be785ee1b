/** Handles shown as avatars: the excluded ones left out (case-insensitive), duplicates removed. */
export function getShownContributors(handles: readonly string[], excluded: readonly string[]): string[] {
  const skip = new Set(excluded.map((handle) => handle.toLowerCase()));
  return [...new Set(handles)].filter((handle) => !skip.has(handle.toLowerCase()));
}
