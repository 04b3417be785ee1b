// The GitHub repository of a package, from the `repository` field of its npm packument.

export interface Repository {
  owner: string;
  name: string;
  /** Folder of the package inside a monorepo ("" at the root). */
  directory: string;
}

export interface RepositoryLinks {
  /** Raw README: the `source` front matter. */
  source: string;
  /** Edit link of the README: the `edit` front matter. */
  edit: string;
  /** The repository page: the `repo` front matter. */
  repo: string;
  /** Base for relative links in the README ("https://github.com/o/r/blob/main/"). */
  blobBase: string;
  /** Base for relative images ("https://raw.githubusercontent.com/o/r/main/"). */
  rawBase: string;
}

const GITHUB_URL = /^(?:git\+)?(?:https?|git|ssh):\/\/(?:git@)?(?:www\.)?github\.com\/([^/]+)\/([^/#]+?)(?:\.git)?\/?(?:#.*)?$/;
const GITHUB_SCP = /^git@github\.com:([^/]+)\/([^/#]+?)(?:\.git)?$/;
const SHORTHAND = /^(?:github:)?([A-Za-z0-9][\w.-]*)\/([\w.-]+?)$/;

/**
 * The GitHub repository named by a packument's `repository` field, or null when it is not on GitHub.
 * "webpack/css-loader", "git+https://github.com/babel/babel-loader.git" and
 * { type: "git", url: "...", directory: "packages/x" } are all understood.
 */
export function parseRepository(field: unknown): Repository | null {
  const value = typeof field === 'string' ? field : (field as { url?: unknown } | null)?.url;
  if (typeof value !== 'string') return null;
  const directory = typeof field === 'object' && field && typeof (field as { directory?: unknown }).directory === 'string'
    ? (field as { directory: string }).directory.replace(/^\/+|\/+$/g, '')
    : '';
  const match = GITHUB_URL.exec(value.trim()) ?? GITHUB_SCP.exec(value.trim()) ?? SHORTHAND.exec(value.trim());
  return match ? { owner: match[1], name: match[2], directory } : null;
}

/** "https://raw.githubusercontent.com/o/r/main/README.md" -> "main" (the branch our front matter names). */
export function getBranchFromSource(source: string | null | undefined): string | null {
  const match = /^https:\/\/raw\.githubusercontent\.com\/[^/]+\/[^/]+\/([^/]+)\//.exec(source ?? '');
  return match ? match[1] : null;
}

/**
 * source/edit/repo front matter and link bases for a README in `repository`. The branch is the one
 * our page already names (a repository keeps its branches when it moves to another owner);
 * "HEAD" (the default branch) when it names none.
 */
export function getRepositoryLinks(repository: Repository, branch: string | null, readmeFile = 'README.md'): RepositoryLinks {
  const ref = branch ?? 'HEAD';
  const repo = `https://github.com/${repository.owner}/${repository.name}`;
  const folder = repository.directory ? `${repository.directory}/` : '';
  return {
    source: `https://raw.githubusercontent.com/${repository.owner}/${repository.name}/${ref}/${folder}${readmeFile}`,
    edit: `${repo}/edit/${ref}/${folder}${readmeFile}`,
    repo,
    blobBase: `${repo}/blob/${ref}/${folder}`,
    rawBase: `https://raw.githubusercontent.com/${repository.owner}/${repository.name}/${ref}/${folder}`,
  };
}
