import { addDeprecationBackLinks, getSubjectCodes } from '../../src/model/deprecationLinks';
import { parseMdx } from '../../src/model/markdown';
import { getText } from '../../src/model/mdast';
import type { WebpackHistory } from '../../src/model/webpackHistory';

const history: WebpackHistory = {
  releases: [{ version: '5.0.0', date: '2020-10-10' }],
  options: { 'optimization.noEmitOnErrors': { added: '5.0.0', deprecated: '5.0.0' }, 'optimization.emitOnErrors': { added: '5.0.0' }, 'stats.warningsFilter': { added: '5.0.0' } },
  hooks: { 'Compilation.optimizeChunkAssets': { added: '5.0.0', deprecated: '5.0.0' }, 'Compilation.seal': { added: '5.0.0' } },
  deprecations: {
    DEP_WEBPACK_CONFIGURATION_OPTIMIZATION_NO_EMIT_ON_ERRORS: { added: '5.0.0' },
    DEP_WEBPACK_COMPILATION_OPTIMIZE_CHUNK_ASSETS: { added: '5.0.0' },
    DEP_WEBPACK_STATS_WARNINGS_FILTER: { added: '5.0.0' },
  },
};

describe('getSubjectCodes', () => {
  it('finds the codes named after an option or hook, and those listed for it', () => {
    expect(getSubjectCodes('option', 'optimization.noEmitOnErrors', history)).toEqual(['DEP_WEBPACK_CONFIGURATION_OPTIMIZATION_NO_EMIT_ON_ERRORS']);
    expect(getSubjectCodes('hook', 'Compilation.optimizeChunkAssets', history)).toEqual(['DEP_WEBPACK_COMPILATION_OPTIMIZE_CHUNK_ASSETS']);
    expect(getSubjectCodes('option', 'stats.warningsFilter', history)).toEqual(['DEP_WEBPACK_STATS_WARNINGS_FILTER']);
    expect(getSubjectCodes('option', 'optimization.emitOnErrors', history)).toEqual([]);
  });
});

describe('addDeprecationBackLinks', () => {
  it('puts a link to the code’s entry under the heading of what webpack warns about', () => {
    const tree = parseMdx('### optimization.noEmitOnErrors\n\nOld.\n\n### optimization.emitOnErrors\n\nNew.\n');
    addDeprecationBackLinks(tree, 'configuration/optimization.mdx', history);
    expect(tree.children!.map((node) => [node.type, getText(node)])).toEqual([
      ['heading', 'optimization.noEmitOnErrors'],
      ['paragraph', 'Deprecation warning: DEP_WEBPACK_CONFIGURATION_OPTIMIZATION_NO_EMIT_ON_ERRORS'],
      ['paragraph', 'Old.'],
      ['heading', 'optimization.emitOnErrors'],
      ['paragraph', 'New.'],
    ]);
    expect(tree.children![1].children![1]).toMatchObject({ type: 'link', url: '/api/deprecations/#dep_webpack_configuration_optimization_no_emit_on_errors' });
  });

  it('leaves pages that document no option or hook alone', () => {
    const tree = parseMdx('## optimization.noEmitOnErrors\n\nText.\n');
    addDeprecationBackLinks(tree, 'guides/production.mdx', history);
    expect(tree.children).toHaveLength(2);
  });
});
