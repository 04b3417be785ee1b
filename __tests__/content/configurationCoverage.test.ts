import GithubSlugger from 'github-slugger';
import { readFileSync } from 'node:fs';
import { readSection, reportCoverage } from './readContent';
import { listOptionPaths, type WebpackOptionsSchema } from '../../src/model/webpackRelease';
import { findOptionDocs } from '../../src/model/webpackDiff';
import { readWebpackDocs } from '../../scripts/webpack/readDocs';

interface SchemaNode {
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

const schema = JSON.parse(readFileSync(require.resolve('webpack/schemas/WebpackOptions.json'), 'utf8')) as {
  properties: Record<string, SchemaNode>;
  definitions: Record<string, SchemaNode>;
};
const { definitions } = schema;

/** Object definitions an option can take, following $ref and anyOf/oneOf/allOf. */
function objectShapes(node: SchemaNode, seen = new Set<string>()): Array<{ ref: string | null; node: SchemaNode }> {
  if (node.$ref) {
    const name = node.$ref.split('/').pop()!;
    if (seen.has(name)) return [];
    seen.add(name);
    const target = definitions[name];
    return target.properties ? [{ ref: name, node: target }] : objectShapes(target, seen);
  }
  const shapes: Array<{ ref: string | null; node: SchemaNode }> = node.properties ? [{ ref: null, node }] : [];
  for (const list of [node.anyOf, node.oneOf, node.allOf]) list?.forEach((child) => shapes.push(...objectShapes(child, seen)));
  return shapes;
}

/**
 * Every top-level option and every property one level below it, as dotted names.
 * A definition shared by two options (resolve and resolveLoader both take
 * ResolveOptions) is listed once, under the first option.
 */
function requiredOptions(): string[] {
  const names: string[] = [];
  const seenDefinitions = new Set<string>();
  for (const [option, node] of Object.entries(schema.properties)) {
    names.push(option);
    for (const shape of objectShapes(node)) {
      if (shape.ref && seenDefinitions.has(shape.ref)) continue;
      if (shape.ref) seenDefinitions.add(shape.ref);
      for (const property of Object.keys(shape.node.properties ?? {})) names.push(`${option}.${property}`);
    }
  }
  return [...new Set(names)];
}

describe('the configuration section', () => {
  it('documents every option of the webpack schema, one level deep, as a heading anchor', () => {
    const ids = new Set(readSection('configuration').flatMap((content) => content.headingIds));
    const required = requiredOptions();
    const missing = required.filter((name) => !ids.has(new GithubSlugger().slug(name)));
    reportCoverage('webpack options', required, missing);
    expect(required.length).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });
});

describe('every option path of the locked webpack', () => {
  it('is documented, as deep as the schema goes: by a heading of its own, or named in its nearest documented parent’s section', () => {
    const docs = readWebpackDocs();
    const paths = [...listOptionPaths(schema as unknown as WebpackOptionsSchema).keys()];
    const missing = paths.filter((path) => !findOptionDocs(path, docs.optionPages));
    reportCoverage('webpack option paths (all depths)', paths, missing);
    expect(paths.length).toBeGreaterThan(1700);
    expect(missing).toEqual([]);
  });
});
