// When each content file last changed, from one `git log` of the content folder.

/** The arguments of the one git process: newest commit first, each with its date and files. */
export const GIT_LOG_ARGS = ['log', '--name-only', '--relative', '--format=%x00%cI', '--', '.'];

/**
 * `git log --name-only --format=%x00%cI` output -> the newest commit date of each path.
 * "\0 2024-05-02T10:00:00+02:00\n\nguides/caching.mdx\n" -> { "guides/caching.mdx" => "2024-05-02T10:00:00+02:00" }
 */
export function parseLastUpdated(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const commit of output.split('\0')) {
    const [date, ...files] = commit.split('\n').map((line) => line.trim());
    if (!date) continue;
    for (const file of files) {
      // Commits come newest first: the first date seen for a path is its last change.
      if (file && !dates.has(file)) dates.set(file, date);
    }
  }
  return dates;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2024-05-02T10:00:00+02:00" -> "May 2, 2024" (the date where it was committed). */
export function formatCommitDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
