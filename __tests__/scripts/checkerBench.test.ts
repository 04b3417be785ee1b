// The checker benchmark's configuration is what it claims: the asked number of lines, read by the
// checker with nothing refused, and a configuration webpack itself accepts once its opaque values
// (required plugins, path calls) are put back as a project would have them.
import { largeConfig, refusedConfig } from '../../scripts/bench/checker';
import { readConfigSource } from '../../src/model/configSource';

const webpack = require('webpack') as { validate: (config: unknown) => void };

describe('largeConfig', () => {
  it.each([120, 300, 600])('is %i lines long', (lines) => {
    expect(largeConfig(lines).trimEnd().split('\n')).toHaveLength(lines);
  });

  it('refuses a length its fixed parts do not fit', () => {
    expect(() => largeConfig(40)).toThrow('A configuration of 40 lines is too short for the template');
  });

  it('is read by the checker, every option found', () => {
    const { value, opaque } = readConfigSource(largeConfig(300));
    const config = value as { entry: Record<string, string>; resolve: { alias: Record<string, unknown> }; module: { rules: unknown[] } };
    expect(Object.keys(config.entry).length).toBeGreaterThan(30);
    expect(config.module.rules.length).toBeGreaterThan(10);
    // The plugins and path.resolve() calls are opaque: only running the file gives them.
    expect(opaque.some((item) => item.path === 'output.path')).toBe(true);
  });

  /** The configuration as a project runs it: its required plugins and path calls put back. */
  function runConfig(source: string): unknown {
    class Plugin {
      static loader = 'a-loader';
      apply() {}
    }
    const run = new Function('require', 'module', '__dirname', 'process', source);
    const module = { exports: {} as unknown };
    const fakeRequire = (name: string) => (name === 'path' ? require('path') : name === 'webpack' ? { DefinePlugin: Plugin } : Plugin);
    run(fakeRequire, module, '/project', { env: { NODE_ENV: 'production' } });
    return module.exports;
  }

  it('is a configuration webpack accepts when run as a project runs it', () => {
    expect(() => webpack.validate(runConfig(largeConfig(300)))).not.toThrow();
  });

  it('has a twin as long with one mistake, which webpack refuses for that one option', () => {
    expect(refusedConfig(300).trimEnd().split('\n')).toHaveLength(300);
    expect(() => webpack.validate(runConfig(refusedConfig(300)))).toThrow(/^Invalid configuration object[\s\S]*unknown property 'stat'/);
    expect(() => webpack.validate(runConfig(refusedConfig(300)))).not.toThrow(/\n - [\s\S]*\n - /);
  });
});
