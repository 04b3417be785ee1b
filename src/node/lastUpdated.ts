import { execFileSync } from 'node:child_process';
import { GIT_LOG_ARGS, parseLastUpdated } from '../model/lastUpdated';

/**
 * The last change of every file under `dir` ("guides/caching.mdx" -> ISO date), from one git
 * process for the whole build. Empty when there is no history to trust: not a git checkout, git
 * missing, or a shallow clone, whose oldest commit would claim every file it holds.
 */
export function readLastUpdated(dir: string): Map<string, string> {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    if (git(['rev-parse', '--is-shallow-repository']).trim() !== 'false') return new Map();
    return parseLastUpdated(git(GIT_LOG_ARGS));
  } catch {
    return new Map();
  }
}
