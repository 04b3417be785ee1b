// The defaults of a release as its own code computes them (the sync runs this on each release it
// unpacks): here on the installed webpack's package, the latest release.
import { dirname, join } from 'node:path';
import { computeReleaseDefaults, PROJECT_PLACEHOLDER } from '../../scripts/webpack/releaseDefaults';

const packageDir = dirname(require.resolve('webpack/package.json'));

describe('computeReleaseDefaults', () => {
  const defaults = computeReleaseDefaults(packageDir);

  it('gives every mode its defaults, paths in the project said as /my-app', () => {
    if (defaults instanceof Error) throw defaults;
    expect(Object.keys(defaults)).toEqual(['production', 'development', 'none']);
    expect(defaults.production['output.path']).toBe(`'${PROJECT_PLACEHOLDER}/dist'`);
    expect(defaults.production.mode).toBe("'production'");
    expect(defaults.production['optimization.minimize']).toBe('true');
    expect(defaults.development['optimization.minimize']).toBe('false');
    expect(Object.values(defaults.development).some((value) => value.includes(process.cwd()))).toBe(false);
  });

  it('answers with an Error, not a throw, for a package whose defaults code cannot run', () => {
    expect(computeReleaseDefaults(join(packageDir, 'no-such-folder'))).toHaveProperty('message', expect.stringMatching(/Cannot find module/));
  });
});
